/**
 * How a generated model is scored against a benchmark entry. Components, edges and containers are
 * matched by meaning, not by exact label:
 * - a component label names catalog services (its mentions) plus qualifier words outside them:
 *   "Amazon RDS (primary)" = service aws.rds + word "primary". A node matches when its service is
 *   one of those services and every qualifier word (stemmed) is in its label or role. A client
 *   ("Users", "Clients", "Client app") matches any client node (users, browser, mobile). A group
 *   matches when its label — alone or with its ancestors' ("Kubernetes cluster › Staging
 *   namespace") — names the service and the words. Each node or group satisfies one component.
 * - an expected edge matches when a model edge joins the two matched components (for a group:
 *   the group or anything inside it; for a label listed twice, either of its components), in
 *   either direction. Direction-correct matches are counted
 *   and printed separately.
 * - a container matches a group of the kind its label implies ("Public subnet" → subnet) whose
 *   label holds all of its words.
 */
import { findMentions, inferGroupKind } from '../../src/engine/catalog/index.js';
import type { ArchitectureModel, ModelGroup, ModelNode } from '../../src/engine/model/index.js';
import type { Provider } from '../../src/shared/contract/values.js';

export interface BenchEntry {
  prompt: string;
  cloud_provider: Provider;
  diagram_type?: string;
  must_have_components: string[];
  must_have_edges: [string, string][];
  must_have_containers?: string[];
}

export interface Score {
  components: { found: number; total: number; misses: string[] };
  edges: { found: number; directed: number; total: number; misses: string[] };
  containers: { found: number; total: number; misses: string[] };
}

const STOP = new Set(['a', 'an', 'the', 'of', 'for', 'and', 'with', 'in', 'on', 'to', 'amazon', 'aws', 'azure', 'microsoft', 'google', 'gcp', 'cloud', 'oci', 'oracle']);
const CLIENT_KINDS = new Set(['users', 'browser', 'mobile']);

export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  for (const suffix of ['ing', 'er', 'ed']) if (w.length > suffix.length + 3 && w.endsWith(suffix)) return w.slice(0, -suffix.length);
  return w;
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0 && !STOP.has(w)).map(stem);
}

interface Expected {
  label: string;
  services: Set<string>;
  client: boolean;
  qualifiers: string[];
}

function parseExpected(label: string, provider: Provider): Expected {
  const mentions = findMentions(label, provider);
  let outside = label;
  for (const m of [...mentions].reverse()) outside = outside.slice(0, m.start) + ' ' + outside.slice(m.end);
  const services = new Set(mentions.map((m) => m.entry.id));
  const client = mentions.some((m) => CLIENT_KINDS.has(m.entry.kind));
  return { label, services, client, qualifiers: services.size > 0 ? words(outside) : words(label) };
}

type Cell = { kind: 'node'; node: ModelNode } | { kind: 'group'; group: ModelGroup };

function cellId(c: Cell): string {
  return c.kind === 'node' ? c.node.id : c.group.id;
}

function ancestry(model: ArchitectureModel, group: ModelGroup): string {
  const labels: string[] = [];
  for (let g: ModelGroup | undefined = group; g; g = model.groups.find((x) => x.id === g!.parent)) labels.unshift(g.label);
  return labels.join(' ');
}

function matches(model: ArchitectureModel, x: Expected, c: Cell, provider: Provider): boolean {
  if (c.kind === 'node') {
    const n = c.node;
    const have = new Set(words(`${n.label} ${String(n.props['role'] ?? '')}`));
    // Flowchart steps and sequence participants are plain shapes: all the expected words must be in the label.
    if (n.service === null) return words(x.label).every((w) => have.has(w));
    const serviceOk = x.services.size === 0 || (n.service !== null && x.services.has(n.service)) ||
      (x.client && n.service !== null && ['general.users', 'general.browser', 'general.mobile'].includes(n.service));
    return serviceOk && x.qualifiers.every((q) => have.has(q));
  }
  for (const text of [c.group.label, ancestry(model, c.group)]) {
    const services = new Set(findMentions(text, provider).map((m) => m.entry.id));
    const have = new Set(words(text));
    const serviceOk = x.services.size === 0 || [...x.services].some((s) => services.has(s));
    if (serviceOk && x.qualifiers.every((q) => have.has(q))) return true;
  }
  return false;
}

/** Maximum matching of expected items to cells (augmenting paths), preferring closer labels. */
function assign<T>(expected: T[], candidates: (x: T) => string[]): Map<number, string> {
  const owner = new Map<string, number>();
  const lists = expected.map(candidates);
  const tryAssign = (i: number, seen: Set<string>): boolean => {
    for (const c of lists[i]!) {
      if (seen.has(c)) continue;
      seen.add(c);
      const current = owner.get(c);
      if (current === undefined || tryAssign(current, seen)) {
        owner.set(c, i);
        return true;
      }
    }
    return false;
  };
  expected.forEach((_, i) => tryAssign(i, new Set()));
  const result = new Map<number, string>();
  for (const [c, i] of owner) result.set(i, c);
  return result;
}

function overlap(a: string, b: string): number {
  const wb = new Set(words(b));
  return words(a).filter((w) => wb.has(w)).length;
}

/** Every node id inside a group (members of an overlay, children of any depth). */
function inside(model: ArchitectureModel, id: string): Set<string> {
  const out = new Set<string>([id]);
  const group = model.groups.find((g) => g.id === id);
  for (const m of group?.members ?? []) out.add(m);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of [...model.groups, ...model.nodes]) if (c.parent && out.has(c.parent) && !out.has(c.id)) {
      out.add(c.id);
      grew = true;
    }
  }
  return out;
}

export function scoreEntry(entry: BenchEntry, model: ArchitectureModel): Score {
  const provider = entry.cloud_provider;
  const cells: Cell[] = [...model.nodes.map((node) => ({ kind: 'node' as const, node })), ...model.groups.map((group) => ({ kind: 'group' as const, group }))];
  const labelOf = new Map(cells.map((c) => [cellId(c), c.kind === 'node' ? c.node.label : c.group.label]));
  const expected = entry.must_have_components.map((l) => parseExpected(l, provider));
  const compMatch = assign(expected, (x) =>
    cells.filter((c) => matches(model, x, c, provider)).sort((a, b) => overlap(x.label, labelOf.get(cellId(b))!) - overlap(x.label, labelOf.get(cellId(a))!)).map(cellId));
  // A label listed twice (two "Azure Functions") stands for both matched cells in edges.
  const matchedIds = new Map<string, string[]>();
  entry.must_have_components.forEach((l, i) => {
    const id = compMatch.get(i);
    if (id) matchedIds.set(l, [...(matchedIds.get(l) ?? []), id]);
  });
  const comps = { found: compMatch.size, total: expected.length, misses: entry.must_have_components.filter((_, i) => !compMatch.has(i)) };

  const edges = { found: 0, directed: 0, total: entry.must_have_edges.length, misses: [] as string[] };
  for (const [a, b] of entry.must_have_edges) {
    const sa = new Set((matchedIds.get(a) ?? []).flatMap((id) => [...inside(model, id)]));
    const sb = new Set((matchedIds.get(b) ?? []).flatMap((id) => [...inside(model, id)]));
    const forward = model.edges.some((e) => sa.has(e.source) && sb.has(e.target));
    const backward = model.edges.some((e) => sb.has(e.source) && sa.has(e.target));
    if (forward || backward) edges.found++;
    else edges.misses.push(`${a} → ${b}`);
    if (forward) edges.directed++;
  }

  const wanted = entry.must_have_containers ?? [];
  const contMatch = assign(wanted, (label) => {
    const kind = inferGroupKind('', label);
    const w = words(label);
    return model.groups.filter((g) => (kind === undefined || kind === 'generic' || g.kind === kind) && w.every((x) => words(g.label).includes(x))).map((g) => g.id);
  });
  const containers = { found: contMatch.size, total: wanted.length, misses: wanted.filter((_, i) => !contMatch.has(i)) };
  return { components: comps, edges, containers };
}
