/**
 * What the edit planner knows about how people ask for changes, as data: the verbs that start an
 * instruction, the words that relate two components and which way the arrow points, the words that
 * name a component by its role, and the asides that carry no change.
 */

/** Verbs that start an imperative instruction ("add …", "have the API …"). */
export const IMPERATIVE_VERBS = [
  'add', 'insert', 'put', 'place', 'include', 'introduce', 'attach', 'deploy', 'create', 'remove', 'delete', 'drop', 'rename', 'relabel',
  'call', 'name', 'connect', 'link', 'wire', 'hook', 'disconnect', 'unlink', 'detach', 'replace', 'swap', 'substitute', 'use', 'switch',
  'convert', 'migrate', 'port', 'move', 'relocate', 'make', 'set', 'enable', 'disable', 'turn', 'encrypt', 'mark', 'configure', 'scale',
  'change', 'get', 'take', 'require', 'enforce', 'have', 'let', 'keep', 'split', 'send', 'terminate', 'protect', 'secure', 'lock', 'isolate',
] as const;

/** Verbs that add a component ("stick a cache in front of …", "bring in SNS"). */
export const ADD_VERBS = 'add|insert|put|place|include|introduce|attach|deploy|create|set up|setup|provision|stick|slot|slip|drop in|bring in|throw in|pop|plug in|spin up|stand up';

/** A clause that states a requirement a later clause may fulfil ("the instances need internet access"). */
export const REQUIREMENT = /\b(need|needs|should|must|want|wants|require|requires|has to|have to|ought to)\b/i;

/** Words after a comma that begin a new clause rather than continue a list. */
export const CLAUSE_OPENERS = ['it', 'they', 'them', 'this', 'that', 'we', 'i', 'then', 'also', 'but', 'and', 'so', 'only'];

/** Verbs that, between two components, mean the second one sends to the first ("the worker reads from the queue"). */
export const REVERSE_VERBS = /\b(read|reads|reading|consume|consumes|consuming|pull|pulls|pulling|fetch|fetches|fetching|subscribe|subscribes|receive|receives|load|loads|get|gets)\b(?:\s+\w+){0,3}?\s+(?:from|off)\b|\b(consume|consumes|consuming|subscribes? to)\b/i;

/** Words that turn a relation into its absence ("should stop writing to", "no longer calls"). */
export const NEGATION = /\b(stop|stops|stopped|no longer|not|never|don't|doesn't|shouldn't|mustn't|cannot|can't)\b/i;

/** Verbs that relate people to a component without asking for a connection ("users love the app", "is the DB encrypted"). */
export const NOT_A_RELATION = /\b(love|loves|adore|adores|hate|hates|like|likes|enjoy|enjoys|prefer|prefers|see|sees|know|knows|think|thinks|look|looks|seem|seems|is|are|was|were|does|do|did|exist|exists|show|explain|why|what|how)\b/i;

/** "only A may reach B": the relation is exclusive. */
export const EXCLUSIVE = /^(?:and\s+)?only\s+/i;

/** A clause that states a need, with no verb of its own ("we need backups"). */
export const NEED = /^(?:we|you|i|they|the (?:team|business|app|system))\s+(?:also\s+)?(?:need|want|require|would like)s?\s+(?!to\b)(.+)$/i;

/** A clause that says something is no longer wanted ("we don't need X anymore"). */
export const NOT_NEEDED = [
  /^(?:we|you|i|they)\s+(?:can|could)\s+(?:live|do|go)\s+without\s+(.+)$/i,
  /^(?:there is\s+)?no (?:more )?need for\s+(.+)$/i,
  /^(?:we|you|i|they)\s+(?:do not|don't|no longer)\s+(?:need|want|use)\s+(.+?)(?:\s+any\s?more|\s+now)?$/i,
  /^(.+?)\s+(?:is|are)\s+(?:no longer|not)\s+(?:needed|used|required)(?:\s+any\s?more)?$/i,
];

/** Trailing asides that explain rather than instruct; dropped before reading the clause. */
export const ASIDE_TAILS: readonly RegExp[] = [
  /\s*\([^)]*\)/g,
  /,?\s+(?:so that|so|because|since|as otherwise)\s+.*$/i,
  /,?\s+(?:before|after|when|while)\s+(?:\w+ing)\b.*$/i,
  /,?\s+(?:every|each|once a|twice a)\s+(?:night|nite|day|hour|minute|week|month|morning|evening)\b.*$/i,
  /,?\s+(?:though|anyway|instead|too|as well|directly|please)$/i,
  /,?\s+(?:now|any\s?more)$/i,
];

/** A clause that only comments ("the service is internal now", "another team uses it", "we moved config to env vars"). */
export const REMARK = [
  /^(?:we|i|our team|another team|the team|they|someone|other teams?)\s+(?!(?:need|want|require|should|must|would like|don't|do not|no longer)\b)\w+/i,
  /^(?:the\s+)?[\w\s/-]+?\s+(?:is|are|was|were)\s+(?:public|private|internal|optional|fine|ok|okay|done|gone|deprecated|legacy|unused|new|old)\b/i,
];

/** "keep X" / "but keep X": X must survive the change; nothing to do when it does. */
export const KEEP = /^(?:but\s+)?(?:keep|leave|retain|preserve)\s+((?:(?!\s(?:in|into|inside|on|at)\s).)+?)(?:\s+(?:though|as is|in place|around|intact))?$/i;

/** Placement words of "add X <placement> T". */
export const PLACEMENTS: readonly (readonly [RegExp, 'between' | 'front' | 'behind' | 'to' | 'in' | 'outside'])[] = [
  [/^(.+?)\s+between\s+(.+?)\s+and\s+(.+)$/i, 'between'],
  [/^(.+?)\s+(?:in front of|ahead of|before)\s+(.+)$/i, 'front'],
  [/^(.+?)\s+(?:behind|after)\s+(.+)$/i, 'behind'],
  [/^(.+?)\s+outside(?: of)?\s+(.+)$/i, 'outside'],
  [/^(.+?)\s+(?:in|into|inside|within)\s+(.+)$/i, 'in'],
  [/^(.+?)\s+(?:to|for|on top of|on|connected to|linked to|attached to|next to|protecting|guarding|watching|monitoring|that protects|that backs up|which protects|over|from)\s+(.+)$/i, 'to'],
];

/** Relative clauses after a new component: "X that T connects to" (T → X), "X that feeds T" (X → T). */
export const RELATIVE_INTO = /^(.+?)\s+(?:that|which)\s+(.+?)\s+(?:\w+)\s+(?:to|into|in|from|with)$/i;
export const RELATIVE_FROM_SOURCE = /^(.+?)\s+(?:that|which)\s+(?:\w+)\s+(?:.*?\s+)?from\s+(.+)$/i;
/** "X that the web deployment uses", "X that Home Assistant reads": the component after "that" acts on X. */
export const RELATIVE_SUBJECT = /^(.+?)\s+(?:that|which)\s+((?:the|our|its|their)\s+.+?|[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)\s+(?:\w+s|will \w+|should \w+|can \w+)\b.*$/;
export const RELATIVE_OUT = /^(.+?)\s+(?:that|which)\s+(?:\w+)\s+(.+)$/i;
/** "X to query T", "X to orchestrate T": a purpose that may name what X works on. */
export const PURPOSE = /^(.+?)\s+to\s+(?!(?:the|a|an|our|its|their|all|both|each|every|this|that)\b)(?:\w+)\s+(.+)$/i;

/**
 * Words that name a component by its role in the flow. `entry` is what clients reach first;
 * `kinds` are the service kinds that play the role.
 */
export const ROLE_WORDS: readonly { re: RegExp; entry?: true; kinds?: readonly string[] }[] = [
  { re: /\b(entry ?point|front ?door|edge|front end of the system|way in|public endpoint)\b/i, entry: true },
  { re: /\b(app|application|web|compute|backend|api) (tier|layer|servers?|instances?|nodes?|fleet|hosts?)\b|\b(servers|instances|vms|workers|hosts|fleet)\b/i, kinds: ['vm', 'autoscaling_group', 'container_service', 'k8s_workload', 'web_app', 'microservice', 'function'] },
  { re: /\b(data (tier|layer|store)|database tier|db tier|persistence)\b/i, kinds: ['relational_db', 'nosql', 'data_warehouse'] },
  { re: /\b(table)\b/i, kinds: ['nosql', 'relational_db'] },
  { re: /\b(db|database)\b/i, kinds: ['relational_db', 'nosql', 'data_warehouse', 'graph_db', 'timeseries_db'] },
  { re: /\b(storage|bucket|blob)\b/i, kinds: ['object_storage', 'data_lake', 'file_storage'] },
  { re: /\b(lake)\b/i, kinds: ['data_lake', 'object_storage'] },
  { re: /\b(functions?|lambdas?)\b/i, kinds: ['function'] },
  { re: /\b(queue|broker)\b/i, kinds: ['queue', 'topic', 'stream'] },
  { re: /\b(topic|stream|events? hub)\b/i, kinds: ['topic', 'stream', 'event_bus', 'queue'] },
  { re: /\b(cache)\b/i, kinds: ['cache'] },
  { re: /\b(users?|clients?|customers?|visitors?|browsers?|devices?)\b/i, kinds: ['users', 'browser', 'mobile', 'device'] },
];

/** What a new component of a kind attaches to when the instruction does not say. */
export const ATTACH_BY_KIND: Readonly<Record<string, { to: readonly string[]; dir: 'from' | 'to'; via?: 'users-of' }>> = {
  cache: { to: ['vm', 'autoscaling_group', 'container_service', 'function', 'web_app', 'microservice', 'k8s_workload'], dir: 'from' },
  monitoring: { to: ['vm', 'container_service', 'function', 'web_app', 'microservice', 'k8s_workload'], dir: 'from' },
  logging: { to: ['vm', 'container_service', 'function', 'web_app', 'microservice', 'k8s_workload'], dir: 'from' },
  tracing: { to: ['vm', 'container_service', 'function', 'web_app', 'microservice', 'k8s_workload'], dir: 'from' },
  secrets: { to: ['vm', 'container_service', 'function', 'web_app', 'microservice', 'k8s_workload'], dir: 'from', via: 'users-of' },
  nat: { to: ['vm', 'autoscaling_group', 'container_service', 'k8s_workload'], dir: 'from' },
  backup: { to: ['relational_db', 'nosql', 'object_storage', 'file_storage', 'data_lake'], dir: 'to' },
  kms: { to: ['relational_db', 'nosql', 'object_storage', 'file_storage', 'data_lake'], dir: 'to' },
  identity: { to: ['users', 'browser', 'mobile', 'device'], dir: 'from' },
  registry: { to: ['k8s_cluster', 'container_service', 'function'], dir: 'to' },
  ci_cd: { to: ['k8s_cluster', 'container_service', 'function'], dir: 'to' },
};
