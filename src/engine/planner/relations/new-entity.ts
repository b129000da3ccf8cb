import type { ServiceEntry } from '../../catalog/index.js';
import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';

/** An entity the planner adds (template part or inferred client), labelled as given. */
export function newEntity(graph: EntityGraph, entry: ServiceEntry, label: string | undefined, origin: Entity['origin']): Entity {
  return {
    key: graph.nextKey(),
    entry,
    matched: label ?? entry.short,
    order: 1000 + graph.entities.length,
    origin,
    pre: [],
    post: [],
    paren: [],
    ...(label ? { label } : {}),
    count: 1,
    props: {},
    regions: [],
  };
}
