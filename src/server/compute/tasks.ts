import { diffVersions, type DiagramDiff } from '../../engine/compare/index.js';
import { describe, type Description } from '../../engine/describe/index.js';
import { IacInputError, readInfrastructureCode, type IacFile } from '../../engine/iac/index.js';
import { parse, patch, sanitize } from '../../engine/drawio/index.js';
import { layoutModel, placeNew, relayout } from '../../engine/layout/index.js';
import { apply, type ArchitectureModel, type Geometry, type Operation } from '../../engine/model/index.js';
import { planDiagram, planEdit, PlanNotUnderstood } from '../../engine/planner/index.js';
import type { Plan } from '../../engine/planner/plan/schema.js';
import type { ConcreteDiagramType, DiagramType, Provider } from '../../shared/contract/values.js';
import type { StoredWarning } from '../db/schema.js';
import type { ChangeResult, PreparedDocument, ReadDocument } from '../pipeline/engine.js';
import { reviewForStorage } from '../pipeline/review-out.js';

export interface PrepareLimits {
  maxChars: number;
  maxInflatedChars: number;
  maxCells: number;
}

/** Untrusted XML → sanitised XML, its model's title and its review; or why it is refused. */
function prepare(payload: { xml: string; limits: PrepareLimits }): PreparedDocument {
  const clean = sanitize(payload.xml, payload.limits);
  if (!clean.ok) return { ok: false, code: clean.code, reason: clean.reason };
  let model: ArchitectureModel;
  try {
    model = parse(clean.xml).model;
  } catch (err) {
    return { ok: false, code: 'unreadable', reason: `the diagram could not be read: ${(err as Error).message}` };
  }
  return { ok: true, xml: clean.xml, title: model.title, review: reviewForStorage(model) };
}

function read(payload: { xml: string }): ReadDocument {
  const parsed = parse(payload.xml);
  return { model: parsed.model, geometry: parsed.geometry, reservedIds: [...parsed.reservedIds] };
}

/** Apply → place only created cells → minimal patch → review what was written (re-read). */
function change(payload: { xml: string; model: ArchitectureModel; geometry: Geometry; ops: Operation[]; reservedIds: string[] }): ChangeResult {
  const applied = apply(payload.model, payload.ops, { reservedIds: payload.reservedIds });
  if (!applied.ok) return { ok: false, reason: applied.error.reason };
  const placement = placeNew(applied.model, payload.geometry, applied.created);
  const patched = patch(payload.xml, applied.resolved, placement);
  const reread = parse(patched).model;
  return { ok: true, xml: patched, model: reread, review: reviewForStorage(reread) };
}

/** A stored version's text equivalent: its model read from the XML, the stored findings; `title` overrides the model's. */
function describeXml(payload: { xml: string; title: string; warnings: StoredWarning[] }): Description {
  const { model } = parse(payload.xml);
  return describe({ ...model, title: payload.title || model.title }, payload.warnings);
}

/** What changed from one stored version's XML to another's. */
function diffXml(payload: { before: string; after: string }): DiagramDiff {
  return diffVersions(parse(payload.before), parse(payload.after));
}

export type PlannedDiagram =
  | { ok: true; model: ArchitectureModel; diagramType: ConcreteDiagramType; title: string; understood: string[] }
  | { ok: false; message: string };

/** The built-in planner's prompt → model; "not understood" comes back as data, not a throw. */
function plan(payload: { prompt: string; provider: Provider; diagramType: DiagramType }): PlannedDiagram {
  try {
    const result = planDiagram(payload.prompt, { provider: payload.provider, diagramType: payload.diagramType });
    return { ok: true, model: result.model, diagramType: result.diagramType, title: result.title, understood: result.understood };
  } catch (error) {
    if (error instanceof PlanNotUnderstood) return { ok: false, message: error.message };
    throw error;
  }
}

export type ReadCodeResult =
  | { ok: true; plan: Plan; unknowns: string[]; format: string }
  | { ok: false; file: string; line: number | null; message: string };

/** Infrastructure code → plan; a file that cannot be read comes back as data (file, line, message). */
async function readCode(payload: { files: IacFile[]; title?: string }): Promise<ReadCodeResult> {
  try {
    return { ok: true, ...(await readInfrastructureCode(payload.files, { title: payload.title })) };
  } catch (err) {
    if (err instanceof IacInputError) return { ok: false, file: err.file, line: err.line, message: err.message };
    throw err;
  }
}

/**
 * Re-layout: the best drawing found that is no worse than the current one on any layout metric
 * (engine/layout `relayout`). When none is better, the fresh full layout, so the job can say in
 * what way a new layout would be worse (or apply it when it is merely as good).
 */
async function improveLayout(model: ArchitectureModel, current: Geometry): Promise<Geometry> {
  const result = await relayout(model, current);
  return result.changed ? result.geometry : result.fresh;
}

/**
 * The CPU-heavy engine work the compute pool runs off the request thread. Inputs and outputs
 * are plain data (structured-cloned across the thread boundary).
 */
export const tasks = {
  layout: (payload: { model: ArchitectureModel; current?: Geometry }): Promise<Geometry> => (payload.current ? improveLayout(payload.model, payload.current) : layoutModel(payload.model)),
  prepare: async (payload: { xml: string; limits: PrepareLimits }) => prepare(payload),
  read: async (payload: { xml: string }) => read(payload),
  change: async (payload: Parameters<typeof change>[0]) => change(payload),
  review: async (payload: { model: ArchitectureModel }) => reviewForStorage(payload.model),
  describe: async (payload: Parameters<typeof describeXml>[0]) => describeXml(payload),
  diff: async (payload: Parameters<typeof diffXml>[0]) => diffXml(payload),
  plan: async (payload: Parameters<typeof plan>[0]) => plan(payload),
  planEdit: async (payload: { prompt: string; model: ArchitectureModel }) => planEdit(payload.prompt, payload.model),
  readCode,
};

export type ComputeTasks = typeof tasks;

/**
 * Run by each worker before it takes its first task: plans and lays out a small diagram, so the
 * language model, the spelling dictionary and the catalog indexes are built now and no request's
 * budget pays for them (a worker replaced after an overrun warms up again the same way).
 */
export async function warm(): Promise<void> {
  const planned = plan({ prompt: 'Users reach a web server behind a load balancer; it writes orders to a database.', provider: 'aws', diagramType: 'architecture' });
  if (planned.ok) await layoutModel(planned.model);
}
