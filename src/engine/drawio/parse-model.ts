import { DIAGRAM_TYPES, PROVIDERS, type ConcreteDiagramType } from '../../shared/contract/values.js';
import {
  parentsFirst,
  type ArchitectureModel,
  type EdgeGeometry,
  type Geometry,
  type ModelEdge,
  type ModelGroup,
  type ModelNode,
  type Props,

} from '../model/index.js';
import { ATTR, readProps } from './attributes.js';
import { edgeBaseStyle, groupBaseStyle, nodeBaseStyle } from './base-style.js';
import { classify, type Classification } from './classify.js';
import type { PageContent } from './document.js';
import { inferGroupProps } from './infer-groups.js';
import { encloses, inferParents } from './infer-parents.js';
import { edgeLabelPosition, readCells, type RawCell } from './parse-cells.js';
import { PageStructure } from './structure.js';
import { tidy } from './numbers.js';
import { diffStyle } from './style.js';

/** Everything read from one page: the model, its geometry, and what patch needs to find cells. */
export interface PageReading {
  structure: PageStructure;
  model: ArchitectureModel;
  geometry: Geometry;
  /** Ids the page uses outside the model (root, layers, edge labels, dangling edges...). */
  reservedIds: string[];
  classification: Classification;
}

const CONCRETE_TYPES = DIAGRAM_TYPES.filter((t): t is ConcreteDiagramType => t !== 'auto');

function declared<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Protocol and TLS a foreign edge's label states ("HTTPS", "gRPC", "TLS 1.2"...). */
function inferEdgeProps(label: string): Props {
  const text = label.toLowerCase();
  const props: Props = {};
  const protocol = /\b(https|http|grpc|wss|websocket|mqtts?|amqps?|ssh|sftp|smtp|tcp|udp|jdbc|odbc)\b/.exec(text)?.[1];
  if (protocol) props['protocol'] = protocol === 'websocket' ? 'ws' : protocol;
  if (/\b(https|tls|ssl|wss|mqtts|amqps|sftp|ssh)\b/.test(text)) props['tls'] = true;
  else if (protocol === 'http') props['tls'] = false;
  return props;
}

function withStyle<T extends { style?: Record<string, string> }>(cell: T, actual: string, base: string): T {
  const overrides = diffStyle(actual, base);
  if (overrides) cell.style = overrides;
  return cell;
}

export function readPageModel(content: PageContent): PageReading {
  const structure = new PageStructure(readCells(content.model));
  const rootData = structure.rootId !== null ? (structure.byId.get(structure.rootId)?.data ?? {}) : {};
  const provider = declared(rootData[ATTR.provider], PROVIDERS);
  const c = classify(structure, provider);
  const vertices = [...c.groups.keys(), ...c.nodes.keys()];
  const containers = new Set([...c.groups].filter(([, kind]) => kind !== 'overlay').map(([id]) => id));
  const parents = inferParents({ structure, vertices, groups: new Set(c.groups.keys()), containers, foreign: c.foreign });
  const geometry: Geometry = { cells: {}, edges: {} };
  for (const id of vertices) {
    const parent = parents.get(id) ?? null;
    const stored = structure.geometry.get(id)!;
    if (parent === structure.parentOf(id) && !stored.relative) {
      geometry.cells[id] = { ...stored.rect }; // as written: no float drift from abs → rel
      continue;
    }
    const abs = structure.absRect(id);
    const origin = structure.originOf(parent);
    geometry.cells[id] = { x: tidy(abs.x - origin.x), y: tidy(abs.y - origin.y), width: abs.width, height: abs.height };
  }
  const groups = [...c.groups].map(([id, kind]) => readGroup(structure, c, id, kind, parents.get(id) ?? null));
  const nodes = [...c.nodes].map(([id, service]): ModelNode => {
    const raw = structure.byId.get(id)!;
    const node: ModelNode = { id, service, label: c.labels.get(id) ?? '', parent: parents.get(id) ?? null, props: readProps(raw.data) };
    return withStyle(node, raw.style, nodeBaseStyle(node));
  });
  for (const g of groups) g.members &&= g.members.filter((m) => c.nodes.has(m));
  const edges: ModelEdge[] = [];
  for (const raw of c.edges) {
    const edge = readEdge(c, raw);
    if (!edge) continue;
    edges.push(edge);
    geometry.edges[edge.id] = readEdgeGeometry(structure, c, raw);
  }
  const model: ArchitectureModel = {
    title: rootData[ATTR.title] ?? content.page.name,
    provider: c.provider,
    diagramType: declared(rootData[ATTR.diagramType], CONCRETE_TYPES) ?? 'architecture',
    nodes,
    groups: parentsFirst(groups.map((g) => withStyle(g, structure.byId.get(g.id)!.style, groupBaseStyle(g, c.provider)))),
    edges,
  };
  const inModel = new Set([...vertices, ...edges.map((e) => e.id)]);
  const reservedIds = structure.cells.map((cell) => cell.id).filter((id) => !inModel.has(id));
  return { structure, model, geometry, reservedIds, classification: c };
}

function readGroup(s: PageStructure, c: Classification, id: string, kind: ModelGroup['kind'], parent: string | null): ModelGroup {
  const raw = s.byId.get(id)!;
  const label = c.labels.get(id) ?? '';
  const own = readProps(raw.data);
  const props = c.foreign.has(id) ? { ...inferGroupProps(kind, raw.style, label), ...own } : own;
  const group: ModelGroup = { id, kind, label, parent, props };
  const listed = raw.data[ATTR.members];
  if (listed !== undefined) group.members = listed.split(' ').filter(Boolean);
  else if (kind === 'overlay' && c.foreign.has(id)) {
    const box = s.absRect(id);
    group.members = [...c.nodes.keys()].filter((n) => encloses(box, s.absRect(n)));
  }
  return group;
}

function readEdge(c: Classification, raw: RawCell): ModelEdge | null {
  const isVertex = (id: string | null): id is string => id !== null && (c.nodes.has(id) || c.groups.has(id));
  if (!isVertex(raw.source) || !isVertex(raw.target)) return null;
  const own = c.labels.get(raw.id) ?? '';
  const attached = c.edgeLabelCells.get(raw.id);
  const label = attached && own.trim() === '' ? attached.join('\n') : own;
  const data = readProps(raw.data);
  const props = raw.data[ATTR.edge] === undefined ? { ...inferEdgeProps(label), ...data } : data;
  const edge: ModelEdge = { id: raw.id, source: raw.source, target: raw.target, label, props };
  return withStyle(edge, raw.style, edgeBaseStyle(edge));
}

/** Waypoints in the space of the edge's container group; absolute when it sits on a layer. */
function readEdgeGeometry(s: PageStructure, c: Classification, raw: RawCell): EdgeGeometry {
  const xmlParent = s.parentOf(raw.id);
  const g = s.geometry.get(raw.id)!;
  const label = edgeLabelPosition(raw.geometry);
  const inGroup = xmlParent !== null && c.groups.has(xmlParent);
  const origin = inGroup ? { x: 0, y: 0 } : s.originOf(xmlParent);
  const shift = (v: number, by: number): number => (by === 0 ? v : tidy(v + by));
  const result: EdgeGeometry = { points: g.points.map((p) => ({ x: shift(p.x, origin.x), y: shift(p.y, origin.y) })) };
  if (label) result.label = label;
  if (inGroup) result.parent = xmlParent;
  return result;
}

