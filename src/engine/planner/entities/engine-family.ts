import { ENGINE_FAMILY, getService } from '../../catalog/index.js';
import type { RawMention } from './raw-mention.js';

/**
 * "Orders live in Amazon RDS for MySQL … the RDS instance is Multi-AZ": once a text names a managed
 * database with its engine, a plain mention of the same service ("RDS", "the Aurora cluster") is
 * that database again, when the text names only one engine of it.
 */
export function withEngineFamily(mentions: RawMention[]): RawMention[] {
  const forms = new Map<string, Set<string>>();
  for (const m of mentions) {
    const family = ENGINE_FAMILY[m.entry.id];
    if (family) forms.set(family, (forms.get(family) ?? new Set()).add(m.entry.id));
  }
  if (forms.size === 0) return mentions;
  return mentions.map((m) => {
    const only = forms.get(m.entry.id);
    const entry = only?.size === 1 ? getService([...only][0]!) : undefined;
    return entry ? { ...m, entry } : m;
  });
}
