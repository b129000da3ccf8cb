import type { RawMention } from './raw-mention.js';

/** Endings that make a hyphenated word a quality of the product, not a program's own name ("redis-backed"). */
const QUALITY_ENDINGS = new Set([
  'based', 'backed', 'powered', 'compatible', 'like', 'enabled', 'native', 'specific', 'only', 'managed', 'driven',
  'aware', 'friendly', 'ready', 'style', 'first', 'free', 'heavy', 'bound', 'facing', 'hosted', 'side', 'wide', 'level',
]);

/**
 * "the connector kafka-connect-mqtt", "a pod running cert-manager-webhook": a product's hyphenated name
 * written in lower case as the start of a longer code name is that program's whole name, not the product
 * alone with a stray word after it. A hyphenated ending that says what the product does for it
 * ("kafka-based", "redis-backed") stays outside.
 */
export function extendOverIdentifier(text: string, m: RawMention): RawMention {
  // Only a product whose own name is hyphenated code ("kafka-connect"): "(step 4: bedrock-summarize)" names a step, not a program.
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(m.matched) || /[A-Za-z0-9-]$/.test(text.slice(0, m.start))) return m;
  const tail = /^(?:-[a-z0-9]+)+(?![A-Za-z0-9])/.exec(text.slice(m.end));
  if (!tail) return m;
  const pieces = tail[0].slice(1).split('-');
  if (pieces.some((p) => QUALITY_ENDINGS.has(p))) return m;
  return { ...m, end: m.end + tail[0].length, matched: m.matched + tail[0] };
}
