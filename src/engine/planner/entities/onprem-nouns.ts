import { getService } from '../../catalog/index.js';
import { slotOf, type Item } from './items.js';

/** Plural everyday nouns for the programs a site runs ("the on-premises services", "our on-prem applications"). */
const PROGRAM_NOUNS = new Set(['services', 'applications', 'apps', 'systems']);

/** A mention that only says where ("on-premises", "on-prem"), not what. */
const PLACE_ONLY = /^on[\s-]?prem(?:ise)?s?$/i;

/**
 * "the existing on-premises services": a place word before a plural everyday noun for programs says
 * where those programs run; the programs are the component, like "on-prem SQL Server" is SQL Server.
 */
export function onPremPrograms(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    const next = items[i + 1];
    const program = getService('general.microservice');
    if (!a || !program || a.entry.kind !== 'onprem' || !PLACE_ONLY.test(a.matched.trim()) || next?.t !== 'word' || !PROGRAM_NOUNS.has(next.lower)) {
      out.push(items[i]!);
      continue;
    }
    const slot = { ...a, entry: program, matched: next.text, pre: [...a.pre, a.matched], end: next.end, onPrem: true, generic: true };
    out.push({ t: 'slot', slot, start: items[i]!.start, end: next.end });
    i++;
  }
  return out;
}
