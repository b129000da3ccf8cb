import { getService } from '../../catalog/index.js';
import { apply, type ArchitectureModel, type Operation } from '../../model/index.js';

export type Finished = { ok: true; ops: Operation[]; understood: string[] } | { ok: false; message: string };

/** A model as text with object keys in one order, so two equal models read the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v);
}

/** Whether `to` is reachable from `from` in at most `hops` edges of the model. */
function reaches(model: ArchitectureModel, from: string, to: string, hops: number): boolean {
  let frontier = new Set([from]);
  for (let k = 0; k < hops; k++) {
    const next = new Set<string>();
    for (const e of model.edges) if (frontier.has(e.source)) next.add(e.target);
    if (next.has(to)) return true;
    frontier = next;
  }
  return false;
}

/**
 * The architectural meaning every edit planner's operations are held to, whoever wrote them (the
 * built-in planner or an LLM):
 * - removing a component keeps the flow: what sent to it reaches what it sent to (A→X→B becomes
 *   A→B) unless the ops already route around it;
 * - replacing a service takes the new service's name unless the ops rename it themselves;
 * - ops that change nothing are refused, never a silent success.
 */
export function finishEdit(model: ArchitectureModel, ops: readonly Operation[], understood: readonly string[]): Finished {
  const out = [...ops];
  const notes = [...understood];
  const wholeDiagram = ops.some((o) => o.op === 'set_provider');
  for (const op of ops) {
    if (op.op !== 'replace_service' || wholeDiagram) continue;
    const renamed = op.label !== undefined || ops.some((o) => o.op === 'rename' && o.id === op.id);
    const entry = getService(op.service);
    const node = model.nodes.find((n) => n.id === op.id);
    const old = node?.service ? getService(node.service) : undefined;
    // A label that names the old service ("EC2 instance", "Cloud SQL (PostgreSQL)") names the new one.
    const namesOld = !!old && !!node && [old.short, old.name].some((x) => x.length > 1 && node.label.toLowerCase().includes(x.toLowerCase()));
    if (!renamed && entry && node && namesOld && node.service !== op.service) {
      out.push({ op: 'rename', id: op.id, label: entry.short || entry.name });
      notes.push(`name ${node.label || op.id} ${entry.short || entry.name}`);
    }
  }
  const first = apply(model, out);
  if (!first.ok) return { ok: false, message: `operation ${first.error.index + 1} (${first.error.op.op}): ${first.error.reason}` };
  const removed = new Set(out.filter((o) => o.op === 'remove' && o.id && model.nodes.some((n) => n.id === o.id)).map((o) => (o as { id: string }).id));
  const reconnect: Operation[] = [];
  for (const id of removed) {
    const ins = [...new Set(model.edges.filter((e) => e.target === id && !removed.has(e.source)).map((e) => e.source))];
    const outs = [...new Set(model.edges.filter((e) => e.source === id && !removed.has(e.target)).map((e) => e.target))];
    for (const a of ins) {
      for (const b of outs) {
        if (a === b || !first.model.nodes.some((n) => n.id === a) || !first.model.nodes.some((n) => n.id === b)) continue;
        if (reaches(first.model, a, b, 3) || reconnect.some((o) => o.op === 'connect' && o.source === a && o.target === b)) continue;
        reconnect.push({ op: 'connect', source: a, target: b });
      }
    }
  }
  if (reconnect.length > 0) {
    out.push(...reconnect);
    notes.push(`keep the flow around what was removed (${reconnect.length} connection${reconnect.length > 1 ? 's' : ''})`);
  }
  const result = reconnect.length > 0 ? apply(model, out) : first;
  if (!result.ok) return { ok: false, message: `operation ${result.error.index + 1} (${result.error.op.op}): ${result.error.reason}` };
  if (canonical(result.model) === canonical(model)) return { ok: false, message: 'Nothing in this diagram would change' };
  return { ok: true, ops: out, understood: notes };
}
