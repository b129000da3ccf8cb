import fc from 'fast-check';
import { CATALOG } from '../../catalog/index.js';
import { DIAGRAM_TYPES, PROVIDERS, type ConcreteDiagramType } from '../../../shared/contract/values.js';
import { GROUP_KINDS, type ArchitectureModel, type EdgeGeometry, type Geometry, type ModelEdge, type ModelGroup, type ModelNode, type Props, type Rect } from '../schema.js';
import { isReservedPropKey } from '../props.js';

/**
 * fast-check arbitraries for valid models and their geometry: nested groups, overlay members,
 * props of every value type, labels with unicode, markup characters and line breaks, style
 * overrides. Used by the engine's property tests.
 */

// XML 1.0 cannot carry control characters or lone surrogates; model text never holds them.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const SPECIAL_TEXT = ['<b>bold</b>', '&amp;', 'a & b', '"quoted"', "it's", '<br>', 'line\nbreak', '  spaced  ', '数据库', 'café ☕', '🚀', '&nbsp;', '\t', '<', '>', '\r\n'];

export const textArb: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom(...SPECIAL_TEXT)), { maxLength: 4 })
  .map((parts) => parts.join('').replace(NOT_XML, ''));

const idArb = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.:-]{0,10}$/);

const propKeyArb = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/).filter((k) => !isReservedPropKey(k));

const propValueArb = fc.oneof(
  textArb,
  fc.constantFrom('true', 'false', '42', '-0', '1e+21', '0.5', 'public', ''),
  fc.boolean(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const propsArb: fc.Arbitrary<Props> = fc.dictionary(propKeyArb, propValueArb, { maxKeys: 4 });

const STYLE_KEYS = ['fillColor', 'strokeColor', 'fontColor', 'opacity', 'strokeWidth', 'shadow', 'fontSize', 'dashed', 'html', 'myKey'];
/** Values no catalog style uses, so an override never equals the default it replaces. */
const styleArb = fc.option(
  fc.dictionary(fc.constantFrom(...STYLE_KEYS), fc.stringMatching(/^~[a-z0-9#]{1,8}$/), { minKeys: 1, maxKeys: 3 }),
  { nil: undefined },
);

const coordArb = fc.double({ min: -5000, max: 5000, noNaN: true }).map((v) => (Object.is(v, -0) ? 0 : v));
const sizeArb = fc.double({ min: 1, max: 2000, noNaN: true });
export const rectArb: fc.Arbitrary<Rect> = fc.record({ x: coordArb, y: coordArb, width: sizeArb, height: sizeArb });

const serviceArb = fc.option(fc.constantFrom(...CATALOG.map((e) => e.id)), { nil: null, freq: 4 });
const CONCRETE = DIAGRAM_TYPES.filter((t): t is ConcreteDiagramType => t !== 'auto');

function withStyle<T extends object>(cell: T, style: Record<string, string> | undefined): T {
  return style ? { ...cell, style } : cell;
}

export interface ModelWithGeometry {
  model: ArchitectureModel;
  geometry: Geometry;
}

/** A valid model (groups listed parents first) with geometry for every cell. */
export const modelArb: fc.Arbitrary<ModelWithGeometry> = fc
  .record({
    ids: fc.uniqueArray(idArb, { minLength: 0, maxLength: 24 }),
    groupShare: fc.double({ min: 0, max: 0.4, noNaN: true }),
    title: textArb,
    provider: fc.constantFrom(...PROVIDERS),
    diagramType: fc.constantFrom(...CONCRETE),
    seed: fc.infiniteStream(fc.nat()),
    texts: fc.infiniteStream(textArb),
    props: fc.infiniteStream(propsArb),
    styles: fc.infiniteStream(styleArb),
    services: fc.infiniteStream(serviceArb),
    rects: fc.infiniteStream(rectArb),
    kinds: fc.infiniteStream(fc.constantFrom(...GROUP_KINDS)),
    points: fc.infiniteStream(fc.array(fc.record({ x: coordArb, y: coordArb }), { maxLength: 3 })),
    labelPos: fc.infiniteStream(fc.option(fc.record({ x: coordArb, y: coordArb }), { nil: undefined })),
  })
  .map((r) => {
    const next = <T>(s: IterableIterator<T>): T => s.next().value as T;
    const pick = <T>(items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[next(r.seed) % items.length]);
    const nGroups = Math.floor(r.ids.length * r.groupShare);
    const groupIds = r.ids.slice(0, nGroups);
    const rest = r.ids.slice(nGroups);
    const nodeIds = rest.slice(0, Math.ceil(rest.length * 0.6));
    const edgeIds = rest.slice(nodeIds.length);
    const geometry: Geometry = { cells: {}, edges: {} };
    const groups: ModelGroup[] = groupIds.map((id, k) => {
      const parent = next(r.seed) % 3 === 0 ? null : (pick(groupIds.slice(0, k)) ?? null);
      geometry.cells[id] = next(r.rects);
      return withStyle({ id, kind: next(r.kinds), label: next(r.texts), parent, props: next(r.props) }, next(r.styles));
    });
    const nodes: ModelNode[] = nodeIds.map((id) => {
      geometry.cells[id] = next(r.rects);
      const parent = next(r.seed) % 3 === 0 ? null : (pick(groupIds) ?? null);
      return withStyle({ id, service: next(r.services), label: next(r.texts), parent, props: next(r.props) }, next(r.styles));
    });
    for (const g of groups) {
      if (g.kind === 'overlay' && next(r.seed) % 2 === 0) g.members = nodeIds.filter(() => next(r.seed) % 2 === 0);
    }
    const vertices = [...groupIds, ...nodeIds];
    const edges: ModelEdge[] = vertices.length === 0 ? [] : edgeIds.map((id) => {
      const edgeGeometry: EdgeGeometry = { points: next(r.points) };
      const label = next(r.labelPos);
      if (label) edgeGeometry.label = label;
      const parent = next(r.seed) % 3 === 0 ? pick(groupIds) : undefined;
      if (parent) edgeGeometry.parent = parent;
      if (next(r.seed) % 4 !== 0) geometry.edges[id] = edgeGeometry; // else: compile picks the container
      const e: ModelEdge = { id, source: pick(vertices)!, target: pick(vertices)!, label: next(r.texts), props: next(r.props) };
      return withStyle(e, next(r.styles));
    });
    const model: ArchitectureModel = { title: r.title, provider: r.provider, diagramType: r.diagramType, nodes, groups, edges };
    return { model, geometry };
  });
