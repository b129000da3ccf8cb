import { currentServiceId, inferGroupKind, inferService } from '../catalog/index.js';
import { PROVIDERS, type Provider } from '../../shared/contract/values.js';
import type { GroupKind } from '../model/index.js';
import { ATTR } from './attributes.js';
import { encloses } from './infer-parents.js';
import { isGroupKind, isPlainBox, isTextCell, looksLikeContainer } from './infer-groups.js';
import { readLabel } from './labels.js';
import type { RawCell } from './parse-cells.js';
import type { PageStructure } from './structure.js';
import { isHtmlStyle } from './style.js';

/** What each cell of a page is in the model. */
export interface Classification {
  /** Node id → service (null: not a known service), in document order. */
  nodes: Map<string, string | null>;
  /** Group id → kind, in document order. */
  groups: Map<string, GroupKind>;
  /** Candidate edges (ends not checked yet), in document order. */
  edges: RawCell[];
  /** Cells without Skyplan attributes, whose meaning was inferred. */
  foreign: Set<string>;
  /** Plain-text labels of every vertex and edge, by id. */
  labels: Map<string, string>;
  /** Text of label cells attached to edges, by edge id. */
  edgeLabelCells: Map<string, string[]>;
  provider: Provider;
}

/** Kinds a childless plain box is a group for on its label alone (words that only name boundaries). */
const BOUNDARY_WORDS: ReadonlySet<GroupKind> = new Set(['subnet', 'az', 'vpc', 'security_group', 'resource_group', 'region']);

/** "AzureBastionSubnet" → "Azure Bastion Subnet": Azure names run words together. */
function spaced(label: string): string {
  return label.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

function isSkyplan(c: RawCell): boolean {
  return c.data[ATTR.service] !== undefined || c.data[ATTR.group] !== undefined || c.data[ATTR.edge] !== undefined;
}

/** The provider most icons of the page come from (general when none). */
function majorityProvider(hits: Iterable<string>): Provider {
  const counts = new Map<string, number>();
  for (const id of hits) {
    const provider = id.slice(0, id.indexOf('.'));
    if (provider !== 'general') counts.set(provider, (counts.get(provider) ?? 0) + 1);
  }
  let best: Provider = 'general';
  let most = 0;
  for (const [provider, count] of counts) {
    if (count > most && (PROVIDERS as readonly string[]).includes(provider)) {
      best = provider as Provider;
      most = count;
    }
  }
  return best;
}

export function classify(s: PageStructure, declaredProvider: Provider | undefined): Classification {
  const result: Classification = {
    nodes: new Map(), groups: new Map(), edges: [], foreign: new Set(), labels: new Map(), edgeLabelCells: new Map(), provider: 'general',
  };
  const vertices: RawCell[] = [];
  for (const c of s.cells) {
    if (s.isLayerOrRoot(c.id)) continue;
    const label = readLabel(c.value, isHtmlStyle(c.style));
    result.labels.set(c.id, label);
    const parent = s.parentOf(c.id);
    if (c.edge) result.edges.push(c);
    else if (parent !== null && s.byId.get(parent)?.edge) {
      if (c.vertex && label.trim()) {
        const list = result.edgeLabelCells.get(parent);
        if (list) list.push(label);
        else result.edgeLabelCells.set(parent, [label]);
      }
    } else if (c.vertex) vertices.push(c);
  }
  const icons = new Map<string, string>();
  for (const c of vertices) {
    if (isSkyplan(c)) continue;
    const hit = inferService(c.style, '');
    if (hit) icons.set(c.id, hit.id);
  }
  const skyplanServices = vertices.map((c) => c.data[ATTR.service] ?? '').filter((id) => id.includes('.'));
  result.provider = declaredProvider ?? majorityProvider([...icons.values(), ...skyplanServices]);
  const hasVertexChildren = (id: string): boolean => (s.children.get(id) ?? []).some((k) => k.vertex && !k.edge);
  const undecided: RawCell[] = [];
  for (const c of vertices) {
    const label = result.labels.get(c.id) ?? '';
    const groupAttr = c.data[ATTR.group];
    const serviceAttr = c.data[ATTR.service];
    if (groupAttr !== undefined) result.groups.set(c.id, isGroupKind(groupAttr) ? groupAttr : 'generic');
    else if (serviceAttr !== undefined) result.nodes.set(c.id, serviceAttr === '' ? null : currentServiceId(serviceAttr));
    else {
      result.foreign.add(c.id);
      const kind = inferGroupKind(c.style, spaced(label));
      if (hasVertexChildren(c.id) || (!icons.has(c.id) && looksLikeContainer(c.style))) result.groups.set(c.id, kind ?? 'generic');
      else if (icons.has(c.id)) result.nodes.set(c.id, icons.get(c.id)!);
      else if (isPlainBox(c.style) && !isTextCell(c.style) && kind !== undefined && BOUNDARY_WORDS.has(kind)) result.groups.set(c.id, kind);
      else undecided.push(c);
    }
  }
  decideBoxes(s, result, undecided);
  // Keep document order in both maps (decideBoxes added late entries).
  const order = new Map(s.cells.map((c, k) => [c.id, k]));
  result.nodes = new Map([...result.nodes].sort((a, b) => order.get(a[0])! - order.get(b[0])!));
  result.groups = new Map([...result.groups].sort((a, b) => order.get(a[0])! - order.get(b[0])!));
  return result;
}

/**
 * The remaining foreign vertices: a plain box with other cells drawn inside it is a group;
 * anything else is a node, with a service when its label names one (text captions excepted).
 */
function decideBoxes(s: PageStructure, result: Classification, undecided: RawCell[]): void {
  const rects = [...result.nodes.keys(), ...result.groups.keys(), ...undecided.map((c) => c.id)].map((id) => s.absRect(id));
  // Boxes × cells; contrived files past this budget skip the geometric test.
  const geometric = rects.length * undecided.length <= 4_000_000;
  for (const c of undecided) {
    const label = result.labels.get(c.id) ?? '';
    if (geometric && isPlainBox(c.style) && !isTextCell(c.style)) {
      const own = s.absRect(c.id);
      if (rects.some((r) => r !== own && encloses(own, r))) {
        result.groups.set(c.id, inferGroupKind(c.style, spaced(label)) ?? 'generic');
        continue;
      }
    }
    const service = isTextCell(c.style) ? undefined : inferService(c.style, label, result.provider);
    result.nodes.set(c.id, service?.id ?? null);
  }
}
