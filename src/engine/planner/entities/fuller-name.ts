import type { Entity } from '../types.js';
import { EVENT_PART_NOUNS, RECORD_PART_NOUNS, SHOWN_FACET_NOUNS, VENDOR_WORDS } from '../text/lexicon.js';
import type { Slot } from './items.js';
import { subset, words } from './name-words.js';

/** "CloudFront" then "the CloudFront distribution": the component takes the fuller name the text gives it. */
export function keepFullerName(e: Entity, slot: Slot): void {
  // "… Azure Relay acts as the dispatcher": a role said of a later mention is the part's too.
  for (const r of slot.roles ?? []) if (!(e.roles ?? []).includes(r)) (e.roles ??= []).push(r);
  if (e.entry.id !== slot.entry.id || e.label) return;
  const mine = new Set(words(slot.matched).filter((w) => !VENDOR_WORDS.has(w)));
  const theirs = new Set(words(e.matched).filter((w) => !VENDOR_WORDS.has(w)));
  // "the ALB logs": what a service records about itself is no fuller name for it.
  // "the Power BI dashboards": what a product shows is no fuller name for it either.
  const records = [...mine].some((w) => (RECORD_PART_NOUNS.has(w) || SHOWN_FACET_NOUNS.has(w)) && !theirs.has(w));
  if (mine.size > theirs.size && subset(theirs, mine) && !records) e.matched = slot.matched;
  // "a Pub/Sub trigger … the Pub/Sub subscription": an event of the service is no name for it; the thing it has is.
  const tail = (m: string): string => m.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  if (EVENT_PART_NOUNS.has(tail(e.matched)) && !EVENT_PART_NOUNS.has(tail(slot.matched)) && words(slot.matched).length > 1) e.matched = slot.matched;
  // "the VPC" then "the hub VPC": the qualifier says which one it was all along.
  if (e.pre.length + e.post.length === 0 && e.count === 1 && !records) {
    e.pre.push(...slot.pre);
    e.post.push(...slot.post);
  }
}
