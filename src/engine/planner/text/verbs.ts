/**
 * Verbs that relate two components, by which way data or calls flow between the doer (agent)
 * and the thing done to (patient):
 * - `forward`: agent → patient ("the API calls Lambda", "Eventarc triggers Cloud Run");
 * - `backward`: patient → agent ("Lambda consumes the queue", "Glue reads from S3").
 * Prepositions after the verb win over this ("reads from X into Y").
 */
export type Flow = 'forward' | 'backward';

const FORWARD = [
  'send', 'publish', 'push', 'write', 'call', 'invoke', 'trigger', 'route', 'forward', 'fan', 'stream', 'load', 'put', 'store',
  'emit', 'post', 'upload', 'go', 'flow', 'feed', 'connect', 'talk', 'hit', 'query', 'request', 'deliver', 'dispatch', 'enqueue',
  'notify', 'alert', 'email', 'e-mail', 'proxy', 'redirect', 'distribute', 'balance', 'replicate', 'deploy',
  'run', 'start', 'launch', 'use', 'access', 'depend', 'serve', 'expose', 'land', 'append', 'insert', 'save', 'persist', 'export',
  'ship', 'transmit', 'relay', 'pass', 'enter', 'travel', 'traverse', 'package', 'hand', 'drop', 'reach', 'target', 'update', 'catalog', 'catalogue', 'govern', 'scan',
  'monitor', 'index', 'protect', 'secure', 'front', 'log', 'record', 'trace', 'capture',
  'schedule', 'orchestrate', 'coordinate', 'manage', 'control', 'refine', 'transform', 'aggregate', 'enrich', 'produce', 'broadcast',
  'replicate', 'backup', 'archive', 'mirror', 'copy', 'move', 'migrate', 'offload', 'inspect', 'filter', 'scale', 'autoscale',
  // "B assesses the cluster": the checker reaches what it looks over, like "inspect".
  'assess',
  'bind', 'mount', 'attach', 'link', 'point', 'direct', 'return', 'respond', 'reply', 'notify', 'signal', 'raise', 'fire',
  'execute', 'kick', 'drive', 'host', 'render', 'display', 'show', 'visualize', 'visualise', 'report', 'terminate', 'encrypt',
  'sign', 'log', 'submit', 'place', 'create', 'build', 'generate', 'compute', 'calculate', 'classify', 'predict', 'infer',
  'train', 'tune', 'evaluate', 'version', 'register', 'promote', 'rollout', 'peer', 'hit', 'check', 'validate', 'verify',
  'cache', 'delegate', 'search', 'text', 'page', 'flag', 'escalate', 'lookup', 'look', 'browse', 'visit', 'open', 'explore', 'approve', 'confirm', 'charge', 'bill', 'pay', 'ask', 'tell', 'answer', 'provide', 'issue', 'grant', 'redirect',
  // "It integrates with Amazon SQS": what integrates hands its work to the part named after "with".
  'integrate',
  // "members book a lesson through the API", "the job populates the warehouse": the doer fills or claims a place in what follows.
  'book', 'enrol', 'enroll', 'populate', 'fill', 'hydrate', 'seed',
  // "upserts each item into X", "deletes the row from X": the doer changes what X keeps.
  'upsert', 'delete', 'remove', 'purge', 'evict', 'decrypt',
  // "masks the card numbers with B": the doer hides part of what it carries, with B's help.
  'mask', 'redact', 'anonymize', 'anonymise', 'pseudonymize', 'pseudonymise', 'tokenize', 'tokenise',
  // "guests buy a pass through the app": the doer claims something in what follows, like "book".
  'purchase', 'buy', 'rent',
  // "the job warns the owners through B": the doer tells what follows, like "notify".
  'warn', 'remind', 'inform',
  // "restores the backup into A", "refreshes the copy in B", "tracks parcels in C": the doer changes what the place keeps.
  'restore', 'refresh', 'invalidate', 'preload', 'track',
  // "mails the PDF through X", "pipes the output to X": the doer puts its data there.
  'mail', 'pipe', 'spool', 'stash', 'deposit', 'propagate', 'replay', 'announce',
  // "wakes the worker", "spawns a job on X": the doer starts what follows.
  'wake', 'spawn',
  // "the vault injects the keys into X", "B supplies certificates to X": the doer hands over what X then holds.
  'inject', 'supply', 'furnish',
];

const BACKWARD = [
  'consume', 'read', 'poll', 'pull', 'subscribe', 'receive', 'ingest', 'fetch', 'listen', 'get', 'download', 'retrieve', 'watch',
  // "a DaemonSet that tails the container logs": what is followed as it grows comes to the follower.
  'tail',
  'scrape', 'collect', 'gather', 'process', 'handle', 'parse', 'analyze', 'analyse', 'embed', 'transcode', 'resize', 'back',
  // "Cognito authenticates the app": the app signs in with it.
  'authenticate', 'authorize', 'authorise',
  'extract', 'crawl', 'accept', 'take', 'dequeue', 'drain', 'pick', 'grab', 'sink', 'absorb', 'sync', 'synchronize', 'synchronise', 'clone', 'mirror_from',
  // "a model scores them": what is judged comes to the judge.
  'score', 'rank', 'grade', 'moderate', 'examine', 'label', 'tag', 'caption', 'categorize', 'categorise',
  // "A transcribes the calls", "B detects intent from the text": what is read or listened to comes to the reader.
  'transcribe', 'translate', 'summarize', 'summarise', 'detect', 'recognize', 'recognise', 'identify',
  // "the warehouse imports the files", "A joins the feed with B": what is brought in or combined comes to the doer.
  'import', 'join', 'merge', 'combine', 'correlate',
];

/** Irregular forms that suffix stripping cannot undo. */
const IRREGULAR: Readonly<Record<string, string>> = {
  sent: 'send', written: 'write', wrote: 'write', ran: 'run', goes: 'go', went: 'go', gone: 'go', fed: 'feed', got: 'get',
  gotten: 'get', built: 'build', bound: 'bind', driven: 'drive', drove: 'drive', took: 'take', taken: 'take', put: 'put',
  read: 'read', hit: 'hit', fans: 'fan', fanning: 'fan', fanned: 'fan', ships: 'ship', shipped: 'ship', logged: 'log',
  logs: 'log', hosted: 'host', does: 'do', did: 'do', done: 'do', has: 'have', had: 'have', made: 'make', kept: 'keep',
  held: 'hold', shown: 'show', queried: 'query', queries: 'query', copies: 'copy', copied: 'copy', relies: 'rely',
  replies: 'reply', replied: 'reply', catalogs: 'catalog', cataloged: 'catalog', catalogued: 'catalogue',
  autoscaled: 'autoscale', autoscales: 'autoscale', indexed: 'index', indexes: 'index',
};

const FLOW = new Map<string, Flow>([
  ...FORWARD.map((v) => [v, 'forward'] as const),
  ...BACKWARD.map((v) => [v, 'backward'] as const),
]);

/**
 * Verbs that carry no relation by themselves but keep a clause going ("does", "has"). "The controller
 * supports …", "the collector offers …": a part saying what it provides is a clause's doer all the same.
 */
const LIGHT = new Set(['do', 'have', 'make', 'keep', 'hold', 'let', 'allow', 'permit', 'rely', 'sit', 'live', 'stay', 'become', 'act', 'work', 'support', 'offer']);

/** Base forms a word may be an inflection of, most likely first. */
export function verbBases(word: string): string[] {
  const w = word.toLowerCase();
  const irregular = IRREGULAR[w];
  if (irregular) return [irregular];
  const out = [w];
  if (w.endsWith('ies')) out.push(w.slice(0, -3) + 'y');
  if (w.endsWith('es')) out.push(w.slice(0, -2));
  if (w.endsWith('s')) out.push(w.slice(0, -1));
  if (w.endsWith('ied')) out.push(w.slice(0, -3) + 'y');
  if (w.endsWith('ed')) out.push(w.slice(0, -2), w.slice(0, -1));
  if (/([bcdfgklmnprstvz])\1ed$/.test(w)) out.push(w.slice(0, -3));
  if (w.endsWith('ing')) out.push(w.slice(0, -3), w.slice(0, -3) + 'e');
  if (/([bcdfgklmnprstvz])\1ing$/.test(w)) out.push(w.slice(0, -4));
  return out;
}

/** The flow of a verb, or undefined when the word is not a relating verb. */
export function verbFlow(word: string): Flow | undefined {
  for (const base of verbBases(word)) {
    const flow = FLOW.get(base);
    if (flow) return flow;
  }
  return undefined;
}

/** True for any verb the planner knows, relating or light. */
export function isVerb(word: string): boolean {
  return verbBases(word).some((b) => FLOW.has(b) || LIGHT.has(b));
}

/** A past participle ("parsed", "built", "autoscaled"): a passive or a reduced relative clause. */
/** A third-person present form ("stores", "transcribes"), not a word ending in "-ss". */
export function isThirdPersonForm(word: string): boolean {
  return /[^s]s$/.test(word);
}

export function isParticiple(word: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR[w] && /(en|t|d)$/.test(w) && !/s$/.test(w)) return isVerb(w);
  // "feed", "proceed": a base form that happens to end in -ed is no participle.
  return w.endsWith('ed') && isVerb(w) && !FLOW.has(w) && !LIGHT.has(w);
}

/**
 * A participle spelled like its present tense ("hit", "put", "read"): "users hit the ALB" is
 * active, so such a word is a participle only after an auxiliary ("is read by").
 */
export function isBareParticiple(word: string): boolean {
  const w = word.toLowerCase();
  return IRREGULAR[w] === w;
}

/** Every inflected form the spelling fixer should accept as a real word. */
export function allVerbForms(): string[] {
  const out: string[] = [...Object.keys(IRREGULAR)];
  for (const base of [...FLOW.keys(), ...LIGHT]) {
    const stemE = base.endsWith('e') ? base.slice(0, -1) : base;
    out.push(base, base + 's', base + 'es', stemE + 'ed', stemE + 'ing', base.endsWith('y') ? base.slice(0, -1) + 'ies' : base);
    // "shipping", "logged": a short vowel before the last consonant doubles it.
    if (/[^aeiou][aeiou][bdglmnprt]$/.test(base)) out.push(base + base.at(-1) + 'ing', base + base.at(-1) + 'ed');
  }
  return out;
}

/**
 * Verbs whose object does what a following infinitive says: "A triggers B to send …", "A uses B
 * to store …", "A asks B to resize …": B sends, stores, resizes.
 */
const CAUSATIVE = new Set(['use', 'trigger', 'ask', 'tell', 'instruct', 'allow', 'enable', 'let', 'cause', 'configure', 'signal', 'notify', 'invoke', 'call', 'employ', 'leverage', 'utilize', 'utilise',
  // "The stack creates a pipe to split …": what is set up does the work.
  'create', 'deploy', 'provision', 'add', 'build', 'launch', 'start']);

export function isCausative(base: string): boolean {
  return CAUSATIVE.has(base);
}

/**
 * Nouns naming the part a component plays towards another, with the way data flows from the
 * component ("A is a consumer of B": B → A; "A acts as the source for B": A → B).
 */
const ROLE_NOUNS: Readonly<Record<string, Flow>> = {
  consumer: 'backward', subscriber: 'backward', reader: 'backward', listener: 'backward', sink: 'backward', destination: 'backward',
  target: 'backward', client: 'forward', producer: 'forward', publisher: 'forward', source: 'forward', origin: 'forward',
  frontend: 'forward', proxy: 'forward', trigger: 'forward', feeder: 'forward', writer: 'forward',
};

/** The flow a role noun gives ("consumer" → backward), or undefined for any other word. */
export function roleFlow(noun: string): Flow | undefined {
  return ROLE_NOUNS[noun.toLowerCase()];
}

/**
 * Verbs whose object is what moves, not where it goes: "A exports X to Y", "A copies X into Y":
 * X → A → Y. Without a "to" after the object the object stays a plain target.
 */
const CARRYING = new Set(['export', 'copy', 'move', 'migrate', 'transfer', 'offload', 'unload', 'dump', 'deliver', 'relay', 'replicate', 'sync', 'ship', 'mirror', 'stream', 'forward']);

export function isCarrying(base: string): boolean {
  return CARRYING.has(base);
}

/**
 * Verbs whose subject runs the steps a colon then lists ("Step Functions coordinates the work:
 * A does …, B does …"): the subject reaches each step.
 */
const ORCHESTRATING = new Set(['orchestrate', 'coordinate', 'sequence', 'drive', 'run', 'automate', 'manage', 'control', 'schedule', 'chain', 'execute']);

export function isOrchestrating(base: string): boolean {
  return ORCHESTRATING.has(base);
}

/**
 * Verbs whose "to" names the thing they take in, even in the passive: "the queue is subscribed to
 * the topic" — the topic feeds the queue, as in "the queue subscribes to the topic".
 */
const TO_SOURCE = new Set(['subscribe', 'listen']);

export function takesFromTo(base: string): boolean {
  return TO_SOURCE.has(base);
}

/**
 * Verbs whose subject depends on what it names, so that a colon after them can list the parts it
 * reaches ("The portal relies on the following services:" then one part per line).
 */
const DEPENDING = new Set(['use', 'call', 'rely', 'depend', 'talk', 'integrate', 'connect', 'consume', 'access', 'leverage', 'utilize', 'utilise', 'query', 'invoke', 'need', 'require']);

export function isDepending(base: string): boolean {
  return DEPENDING.has(base);
}

/**
 * Verbs that put data somewhere ("written into", "uploaded to"): as a participle after a noun
 * ("records inserted into B") they say where the data was left, by someone else, before the
 * clause's subject took it.
 */
const PLACING = new Set(['write', 'insert', 'upload', 'put', 'drop', 'place', 'append', 'save', 'load', 'add', 'land']);

/** Verbs whose "from" names the place they change, not where data comes from ("deletes the row from X": → X). */
const REMOVING = new Set(['delete', 'remove', 'purge', 'evict']);

export function isRemoving(base: string): boolean {
  return REMOVING.has(base);
}

export function isPlacing(base: string): boolean {
  return PLACING.has(base);
}

/** Verbs that leave data somewhere to be kept ("stored in", "held in", "archived in"), placing ones too. */
const KEEPING = new Set(['store', 'keep', 'hold', 'persist', 'stage', 'archive', 'retain', 'cache', 'collect', 'publish', 'post']);

export function isKeeping(base: string): boolean {
  return KEEPING.has(base) || PLACING.has(base);
}

/**
 * Verbs that say where data came from, not where it goes ("events produced by A", "records
 * generated by B"): as a participle after a noun, a "to" after their agent is the clause's own
 * destination ("R forwards events produced by A to C": R → C).
 */
const ORIGINATING = new Set(['produce', 'generate', 'create', 'emit', 'raise', 'compute', 'calculate', 'make', 'author', 'capture', 'detect', 'collect', 'extract']);

export function isOriginating(base: string): boolean {
  return ORIGINATING.has(base);
}

/** Verbs that change the form of what they act on: "to"/"into" after them names the new form ("converts X to FHIR"). */
const CONVERTING = new Set(['convert', 'transform', 'translate', 'transcode', 'serialize', 'encode', 'reformat', 'turn', 'render']);

export function isConverting(base: string): boolean {
  return CONVERTING.has(base);
}

/** Verbs that say where data rests, not who put it there ("images are kept in X"). */
const RESTING = new Set(['keep', 'hold', 'house', 'host', 'live', 'reside']);

export function isResting(base: string): boolean {
  return RESTING.has(base);
}
