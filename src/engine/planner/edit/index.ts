import type { ArchitectureModel, Operation } from '../../model/index.js';
import { addComponent, addReplica, addZones } from './add.js';
import { connectCells, disconnectCells, moveCells, removeCells, renameCell, replaceService, setProps, setTitle, setTls } from './change.js';
import { parseIntent, splitInstructions, type Intent } from './intents.js';
import { switchProvider } from './provider.js';
import { EditFailure, EditSession } from './session.js';

export type EditPlan =
  | { ok: true; ops: Operation[]; understood: string[] }
  | { ok: false; understood: string[]; example: string; message: string };

function run(s: EditSession, intent: Intent): void {
  switch (intent.type) {
    case 'provider': return switchProvider(s, intent.provider);
    case 'title': return setTitle(s, intent.title);
    case 'rename': return renameCell(s, intent.what, intent.to);
    case 'replace': return replaceService(s, intent.what, intent.with);
    case 'move': return moveCells(s, intent.what, intent.into);
    case 'disconnect': return disconnectCells(s, intent.from, intent.to);
    case 'connect': return connectCells(s, intent.from, intent.to, intent.label);
    case 'replica': return addReplica(s, intent.what, intent.count);
    case 'az': return addZones(s, intent.count);
    case 'remove': return removeCells(s, intent.what);
    case 'prop': return setProps(s, intent.what, intent.key, intent.value);
    case 'tls': return setTls(s, intent.from, intent.to, intent.value);
    case 'add': return addComponent(s, intent.what, intent.count, intent.where);
  }
}

/** An example edit that would work on this diagram, naming its own components. */
function exampleFor(model: ArchitectureModel): string {
  const [a, b] = model.nodes.filter((n) => n.label).map((n) => n.label);
  if (a && b) return `add a cache between ${a} and ${b}; rename ${a} to "${a} v2"; make ${b} multi-AZ`;
  if (a) return `add a load balancer in front of ${a}; encrypt ${a}`;
  return 'add an API Gateway and a Lambda function';
}

/**
 * The built-in edit planner: an edit prompt → model operations. Each instruction is applied to a
 * working copy as it is read, so the ops are proven to apply and later instructions see earlier
 * changes. Anything it cannot do makes the whole plan ok:false with what it did understand.
 */
export function planEdit(prompt: string, model: ArchitectureModel): EditPlan {
  const s = new EditSession(model);
  const parts = splitInstructions(prompt);
  for (const part of parts) {
    const intent = parseIntent(part);
    if (!intent) {
      return { ok: false, understood: s.understood, example: exampleFor(model), message: `I could not tell what "${part}" should change. Say what to do (add, remove, rename, connect, replace, move, make …) and to which component.` };
    }
    try {
      run(s, intent);
    } catch (error) {
      if (!(error instanceof EditFailure)) throw error;
      return { ok: false, understood: s.understood, example: exampleFor(model), message: `For "${part}": ${error.message}.` };
    }
  }
  if (s.ops.length === 0) return { ok: false, understood: [], example: exampleFor(model), message: 'The edit prompt asks for no change.' };
  return { ok: true, ops: s.ops, understood: s.understood };
}
