import { MESSAGE_KINDS } from '../entities/kinds.js';
import { isGenericTerm } from '../entities/raw-mention.js';
import type { EntityGraph } from './graph.js';
import { isPeople } from './roles.js';

/**
 * "Porters receive ward alerts when an alarm fires": an everyday word for a message that only passes
 * from one component on to people is what travels, not a hop of its own; the sender reaches the people.
 */
export function skipMessageHops(graph: EntityGraph): void {
  for (const m of graph.live()) {
    if (!MESSAGE_KINDS.has(m.entry.kind) || m.entry.provider !== 'general' || !isGenericTerm(m.matched)) continue;
    const ins = graph.incoming(m.key);
    const outs = graph.outgoing(m.key);
    if (ins.length !== 1 || outs.length === 0 || !outs.every((r) => isPeople(graph.get(r.to)))) continue;
    for (const r of outs) graph.relate(ins[0]!.from, r.to, 'flow', r.origin);
    for (const r of [...ins, ...outs]) graph.remove(r.from, r.to);
    m.descriptor = true;
  }
}
