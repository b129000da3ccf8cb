import { slotOf, type Item, type Slot } from './items.js';

/**
 * "a Sphere radio-equipped sensor", "a Greengrass edge-mounted device": a product name, then a
 * hyphened participle ("solar-powered", "rack-mounted") saying how it is made or fitted, then an everyday
 * noun of the product's own category, is that product — one component, not the product and a second,
 * nameless thing. Only a hyphened word ending in "-ed" counts: it can only describe the noun after it, so
 * "Azure Functions processes device data" or "a dead-letter queue" are never read so.
 */
export function mergeOverCompound(text: string, items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    const span = a ? compoundAfter(text, items, i + 1) : 0;
    const b = span > 0 ? slotOf(items[i + 1 + span]) : undefined;
    if (a && b && /^[ \t]+$/.test(text.slice(items[i + span]!.end, b.start)) && describes(a, b)) {
      a.post.push(`${text.slice(items[i + 1]!.start, items[i + span]!.end)} ${b.matched}`);
      a.start = Math.min(a.start, b.start);
      a.end = Math.max(a.end, b.end);
      a.role ??= b.role;
      a.multiAz ||= b.multiAz;
      out.push({ ...items[i]!, end: a.end } as Item);
      i += 1 + span;
      continue;
    }
    out.push(items[i]!);
  }
  return out;
}

/** How many word items from `from` make one lower-case hyphened participle right after a space ("cellular-enabled"); 0 when none. */
function compoundAfter(text: string, items: Item[], from: number): number {
  const first = items[from];
  if (first?.t !== 'word' || !/^[ \t]+$/.test(text.slice(items[from - 1]!.end, first.start)) || !/^[a-z]+$/.test(first.text)) return 0;
  let n = 1;
  while (n < 4) {
    const next = items[from + n];
    if (next?.t !== 'word' || next.joiner !== '-' || !/^[a-z]+$/.test(next.text) || text.slice(items[from + n - 1]!.end, next.start) !== '-') break;
    n++;
  }
  const last = items[from + n - 1] as Extract<Item, { t: 'word' }>;
  return n >= 2 && /[a-z]{2}ed$/.test(last.text) ? n : 0;
}

/** A named product, then a bare everyday noun of the same category ("device" after Azure Sphere). */
function describes(a: Slot, b: Slot): boolean {
  return !a.generic && a.entry.provider !== 'general' && /^[a-z]+$/.test(b.matched) && b.entry.provider === 'general'
    && a.entry.category === b.entry.category && a.entry.category !== 'client' && !b.descriptor && !a.descriptor;
}
