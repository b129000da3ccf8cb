import fc from 'fast-check';
import { CATALOG } from '../../catalog/index.js';
import { apply } from '../apply.js';
import type { Operation } from '../operations.js';
import { GROUP_KINDS, type ArchitectureModel, type PropValue } from '../schema.js';
import { propsArb, textArb } from './arbitrary-model.js';

/**
 * Random operation sequences against a given model. Each op is built from the model as it is at
 * that point (so most ops name real cells); ops apply() refuses are dropped, so the sequence
 * returned always applies. A few are deliberately invalid when `keepInvalid` is set.
 */
export interface OpScript {
  choices: number[];
  seed: fc.Stream<number>;
  texts: fc.Stream<string>;
  props: fc.Stream<Record<string, PropValue>>;
  values: fc.Stream<PropValue | null>;
}

export const opScriptArb: fc.Arbitrary<OpScript> = fc.record({
  choices: fc.array(fc.nat({ max: 11 }), { minLength: 1, maxLength: 8 }),
  seed: fc.infiniteStream(fc.nat()),
  texts: fc.infiniteStream(textArb),
  props: fc.infiniteStream(propsArb),
  values: fc.infiniteStream(fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), textArb)),
});

const SERVICES = CATALOG.map((e) => e.id);

function buildOp(m: ArchitectureModel, choice: number, s: OpScript): Operation {
  const n = (): number => s.seed.next().value as number;
  const text = (): string => s.texts.next().value as string;
  const pick = <T>(items: readonly T[], fallback: T): T => (items.length === 0 ? fallback : items[n() % items.length]!);
  const groups = m.groups.map((g) => g.id);
  const nodes = m.nodes.map((x) => x.id);
  const vertices = [...groups, ...nodes];
  const all = [...vertices, ...m.edges.map((e) => e.id)];
  const parent = (): string | null => (n() % 3 === 0 ? null : pick(groups, null as string | null));
  const edge = pick(m.edges, undefined);
  switch (choice) {
    case 0: return { op: 'add_node', service: n() % 4 === 0 ? null : pick(SERVICES, 'aws.rds'), label: text(), parent: parent(), props: s.props.next().value as Record<string, PropValue> };
    case 1: {
      const kind = pick(GROUP_KINDS, 'vpc');
      return { op: 'add_group', kind, label: text(), parent: parent(), ...(kind === 'overlay' ? { members: nodes.filter(() => n() % 2 === 0) } : {}) };
    }
    case 2: return { op: 'connect', source: pick(vertices, 'x'), target: pick(vertices, 'y'), label: text() };
    case 3: return edge && n() % 2 === 0 ? { op: 'disconnect', id: edge.id } : { op: 'disconnect', source: edge?.source ?? 'x', target: edge?.target ?? 'y' };
    case 4: return { op: 'insert_between', source: edge?.source ?? 'x', target: edge?.target ?? 'y', service: pick(SERVICES, null as string | null), label: text() };
    case 5: return { op: 'move_into', id: pick(vertices, 'x'), parent: parent() };
    case 6: return { op: 'set_property', id: pick(all, 'x'), key: pick(['multi_az', 'tier', 'public', 'replicas', 'protocol', 'tls', 'async'], 'x'), value: s.values.next().value as PropValue | null };
    case 7: return { op: 'rename', id: pick(all, 'x'), label: text() };
    case 8: return { op: 'replace_service', id: pick(nodes, 'x'), service: pick(SERVICES, 'aws.rds') };
    case 9: return { op: 'remove', id: pick(all, 'x'), cascade: n() % 2 === 0 };
    case 10: return { op: 'restyle', id: pick(all, 'x'), style: { fillColor: n() % 3 === 0 ? null : `#${(n() % 0xffffff).toString(16).padStart(6, '0')}` } };
    default: return { op: 'set_title', title: text() };
  }
}

/** A sequence of ops that applies to `model`, built from the script. */
export function buildOps(model: ArchitectureModel, script: OpScript): Operation[] {
  const ops: Operation[] = [];
  let current = model;
  for (const choice of script.choices) {
    const op = buildOp(current, choice, script);
    // The whole batch so far: ids are assigned per batch (an id removed earlier is not reused).
    const result = apply(model, [...ops, op]);
    if (!result.ok) continue;
    ops.push(op);
    current = result.model;
  }
  return ops;
}

/** Like buildOps, but keeps the ops apply refuses too (for failure-path properties). */
export function buildRawOps(model: ArchitectureModel, script: OpScript): Operation[] {
  let current = model;
  return script.choices.map((choice) => {
    const op = buildOp(current, choice, script);
    const result = apply(current, [op]);
    if (result.ok) current = result.model;
    return op;
  });
}
