import { isVerb, verbBases } from '../text/verbs.js';

/** Words at the start of a sentence that address the tool, not the architecture ("Generate ..."). */
export const META_VERBS = new Set(['generate', 'create', 'draw', 'design', 'make', 'build', 'show', 'use', 'give', 'produce', 'diagram', 'sketch', 'model', 'plan', 'add', 'include']);
/** "EKS cluster running three services": a cluster or VPC that runs something holds it. */
export const HOSTING_VERBS = new Set(['run', 'host', 'contain', 'include', 'have', 'hold', 'deploy']);
/** Verbs of a deployment tool setting parts up, not of data moving: "deploys", "provisions", "creates". */
export const SETS_UP = new Set(['deploy', 'provision', 'create', 'configure', 'define', 'set', 'include', 'contain', 'build', 'spin', 'launch', 'generate', 'add', 'install', 'manage', 'update', 'apply']);
/** Words that open a subordinate clause ("... when objects land in object storage"). */
export const SUBORDINATORS = new Set(['when', 'whenever', 'if', 'once', 'because', 'while', 'so', 'after', 'until', 'unless']);
export const DATA_VERBS = new Set(['load', 'write', 'store', 'save', 'put', 'persist', 'export', 'insert', 'append']);
export const PUBLISH_VERBS = new Set(['publish', 'send', 'emit', 'produce', 'push', 'post', 'enqueue', 'broadcast']);
/** Verbs that set a part off ("A is triggered", "B gets invoked"). */
export const SET_OFF = new Set(['trigger', 'invoke', 'call', 'fire', 'start', 'launch', 'run', 'execute', 'notify', 'kick', 'wake']);
/** Verbs that start a run which then goes on alone ("starts a job"): what it later makes comes from the run, not its starter. */
export const RUN_STARTS = new Set(['start', 'launch', 'kick', 'spawn']);
/** Verbs of a gatekeeper looking at traffic on its way elsewhere ("calls to A are vetted by B"). */
export const GATE_VERBS = new Set(['check', 'vet', 'screen', 'validate', 'verify', 'authorize', 'authorise', 'authenticate', 'inspect', 'filter', 'intercept', 'examine']);
/** Verbs of letting people in ("verifies diners", "signs members in"): a way named after the people is the doer's own means. */
export const ADMITTING_VERBS = new Set([...GATE_VERBS, 'sign', 'log', 'identify', 'admit']);
/** Participles of gate verbs the verb list does not know as verbs. */
export const GATE_PARTICIPLES = new Set(['screened', 'vetted']);
/** Verbs of looking a part over: what comes of it is the looker's own finding, not data the part sends. */
export const ASSESSING_VERBS = new Set(['evaluate', 'scan', 'assess', 'audit', 'inspect', 'examine', 'check', 'review', 'probe', 'grade']);
/** Verbs of taking a part as one's tool: "X is used by B to send …" says B sends. */
export const TOOL_VERBS = new Set(['use', 'leverage', 'employ', 'utilize', 'utilise']);
/** Verbs of asking: what they reach answers the asker ("asks Vertex AI for a summary"). */
export const REQUEST_VERBS = new Set(['ask', 'consult', 'prompt', 'query']);
/** Verbs of a part's own run ending, said with no object ("the job fails", "the export finishes"). */
export const OUTCOME_VERBS = new Set(['fail', 'error', 'crash', 'finish', 'complete', 'succeed', 'stop', 'end', 'abort', 'expire', 'timeout']);
/** Verbs of answering: with no destination, the answer goes back to who asked. */
export const REPLY_VERBS = new Set(['return', 'respond', 'reply']);

/** The dictionary form of a verb ("running" → "run", "publishes" → "publish"). */
export function verbBase(w: string): string {
  const lower = w.toLowerCase();
  return verbBases(lower).find((b) => b !== lower && isVerb(b)) ?? lower;
}
/** Verbs that take a "that" clause about what they found ("detects that files arrived in B and starts C"). */
export const PERCEIVING_VERBS = new Set(['detect', 'notice', 'see', 'check', 'confirm', 'verify', 'determine', 'ensure', 'find', 'discover', 'sense', 'recognize', 'recognise', 'learn', 'validate']);

/** Verbs of letting through: their subject opens the way for what comes "from" somewhere, it sends nothing itself. */
export const PERMITTING = new Set(['allow', 'permit', 'let']);
