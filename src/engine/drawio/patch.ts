import { getService } from '../catalog/index.js';
import { apply, type ArchitectureModel, type EdgeGeometry, type Geometry, type Operation, type Rect } from '../model/index.js';
import { ATTR } from './attributes.js';
import { edgeXml, groupXml, nodeXml } from './cell-xml.js';
import type { PageSelector } from './document.js';
import { DrawioError } from './errors.js';
import { parse } from './parse.js';
import { sameCell } from './same-cell.js';
import { canonicalModel } from './canonical.js';
import { insertionEdit, openPage, writePage, type PageSession } from './page-session.js';
import { cellEdits, emptyRewrite, isEmptyRewrite } from './patch-cell.js';
import { planPatch, type PatchPlan } from './patch-plan.js';
import { lineRange, type TextEdit } from './xml/index.js';

export interface PatchOptions {
  /** Page index (0-based), id or name; the first page by default. */
  page?: PageSelector;
}

const DEFAULT_GROUP: Rect = { x: 0, y: 0, width: 240, height: 160 };

/**
 * Applies resolved operations to a draw.io document as a minimal edit: every cell the operations
 * are not about keeps its exact bytes; changed cells are rewritten attribute by attribute,
 * removed ones cut out, new ones appended to the page. `placement` gives the geometry of new
 * cells and of existing ones that move or grow (relative to their model parent, as layout makes
 * it). A compressed page comes back uncompressed.
 */
export function patch(xml: string, ops: readonly Operation[], placement: Geometry, options: PatchOptions = {}): string {
  return patchDetailed(xml, ops, placement, options).xml;
}

export interface PatchReport {
  xml: string;
  /**
   * Foreign cells the ops did not name whose meaning had to be written out because the edit
   * would otherwise change what is inferred for them (e.g. a plain box that loses the only icon
   * drawn inside it would stop reading as a group). Their attributes change; nothing else does.
   */
  pinned: string[];
}

/** patch(), also telling which untouched foreign cells had to be pinned. */
export function patchDetailed(xml: string, ops: readonly Operation[], placement: Geometry, options: PatchOptions = {}): PatchReport {
  if (ops.length === 0) return { xml, pinned: [] };
  const session = openPage(xml, options.page);
  const { reading } = session;
  const result = apply(reading.model, ops, { reservedIds: reading.reservedIds });
  if (!result.ok) {
    const { index, op, reason } = result.error;
    throw new DrawioError('patch_failed', `operation ${index + 1} (${op.op}) does not fit this document: ${reason}`);
  }
  const next = result.model;
  const want = canonicalModel(next);
  const pinned = new Set<string>();
  // Only inferred (foreign) cells can drift; a page of Skyplan's own cells needs no read-back.
  const inferred = reading.classification.foreign.size > 0 || reading.model.edges.some((e) => reading.structure.byId.get(e.id)?.data['skyplan_edge'] === undefined);
  let drift: string[] = [];
  for (let round = 0; round < 3; round++) {
    const out = write(session, next, placement, pinned);
    if (!inferred) return { xml: out, pinned: [] };
    drift = driftedCells(parse(out, options).model, want);
    if (drift.length === 0) return { xml: out, pinned: [...pinned] };
    for (const id of drift) pinned.add(id);
  }
  throw new DrawioError(
    'patch_failed',
    `the patched page does not read back as the edited model (cells ${drift.slice(0, 5).join(', ')}); please report this document`,
  );
}

function write(session: PageSession, next: ArchitectureModel, placement: Geometry, pinned: ReadonlySet<string>): string {
  const { reading } = session;
  const plan = planPatch(reading, next, placement, session.layer, pinned);
  const edits = existingCellEdits(session, plan);
  const created = createdCells(session, next, placement, plan);
  const titleChanged = next.title !== reading.model.title;
  const providerChanged = next.provider !== reading.model.provider;
  edits.push(...rootEdits(session, next, titleChanged, titleChanged || providerChanged || edits.length > 0 || created.length > 0));
  edits.push(...insertionEdit(session, created));
  const name = titleChanged && session.content.page.diagram && next.title ? next.title : undefined;
  return writePage(session, edits, name);
}

/**
 * Foreign cells whose inferred meaning changed only because of what the patch did around them:
 * inference is geometric (a new group drawn over an icon claims it), so such cells get their
 * meaning written out (pinned) and the page is written again.
 */
function driftedCells(read: ArchitectureModel, want: ArchitectureModel): string[] {
  const got = new Map<string, ArchitectureModel['nodes'][number] | ArchitectureModel['groups'][number] | ArchitectureModel['edges'][number]>();
  const kinds = new Map<string, string>();
  for (const [kind, list] of [['n', read.nodes], ['g', read.groups], ['e', read.edges]] as const) {
    for (const c of list) {
      got.set(c.id, c);
      kinds.set(c.id, kind);
    }
  }
  const drift: string[] = [];
  for (const [kind, list] of [['n', want.nodes], ['g', want.groups], ['e', want.edges]] as const) {
    for (const c of list) {
      const other = got.get(c.id);
      if (!other || kinds.get(c.id) !== kind || !sameCell(other, c)) drift.push(c.id);
    }
  }
  return drift;
}

function existingCellEdits(session: PageSession, plan: PatchPlan): TextEdit[] {
  const { content, reading, layout } = session;
  const src = content.source;
  const edits: TextEdit[] = [];
  for (const id of plan.removals) {
    const raw = reading.structure.byId.get(id);
    if (raw) edits.push({ ...lineRange(src, raw.element.start, raw.element.end), text: '' });
  }
  for (const [id, rw] of plan.rewrites) {
    const raw = reading.structure.byId.get(id);
    if (raw && !plan.removals.has(id)) edits.push(...cellEdits(src, raw, rw, layout));
  }
  return edits;
}

function createdCells(session: PageSession, next: ArchitectureModel, placement: Geometry, plan: PatchPlan): string[] {
  const { reading, layout } = session;
  const existing = reading.structure.byId;
  const layer = session.layer ?? '1';
  const cells: string[] = [];
  if (reading.structure.rootId === null) cells.push(layout.indent + '<mxCell id="0" />', layout.indent + '<mxCell id="1" parent="0" />');
  else if (session.layer === null) cells.push(layout.indent + `<mxCell id="1" parent="${reading.structure.rootId}" />`);
  const cellLayout = { ...layout };
  const parentOf = (id: string): string => plan.xmlParent(id) ?? layer;
  const rectOf = (id: string, fallback: Rect): Rect => plan.positions.xmlRect(id) ?? fallback;
  for (const g of next.groups) {
    if (!existing.has(g.id)) cells.push(groupXml(g, next.provider, parentOf(g.id), rectOf(g.id, DEFAULT_GROUP), cellLayout));
  }
  for (const n of next.nodes) {
    if (existing.has(n.id)) continue;
    const service = n.service ? getService(n.service) : undefined;
    const size = { x: 0, y: 0, width: service?.width ?? 78, height: service?.height ?? 78 };
    cells.push(nodeXml(n, parentOf(n.id), rectOf(n.id, size), cellLayout));
  }
  for (const e of next.edges) {
    if (existing.has(e.id)) continue;
    const placed = placement.edges[e.id];
    const parent = plan.xmlParent(e.id);
    let g: EdgeGeometry | undefined;
    if (placed) {
      g = { points: plan.positions.convertPoints(placed.points, placed.parent ?? null, parent) };
      if (placed.label) g.label = placed.label;
    }
    cells.push(edgeXml(e, parent ?? layer, g, cellLayout));
  }
  return cells;
}

/** The page's root cell carries the title (when it has one) and the provider the model was read with. */
function rootEdits(session: PageSession, next: ArchitectureModel, titleChanged: boolean, changing: boolean): TextEdit[] {
  const { reading, content, layout } = session;
  const rootId = reading.structure.rootId;
  const raw = rootId !== null ? reading.structure.byId.get(rootId) : undefined;
  if (!raw || !changing) return [];
  const rw = emptyRewrite();
  if (raw.data[ATTR.provider] !== next.provider) rw.data.set(ATTR.provider, next.provider);
  // The page name shows the title; the root keeps it when it already does, when there is no page
  // name to hold it, or when the title is empty (a page name cannot be).
  const keepOnRoot = raw.data[ATTR.title] !== undefined || content.page.diagram === null || next.title === '';
  if (titleChanged && keepOnRoot) rw.data.set(ATTR.title, next.title);
  return isEmptyRewrite(rw) ? [] : cellEdits(content.source, raw, rw, layout);
}

