import type { ServiceEntry } from '../../catalog/index.js';
import type { Entity } from '../types.js';
import type { EntityGraph } from '../relations/graph.js';
import { saysOnlyEntryWords } from '../entities/entry-words.js';
import type { Template } from './types.js';

/**
 * "a simple web app – visitors, a proxy, a Go API, MySQL": the bare words that name the architecture
 * ("web app") are its title once the text names a part of its own for the same role. Such a word is the
 * first thing named, has no words of its own around it and no stated link; the named part takes the role.
 */
export function statedOverTitle(candidates: readonly Entity[], graph: EntityGraph, bare: (e: Entity) => boolean): Entity | undefined {
  const [first, ...rest] = candidates;
  if (!first || rest.length === 0 || !bare(first)) return first;
  const opening = graph.live().filter((e) => e.origin === 'prompt').sort((a, b) => a.order - b.order)[0];
  const stated = graph.relations.some((r) => r.origin === 'prompt' && (r.from === first.key || r.to === first.key));
  const named = rest.find((e) => !bare(e));
  if (opening !== first || stated || !named) return first;
  first.descriptor = true;
  return named;
}

/** Kinds of the words that say only that some service is there ("an api", "a service"): they can stand for any role. */
const LOOSE_KINDS: ReadonlySet<string> = new Set(['microservice', 'generic']);

/**
 * "login, an api, a few functions": a part the prompt names only by a bare word of the role's own name
 * ("api" for the API gateway) is that role, not a second part beside the one the architecture would add.
 */
export function bareStandIn(graph: EntityGraph, entry: ServiceEntry | undefined, used: ReadonlySet<string>, bare: (e: Entity) => boolean): Entity | undefined {
  if (!entry) return undefined;
  const fits = (e: Entity): boolean => e.origin === 'prompt' && !used.has(e.key) && LOOSE_KINDS.has(e.entry.kind) && bare(e) && saysOnlyEntryWords(e.matched, entry);
  const stand = graph.live().find((e) => fits(e) && e.entry.kind !== entry.kind);
  if (stand) stand.entry = entry;
  return stand;
}

/**
 * The text already says the part flows the other way from the template's role ("a worker reads from the
 * stream" is no producer of it): the role's label would contradict what was said, so the text's word stays.
 */
export function contradictsRole(graph: EntityGraph, template: Template, partId: string, key: string): boolean {
  const kindsOf = (id: string): readonly string[] => template.parts.find((p) => p.id === id)?.kinds ?? [];
  const stated = graph.relations.filter((r) => r.origin === 'prompt' && r.kind === 'flow');
  return template.edges.some(([a, b]) => (a === partId && stated.some((r) => r.to === key && kindsOf(b).includes(graph.get(r.from).entry.kind)))
    || (b === partId && stated.some((r) => r.from === key && kindsOf(a).includes(graph.get(r.to).entry.kind))));
}
