import { addGroup, addNode, connect, insertBetween } from './apply-create.js';
import { moveInto, rename, replaceService, restyle, setProperty, setProvider, setTitle } from './apply-change.js';
import { disconnect, remove } from './apply-remove.js';
import { Draft, OpError } from './draft.js';
import { OperationSchema, type Operation } from './operations.js';
import type { ArchitectureModel, CellId } from './schema.js';

export type ApplyResult =
  | {
      ok: true;
      model: ArchitectureModel;
      /** The ops as applied, every id filled in (a disconnect by ends becomes one op per edge). */
      resolved: Operation[];
      /** Cells the ops created (and did not remove again), in creation order. */
      created: CellId[];
      /** Existing cells the ops changed, moved or removed — including edges whose container moved. */
      touched: CellId[];
      /** Existing cells the ops removed (a subset of touched). */
      removed: CellId[];
    }
  | { ok: false; error: { index: number; op: Operation; reason: string } };

export interface ApplyOptions {
  /** Ids the document uses outside the model (layers, edge-label cells...); never handed out. */
  reservedIds?: Iterable<string>;
}

function applyOne(d: Draft, op: Operation): Operation[] {
  switch (op.op) {
    case 'add_node': return [addNode(d, op)];
    case 'add_group': return [addGroup(d, op)];
    case 'connect': return [connect(d, op)];
    case 'disconnect': return disconnect(d, op);
    case 'insert_between': return [insertBetween(d, op)];
    case 'move_into': return [moveInto(d, op)];
    case 'set_property': return [setProperty(d, op)];
    case 'rename': return [rename(d, op)];
    case 'replace_service': return [replaceService(d, op)];
    case 'remove': return [remove(d, op)];
    case 'restyle': return [restyle(d, op)];
    case 'set_title': return [setTitle(d, op)];
    case 'set_provider': return [setProvider(d, op)];
  }
}

/** First schema problem of an op as one readable line. */
function schemaProblem(op: unknown): string | null {
  const parsed = OperationSchema.safeParse(op);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at "${issue.path.join('.')}"` : '';
  const name = typeof op === 'object' && op !== null && 'op' in op ? String((op as { op: unknown }).op) : 'operation';
  return `${name}: invalid operation${where}: ${issue?.message ?? 'does not match the schema'}`;
}

/**
 * Applies operations to a model: pure (the input is never changed) and deterministic (the same
 * model and ops always give the same result and ids). All or nothing: the first op that cannot
 * be applied stops everything and is reported with its index and a reason naming the id.
 */
export function apply(model: ArchitectureModel, ops: readonly Operation[], options: ApplyOptions = {}): ApplyResult {
  const draft = new Draft(model, options.reservedIds);
  const resolved: Operation[] = [];
  for (const [index, op] of ops.entries()) {
    const problem = schemaProblem(op);
    if (problem) return { ok: false, error: { index, op, reason: problem } };
    try {
      resolved.push(...applyOne(draft, op));
    } catch (error) {
      if (error instanceof OpError) return { ok: false, error: { index, op, reason: error.message } };
      throw error;
    }
  }
  const created = draft.created.filter((id) => !draft.removed.has(id));
  const createdSet = new Set(draft.created);
  const touched = [...draft.touched].filter((id) => !createdSet.has(id));
  const removed = touched.filter((id) => draft.removed.has(id));
  return { ok: true, model: draft.toModel(), resolved, created, touched, removed };
}
