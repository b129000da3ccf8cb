import type { ServiceEntry } from '../../catalog/index.js';
import type { Props } from '../../model/index.js';
import type { PlanEdge, PlanGroup } from '../plan/schema.js';
import type { Entity, Tier } from '../types.js';

/** One node to draw, with what containers need to know to place it. */
export interface DraftNode {
  id: string;
  entity: Entity;
  entry: ServiceEntry;
  label: string;
  props: Props;
  /** Region name it belongs to (multi-region), or undefined for global / single-region. */
  region?: string;
  /** 0-based availability zone index when split across zones. */
  az?: number;
  tier?: Tier;
  /** Group id it must go in (a VPC, cluster or namespace the prompt named). */
  group?: string;
}

/** The diagram being assembled: nodes with placement hints, groups, edges. */
export interface Draft {
  nodes: DraftNode[];
  groups: PlanGroup[];
  edges: PlanEdge[];
  /** Ids of nodes per entity key, in instance order. */
  instances: Map<string, string[]>;
  /** Group id per container entity key. */
  containerGroups: Map<string, string>;
  azCount: number;
  regions: string[];
}

/** A readable, unique id from a label. */
export function makeId(label: string, taken: Set<string>, fallback = 'node'): string {
  let base = label.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
  if (!base || !/^[a-z]/.test(base)) base = fallback + (base ? '-' + base : '');
  let id = base;
  for (let k = 2; taken.has(id); k++) id = `${base}-${k}`;
  taken.add(id);
  return id;
}
