import { findMentions } from '../../catalog/index.js';
import type { ArchitectureModel, Operation } from '../../model/index.js';
import { normalizePrompt } from '../text/normalize.js';
import { addComponent, addReplica, addZones } from './add.js';
import { connectCells, disconnectCells, keepCells, moveCells, onlyReaches, removeCells, renameCell, renameMany, replaceService, setProps, setTitle, setTls } from './change.js';
import { splitClauses, type Clause } from './clauses.js';
import { addIntent, parseIntent, type Intent } from './intents.js';
import { finishEdit } from './finish.js';
import { REQUIREMENT } from './lexicon.js';
import { switchProvider } from './provider.js';
import { EditFailure, EditSession } from './session.js';
import { runStatement } from './statement.js';
import { spanZones, splitCell } from './structure.js';

export type EditPlan =
  | { ok: true; ops: Operation[]; understood: string[] }
  | { ok: false; understood: string[]; example: string; message: string };

/** Runs one intent; false when the clause only set the scene (a remark, a topic, a "keep"). */
function run(s: EditSession, intent: Intent): boolean {
  switch (intent.type) {
    case 'provider': switchProvider(s, intent.provider); return true;
    case 'title': setTitle(s, intent.title); return true;
    case 'rename': renameCell(s, intent.what, intent.to); return true;
    case 'renames': renameMany(s, intent.pairs); return true;
    case 'replace': replaceService(s, intent.what, intent.with); return true;
    case 'move': moveCells(s, intent.what, intent.into); return true;
    case 'disconnect': disconnectCells(s, intent.from, intent.to); return true;
    case 'connect': connectCells(s, intent.from, intent.to, intent.label); return true;
    case 'replica': addReplica(s, intent.what, intent.count); return true;
    case 'az': addZones(s, intent.count); return true;
    case 'span': spanZones(s, intent.count); return true;
    case 'split': splitCell(s, intent.what, intent.into); return true;
    case 'only': onlyReaches(s, intent.who, intent.target); return true;
    case 'keep': keepCells(s, intent.what); return false;
    case 'remark': return false;
    case 'remove': removeCells(s, intent.what); return true;
    case 'prop': setProps(s, intent.what, intent.key, intent.value); return true;
    case 'tls': setTls(s, intent.from, intent.to, intent.value); return true;
    case 'add': addComponent(s, intent.what, intent.count, intent.where, intent.links, intent.tentative); return true;
    case 'statement': return runStatement(s, intent.text);
  }
}

/** An example edit that would work on this diagram, naming its own components. */
function exampleFor(model: ArchitectureModel): string {
  const [a, b] = model.nodes.filter((n) => n.label).map((n) => n.label.split('\n')[0]!);
  if (a && b) return `add a cache between ${a} and ${b}; rename ${a} to "${a} v2"; make ${b} multi-AZ`;
  if (a) return `add a load balancer in front of ${a}; encrypt ${a}`;
  return 'add an API Gateway and a Lambda function';
}

/** "a BigQuery subscription …", "Azure Synapse to …": the clause opens by naming something the diagram lacks. */
function opensWithNewThing(text: string, model: ArchitectureModel): boolean {
  if (/^(a|an|another|some|one more)\s/i.test(text)) return true;
  const first = findMentions(normalizePrompt(text), model.provider)[0];
  return !!first && /^(?:(?:azure|aws|amazon|google|gcp|oci|oracle|microsoft|cloud|the)\s+)*$/i.test(text.slice(0, first.start)) && !model.nodes.some((n) => n.service === first.entry.id);
}

/** The intent of a clause; a clause that continues the previous verb ("…, and Y to query Z") is read as an addition. */
function intentOf(clause: Clause, previous: Intent | undefined, model: ArchitectureModel): Intent | undefined {
  const intent = parseIntent(clause.text);
  if (clause.elliptical && previous?.type === 'add' && intent?.type === 'statement' && opensWithNewThing(clause.text, model)) return addIntent(clause.text);
  if (clause.headline && intent?.type === 'add') return { ...intent, tentative: true };
  return intent;
}

/**
 * The built-in edit planner: an edit prompt → model operations. The prompt is read as clauses;
 * each is applied to a working copy as it is read, so the ops are proven to apply and later clauses
 * see earlier changes ("add a queue … and have the worker read it"). A clause that fails makes the
 * whole plan ok:false with what was understood, except a headline before a colon whose details
 * follow. Nothing to change is never a silent success.
 */
export function planEdit(prompt: string, model: ArchitectureModel): EditPlan {
  const s = new EditSession(model);
  const clauses = splitClauses(prompt);
  let previous: Intent | undefined;
  const unresolved: string[] = [];
  const done: string[] = [];
  for (const clause of clauses) {
    const intent = intentOf(clause, previous, s.model);
    if (!intent) return refuse(s, model, done, `I could not tell what "${clause.text}" should change. Say what to do (add, remove, rename, connect, replace, move, make …) and to which component.`);
    const before = s.ops.length;
    try {
      if (!run(s, intent) && intent.type === 'statement') {
        // Naming a component without saying what should change is fine for a requirement a later
        // clause fulfils ("the instances need internet access, add a NAT gateway"); else ask.
        if (!clause.headline && !REQUIREMENT.test(clause.text)) return refuse(s, model, done, `I understood which component "${clause.text}" is about, but not what should change. Say what to add, remove, connect or change.`);
        unresolved.push(clause.text);
      }
    } catch (error) {
      if (!(error instanceof EditFailure)) throw error;
      if (clause.headline) continue;
      return refuse(s, model, done, `For "${clause.text}": ${error.message}.`);
    }
    if (s.ops.length > before) done.push(clause.text);
    previous = intent;
  }
  if (s.ops.length === 0) {
    const why = unresolved.length > 0 ? `I understood which component "${unresolved[0]}" is about, but not what should change` : 'Nothing in this diagram would change';
    return refuse(s, model, done, `${why}. Say what to add, remove, connect or change.`);
  }
  const finished = finishEdit(model, s.ops, s.understood);
  if (!finished.ok) return refuse(s, model, [], `${finished.message}. Say what to add, remove, connect or change.`);
  return finished;
}

/**
 * A refusal: what was understood, and as the example the clauses that did work, so the app can
 * offer exactly that part as a one-click edit (or, with nothing understood, an edit that would work).
 */
function refuse(s: EditSession, model: ArchitectureModel, done: readonly string[], message: string): EditPlan {
  const example = done.length > 0 ? done.join('; ') : exampleFor(model);
  const asks = done.length > 0 ? ` I can apply the part I understood on its own: "${example}".` : "";
  return { ok: false, understood: s.understood, example, message: message + asks };
}
