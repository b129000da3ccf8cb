import type { EntityGraph } from './graph.js';
import { isPeople } from './roles.js';

/**
 * "Member notes are edited in a CRM. A sync job copies them to a bucket": data that a pronoun
 * carries on came from where the people put it, not from the people. A person a data pronoun stands
 * for is replaced by the parts the text just had them reach (`near`: the keys of the last sentences);
 * a person who reached none of them stays (they hand the data over themselves).
 */
export function dataOrigin(from: readonly string[], graph: EntityGraph, near: readonly string[]): string[] {
  const out: string[] = [];
  for (const k of from) {
    const put = isPeople(graph.get(k)) ? graph.outgoing(k).map((r) => r.to).filter((t) => near.includes(t) && !isPeople(graph.get(t))) : [];
    out.push(...(put.length > 0 ? put : [k]));
  }
  return [...new Set(out)];
}
