import { singular } from '../text/tokens.js';
import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';

const wordsOf = (parts: readonly string[]): string[] => parts.join(' ').toLowerCase().split(/[^a-z0-9#+.]+/).filter(Boolean).map(singular);

/** The words a counted mention's members must all say: its own modifiers ("worker" of "worker services"), else its head noun. */
function memberWords(counted: Entity): string[] {
  const own = wordsOf(counted.pre);
  return own.length > 0 ? own : wordsOf([counted.matched]).slice(-1);
}

/** A part said with every member word and with a word of its own ("billing worker" of "two worker services"). */
function isMember(part: Entity, counted: Entity, needed: readonly string[]): boolean {
  if (part === counted || part.count !== 1 || part.container || part.origin !== 'prompt' || part.entry.kind !== counted.entry.kind) return false;
  const said = wordsOf([part.matched, ...part.pre, ...part.post]);
  const theirs = new Set(wordsOf([counted.matched, ...counted.pre, ...counted.post]));
  return needed.every((w) => said.includes(w)) && said.some((w) => !theirs.has(w));
}

/**
 * "The demo has two services: the Tally service, which …, and the Quill service, which …": a counted
 * mention whose copies the text goes on to name one by one, as many parts of its kind said with its
 * words and a name of their own, is those parts; it draws no numbered copies of its own, and whatever
 * was said of the count is said of each named part.
 */
export function countedAsNamedMembers(graph: EntityGraph): void {
  const held = new Set(graph.live().map((e) => e.placedIn).filter(Boolean));
  for (const counted of graph.live()) {
    if (counted.count < 2 || counted.names || counted.container || counted.label || counted.origin !== 'prompt' || held.has(counted.key)) continue;
    const needed = memberWords(counted);
    const members = graph.live().filter((e) => isMember(e, counted, needed));
    if (members.length !== counted.count) continue;
    graph.spreadOver(counted.key, members.map((m) => m.key));
  }
}
