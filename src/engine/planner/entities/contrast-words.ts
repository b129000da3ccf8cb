import { CONTRAST_WORDS } from '../text/lexicon.js';
import { slotOf, type Item, type Slot } from './items.js';

/**
 * Reads the word right before each mention once qualifiers are taken ("a public storage account …
 * a secure storage account", "regional databases and branch databases"). A word of access or reach
 * ("public", "regional") is no qualifier on its own; but when the text names another copy of the same
 * service told apart by other words, that word is what tells this copy from it, and joins its label.
 */
export function contrastQualifiers(text: string, items: Item[]): Item[] {
  const marked: { slot: Slot; word: string }[] = [];
  const slots: Slot[] = [];
  for (let i = 0; i < items.length; i++) {
    const slot = slotOf(items[i]);
    if (!slot) continue;
    slots.push(slot);
    // Read from the text: a word of reach may have been passed over as the qualifiers were taken ("a secure storage account").
    const before = /([A-Za-z]+)[ \t]+$/.exec(text.slice(Math.max(0, items[i]!.start - 20), items[i]!.start))?.[1]?.toLowerCase();
    if (before !== undefined && CONTRAST_WORDS.has(before)) marked.push({ slot, word: before });
  }
  const said = (s: Slot): string => [...s.pre, s.matched, ...s.post].join(' ').toLowerCase();
  const head = (s: Slot): string => said(s).split(/\s+/).at(-1)!.replace(/s$/, '');
  for (const { slot, word } of marked) {
    const others = slots.filter((o) => o !== slot && (o.entry.id === slot.entry.id || head(o) === head(slot)));
    // Another copy told apart: by another such word, or by other words of its own.
    const apart = others.some((o) => {
      const theirs = marked.find((x) => x.slot === o)?.word;
      return theirs !== undefined ? theirs !== word : said(o) !== said(slot);
    });
    if (apart && !slot.pre.includes(word)) slot.pre.unshift(word);
  }
  return items;
}
