import { isWord, type Item } from '../entities/items.js';
import type { EntityGraph } from './graph.js';

/** Where the reader stands when "to" opens an infinitive right after a component. */
interface ToolState {
  /** Who does the clause's verb now (the first tool, after "uses A to …"). */
  subjects: readonly string[];
  /** The component just named, before "to". */
  tools: readonly string[];
  /** Who used the first tool ("A" in "A uses B to …"), when a causative verb handed its infinitive on. */
  owner: readonly string[] | null;
  /** Edges that stood before this clause ("from>to"). */
  held: ReadonlySet<string>;
}

/**
 * "A uses B to cache X and C to store Y": C, named after "and" and followed by its own infinitive, is
 * the first verb's second object — A reaches C, and C does the second infinitive, not B. Moves the edge
 * the reader drew from B to C over to A and returns who does what follows (C), or null for any other shape.
 */
export function secondTool(items: Item[], i: number, graph: EntityGraph, s: ToolState): string[] | null {
  if (items[i - 1]?.t !== 'slot' || !s.owner || s.owner.length === 0 || s.tools.length === 0) return null;
  const before = isWord(items[i - 2], 'a', 'an', 'the') ? i - 3 : i - 2;
  if (!isWord(items[before], 'and')) return null;
  for (const from of s.subjects) for (const k of s.tools) if (!s.held.has(`${from}>${k}`)) graph.remove(from, k);
  for (const o of s.owner) for (const k of s.tools) if (o !== k) graph.relate(o, k, 'flow', 'prompt');
  return [...s.tools];
}
