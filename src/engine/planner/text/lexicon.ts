/**
 * Word lists the built-in planner reads prompts with. Kept in one place so the tokenizer, the
 * relation finder and the spelling fixer agree on what a word is.
 */

export const DETERMINERS = new Set([
  'a', 'an', 'the', 'some', 'any', 'each', 'every', 'its', 'their', 'his', 'her', 'our', 'my', 'your', 'this', 'that',
  'these', 'those', 'one', 'single', 'own',
]);

/** Words that force a new component even when the same service was named before. */
export const NEW_MARKERS = new Set(['another', 'second', 'other', 'separate', 'different', 'extra', 'additional', 'new', 'third']);

export const CONJUNCTIONS = new Set(['and', 'or', 'plus', 'then', 'also', 'both', 'as', 'well', 'either', 'neither', 'nor']);

export const RELATIVES = new Set(['which', 'that', 'who', 'where', 'whose']);

/** Auxiliaries that mark a passive ("are parsed by", "is triggered by"). */
export const AUXILIARIES = new Set(['is', 'are', 'be', 'been', 'being', 'was', 'were', 'gets', 'get', 'got']);
/** Words saying how often something happens ('a job nightly that …'): they qualify a clause, not name a thing. */
export const FREQUENCY_WORDS = new Set(['nightly', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'periodically', 'regularly', 'continuously', 'once', 'twice']);
/** Participles that with the word after them only set a condition ("depending on …,", "according to …,"), doing nothing. */
export const CONDITION_OPENERS: ReadonlyMap<string, string> = new Map([['depending', 'on'], ['according', 'to'], ['based', 'on'], ['regardless', 'of'], ['assuming', 'that']]);
/** Nouns that announce an ordered run of steps ('the build pipeline: A, B, C'). */
export const SEQUENCE_NOUNS = new Set(['pipeline', 'workflow', 'step', 'stage', 'sequence', 'chain', 'flow']);

/** Prepositions that name where a moved thing goes ('copies the files to B', 'loads them into B'). */
export const DESTINATION_PREPS: readonly string[] = ['to', 'into', 'onto'];

/** Participles that say nothing of what a part does ("the existing service", "the following engine"). */
export const PLAIN_PARTICIPLES = new Set(['existing', 'following', 'remaining', 'corresponding', 'underlying', 'resulting', 'matching', 'preceding', 'missing', 'surrounding', 'containing', 'using', 'having', 'being']);

/** Prepositions that, after a hosting participle, place a part inside its host ("running in", "hosted inside", "deployed within"). */
export const HOSTED_INSIDE: readonly string[] = ['in', 'inside', 'within'];

export const PREPOSITIONS = new Set([
  'to', 'into', 'onto', 'towards', 'toward', 'from', 'via', 'through', 'thru', 'using', 'with', 'without', 'for', 'in', 'inside',
  'within', 'on', 'at', 'by', 'behind', 'before', 'after', 'over', 'across', 'between', 'of', 'under', 'per', 'against', 'off',
  'out', 'up', 'down', 'like', 'as', 'among', 'around', 'upon',
]);

/** Spelled-out numbers and other count words. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, single: 1, two: 2, pair: 2, couple: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, dual: 2, triple: 3, double: 2,
};

/** Head nouns that may end a noun phrase after a service name ("Cloud Run thumbnail service"). */
/** Plural nouns that, after "these"/"such"/"those"/"both", stand for several parts named just before ("reads from these sources"). */
export const LIST_NOUNS = new Set(['sources', 'stores', 'datastores', 'databases', 'services', 'systems', 'repositories', 'platforms', 'components', 'resources',
  'destinations', 'sinks', 'locations', 'applications', 'apps', 'endpoints', 'backends', 'tools', 'targets', 'feeds', 'producers', 'consumers']);

/** Words for a class of product that an example may follow ("a SIEM product such as …", "an observability tool like …"). */
export const CLASS_WORDS: ReadonlySet<string> = new Set(['product', 'tool', 'solution', 'offering', 'vendor', 'suite', 'package']);

/** Nouns for a source of items others read or poll ("a news feed"): the head of a phrase a format's name opens. */
export const SOURCE_HEADS: ReadonlySet<string> = new Set(['feed', 'feeds']);

/** Nouns for a whole system a business runs ("the order system"): like a head noun, they end a part's name. */
export const SYSTEM_NOUNS: ReadonlySet<string> = new Set(['system', 'systems', 'platform', 'solution']);

export const HEAD_NOUNS = new Set([
  'service', 'services', 'store', 'stores', 'bucket', 'buckets', 'task', 'tasks', 'worker', 'workers', 'processor', 'processors',
  'job', 'jobs', 'cluster', 'clusters', 'app', 'apps', 'application', 'applications', 'api', 'apis', 'backend', 'frontend',
  'database', 'databases', 'db', 'table', 'tables', 'topic', 'topics', 'queue', 'queues', 'stream', 'streams', 'pipeline',
  'pipelines', 'function', 'functions', 'endpoint', 'endpoints', 'instance', 'instances', 'server', 'servers', 'container',
  'containers', 'node', 'nodes', 'pool', 'pools', 'layer', 'tier', 'repo', 'repository', 'registry', 'model', 'models', 'engine',
  'gateway', 'gateways', 'proxy', 'proxies', 'appliance', 'appliances', 'connector', 'connectors', 'lake', 'warehouse', 'index', 'cache', 'handler', 'handlers', 'consumer', 'consumers', 'producer', 'producers',
  'portal', 'site', 'website', 'ui', 'dashboard', 'dashboards', 'workflow', 'workflows', 'bot', 'agent', 'agents', 'module',
  'microservice', 'microservices', 'deployment', 'deployments', 'pod', 'pods', 'fleet', 'group', 'cron', 'scheduler', 'vault',
  'account', 'hub', 'broker', 'bus', 'sink', 'source', 'sources', 'replica', 'replicas', 'shard', 'shards', 'volume', 'volumes',
  'disk', 'disks', 'share', 'layer', 'zone', 'zones', 'notebook', 'notebooks', 'vm', 'vms', 'box', 'host', 'hosts',
]);

/** Nouns for a working part of a system, named by what it does ("the collector", "a pricing engine"); singular forms. */
export const WORKING_PART_HEADS = new Set([
  'engine', 'builder', 'core', 'processor', 'gateway', 'router', 'dispatcher', 'resolver', 'renderer', 'parser', 'validator',
  'aggregator', 'collector', 'indexer', 'orchestrator', 'adapter', 'connector', 'generator', 'exporter', 'importer', 'poller',
  'matcher', 'calculator', 'evaluator', 'transformer', 'enricher', 'publisher', 'notifier', 'manager', 'coordinator', 'scraper',
  'crawler', 'forwarder', 'harvester', 'uploader', 'transcoder', 'controller', 'agent',
]);

/** Words for a sidecar runtime's building blocks ("the Dapr state store", "output bindings", "pubsub component"). */
export const RUNTIME_FACET_NOUNS = new Set([
  'state', 'store', 'stores', 'output', 'input', 'binding', 'bindings', 'pubsub', 'pub', 'sub', 'secret', 'secrets',
  'configuration', 'api', 'apis', 'component', 'components', 'building', 'block', 'blocks',
  'invocation', 'actor', 'actors',
]);

/** Data-lake zones and environments: bare words that name a copy of a store or a namespace. */
export const ZONE_WORDS = new Set([
  'bronze', 'silver', 'gold', 'raw', 'curated', 'refined', 'landing', 'processed', 'trusted', 'cleansed', 'enriched', 'conformed',
  'staging', 'production', 'prod', 'dev', 'development', 'test', 'qa', 'uat', 'sandbox', 'archive', 'hot', 'cold',
]);

/** Adjectives that describe a whole system ("three-tier web app") rather than a component. */
export const SYSTEM_ADJECTIVES = new Set([
  'threetier', 'twotier', 'ntier', 'tier', 'multi', 'region', 'az', 'serverless', 'simple', 'basic', 'typical',
  'scalable', 'highly', 'available', 'ha', 'static', 'modern', 'legacy', 'monolithic', 'containerized', 'cloud', 'native',
  'production', 'grade', 'secure', 'resilient', 'global', 'small', 'large', 'classic', 'standard', 'full', 'stack', 'fullstack',
  'event', 'driven', 'microservices', 'based', 'hybrid', 'realtime', 'real', 'time',
]);

/** Words that are never component qualifiers (adjectives of scale, filler, verbs in -ing...). */
export const FILLER = new Set([
  'generate', 'create', 'draw', 'design', 'make', 'build', 'show', 'diagram', 'architecture', 'please', 'me', 'us', 'use', 'uses',
  'used', 'using', 'also', 'then', 'all', 'everything', 'it', 'them', 'they', 'there', 'here', 'these', 'both', 'just', 'only',
  'very', 'simple', 'basic', 'some', 'several', 'multiple', 'many', 'few', 'more', 'most', 'main', 'managed', 'private', 'public',
  'live', 'new', 'existing', 'optional', 'shared', 'dedicated', 'regional', 'global', 'zonal', 'its',
  'own', 'each', 'every', 'per', 'same', 'such', 'so', 'not', 'no', 'yes', 'if', 'else', 'otherwise', 'when', 'while', 'whereas', 'than', 'instead', 'example',
  // words that point at whichever part fits, naming none ("the specific services", "the relevant tables")
  'specific', 'various', 'relevant', 'necessary', 'required', 'appropriate', 'respective', 'corresponding', 'particular', 'certain',
  // words that point back at a part named before ("on above bucket", "the aforementioned queue")
  'above', 'aforementioned', 'abovementioned', 'previous', 'former', 'latter',
]);

/**
 * Words kept in a label that still tell no copy from another: "the custom web services" after "web
 * services hosted on VMs" are those services.
 */
export const DESCRIBING_QUALIFIERS: ReadonlySet<string> = new Set(['custom', 'customized', 'bespoke']);

/**
 * Words that say where a part stands in setting it up or in time ("the configured cache", "to set up
 * the CDN", "the current sign-in flow"), never which part it is: no qualifier and no label word.
 */
export const STATE_WORDS: ReadonlySet<string> = new Set([
  'setup', 'configuring', 'configured', 'preconfigured', 'pre-configured', 'reconfigured', 'provisioned', 'preprovisioned', 'pre-provisioned',
  'actual', 'current', 'currently', 'aforesaid',
  // chosen in setting up: "the selected platform", "the specified users"
  'selected', 'specified', 'chosen', 'designated', 'preexisting', 'pre-existing',
  // likeness to something else, never which part: "repeated queue deliveries", "a comparable store"
  'duplicate', 'duplicated', 'repeated', 'similar', 'identical', 'comparable', 'equivalent',
]);

/** Nouns for the whole of a service as its users meet it, no second copy of it: "the CloudFront distribution", "a caching layer". */
export const WHOLE_FACET_NOUNS: ReadonlySet<string> = new Set(['distribution', 'distributions', 'layer', 'layers']);

/** What a service records about itself ("queries on Monitor logs" after Azure Monitor): that service's data, no other copy of it. */
export const RECORD_PART_NOUNS: ReadonlySet<string> = new Set(['log', 'logs', 'metric', 'metrics']);

/** Nouns for what a product shows its users, no second copy of it and no fuller name: "the Looker dashboards". */
export const SHOWN_FACET_NOUNS: ReadonlySet<string> = new Set(['dashboard', 'report', 'chart', 'visual', 'visualization']);

/** Vendor words dropped from qualifiers and labels ("Amazon", "Azure"). */
export const VENDOR_WORDS = new Set(['aws', 'amazon', 'azure', 'microsoft', 'google', 'gcp', 'oracle', 'oci', 'cloud']);

/** Words that mean the component is replicated ("HA", "redundant"): they imply two availability zones. */
export const HA_WORDS = ['highly available', 'high availability', 'multi az', 'multi-az', 'multiaz', 'redundant', 'fault tolerant', 'across two', 'across 2', 'across three', 'across 3'];

/**
 * Nouns that name a part or instance of a service ("Kafka topic", "CloudWatch log", "CloudFront
 * distribution", "DDB table"): written right after a service's name they belong to its name.
 */
export const PART_NOUNS = new Set([
  'topic', 'topics', 'table', 'tables', 'log', 'logs', 'distribution', 'rule', 'rules', 'pipe', 'bucket', 'buckets', 'queue',
  'queues', 'function', 'functions', 'cluster', 'instance', 'instances', 'stream', 'streams', 'job', 'jobs', 'endpoint',
  'endpoints', 'index', 'database', 'databases', 'container', 'registry', 'repository', 'workspace', 'account', 'pool',
  'namespace', 'datastore', 'store', 'collection', 'bus', 'api', 'app', 'service', 'server', 'vault', 'alarm', 'alarms',
  'dashboard', 'model', 'agent', 'engine', 'domain', 'trigger', 'flow', 'workflow', 'pipeline', 'project', 'tool', 'client', 'port', 'sidecar',
  'subscription', 'activity',
]);

/** What a store holds ("the Redis value", "keys in the cache"): said of one copy of a service, it names no other copy. */
export const PAYLOAD_NOUNS = new Set(['value', 'values', 'key', 'keys', 'item', 'items', 'record', 'records', 'entry', 'entries']);

/**
 * Part nouns for how a service is set up rather than a thing drawn inside it ("an event bus … a
 * routing rule"): when the service's own names end in one, it tells no copy of the service from another.
 */
export const SETTING_NOUNS = new Set(['rule', 'bus', 'policy', 'setting', 'configuration']);

/**
 * Nouns for a piece of a product that runs elsewhere and talks to it ("the Acme client", "the Acme SDK",
 * "an Acme plugin"): after a product said on its own, the product's name followed by one names that piece.
 */
export const OUTSIDE_PART_HEADS = new Set(['client', 'clients', 'sdk', 'sdks', 'library', 'libraries', 'plugin', 'plugins', 'extension', 'extensions', 'driver', 'drivers', 'cli', 'add-in']);

/**
 * Part nouns that name an event or hook of a service rather than a thing it holds ("a blob
 * trigger", "the Cosmos DB change feed", "bucket notifications"): the service itself, not a second one.
 */
export const EVENT_PART_NOUNS = new Set(['trigger', 'triggers', 'event', 'events', 'notification', 'notifications', 'change', 'changes', 'feed', 'hook', 'hooks', 'webhook']);

/**
 * Head nouns a one-word identifier can end in ("cartservice", "orders-api", "loadgenerator"): such
 * a word is the name of a component of that kind, the way code and configuration write names.
 */
export const IDENTIFIER_HEADS = [
  'service', 'svc', 'api', 'db', 'worker', 'gateway', 'generator', 'server', 'proxy', 'queue', 'cache', 'store', 'app',
  'function', 'job', 'scheduler', 'processor', 'handler', 'consumer', 'producer', 'frontend', 'backend',
] as const;

/**
 * Nouns for the thing behind a part ("a MySQL backend", "the Kafka back-end"): after a named store or
 * broker they are that product, not a service of their own.
 */
export const BACKING_NOUNS = new Set(['backend', 'back end', 'back-end']);

/** Bound prefixes that make an ordinary English word with a head noun ("microservice", "webapp", "subprocessor"), not a name. */
export const BOUND_PREFIXES = new Set(['micro', 'nano', 'mini', 'macro', 'multi', 'sub', 'pre', 'post', 're', 'co', 'un', 'over', 'under', 'inter', 'de', 'self', 'auto', 'web', 'mid', 'non']);

/** Acronyms for a setting, format or measure ("a TTL", "the ETag", "a JWT"): written as a name, they still name no component. */
export const TERM_ACRONYMS = new Set([
  'ttl', 'etag', 'etags', 'jwt', 'jwts', 'sla', 'slas', 'slo', 'slos', 'rpo', 'rto', 'kpi', 'kpis', 'uuid', 'guid', 'cidr', 'pii', 'phi',
  'rbac', 'mfa', 'otp', 'json', 'xml', 'csv', 'yaml', 'pdf', 'tiff', 'url', 'urls', 'uri', 'tls', 'ssl', 'ocr', 'sku', 'dtu', 'vcpu',
  'tps', 'rps', 'qps', 'crc', 'utc', 'iso', 'gdpr', 'hipaa',
  // file formats: "NDJSON files", "MP4 clips" are data, not a part
  'ndjson', 'jsonl', 'tsv', 'avro', 'mp4', 'mp3', 'png', 'jpg', 'jpeg', 'gif', 'docx', 'xlsx', 'parquet', 'html',
  // wire protocols and address kinds: "over MQTT", "a WebSocket to …" say how parts talk, not a part
  'http', 'https', 'tcp', 'udp', 'mqtt', 'mqtts', 'amqp', 'websocket', 'websockets', 'wss', 'ssh', 'sftp', 'ftp', 'smtp', 'bgp', 'saml',
  'oidc', 'hls', 'rtmp', 'rtsp', 'fqdn', 'lte', 'icmp', 'ipsec', 'rdp',
]);

/**
 * Programming languages, runtimes and web frameworks: what a part is written with. Named as a note
 * ("(Rust)") or as the framework a part uses, they describe that part and are no part of their own.
 */
export const CODE_STACKS = new Set([
  'go', 'golang', 'rust', 'python', 'java', 'javascript', 'typescript', 'ruby', 'php', 'c#', 'c++', 'f#', 'kotlin', 'scala', 'elixir', 'erlang', 'swift',
  '.net', 'net', '.net core', 'dotnet', 'node', 'node.js', 'nodejs', 'deno', 'vue', 'vue.js', 'react', 'react.js', 'reactjs', 'angular', 'svelte', 'next.js', 'express', 'express.js',
  'flask', 'django', 'fastapi', 'spring', 'spring boot', 'rails', 'ruby on rails', 'sinatra', 'laravel', 'asp.net', 'asp.net core', 'gin', 'mux',
]);

/** Spellings of one runtime or framework ("Node.js", "NodeJS", "Node"; "Golang", "Go"): names compare by the plain one. */
export const STACK_SPELLINGS: Readonly<Record<string, string>> = {
  'node.js': 'node', nodejs: 'node', golang: 'go', 'react.js': 'react', reactjs: 'react', 'vue.js': 'vue', vuejs: 'vue',
  'express.js': 'express', expressjs: 'express', 'next.js': 'next', nextjs: 'next', 'nest.js': 'nest', nestjs: 'nest',
};

/** Everyday nouns and the longer word they shorten ("the app" after "the application"). */
export const SHORT_NOUNS: Readonly<Record<string, string>> = { app: 'application', repo: 'repository', db: 'database', config: 'configuration' };

/**
 * What people send into a system ("visitor traffic", "customer requests"): after a verb, people named
 * right before one of these are where it comes from, not where the verb sends something.
 */
export const INBOUND_PAYLOADS = new Set([
  'traffic', 'request', 'requests', 'query', 'queries', 'order', 'orders', 'upload', 'uploads', 'input', 'inputs',
  'communication', 'communications', 'call', 'calls', 'session', 'sessions', 'feedback', 'submission', 'submissions',
  'transaction', 'transactions', 'click', 'clicks', 'interaction', 'interactions', 'question', 'questions', 'utterances',
]);

/**
 * Verbs that steer people somewhere ("sends visitors to", "directs shoppers to"): the people named
 * right after one, before "to", are the traffic being steered, so they are where it comes from.
 */
export const STEERING_VERBS = new Set(['send', 'direct', 'route', 'redirect', 'steer', 'forward', 'guide', 'funnel', 'point', 'bring']);

/** Lemmas of verbs whose object is a process a part runs ("coordinates the boarding workflow"), not a workflow product. */
export const PROCESS_VERBS: ReadonlySet<string> = new Set(['manage', 'initiate', 'coordinate', 'orchestrate', 'start', 'begin', 'kick off', 'oversee', 'handle', 'drive', 'govern']);

/** Lemmas of verbs whose object "functions" are duties ("perform functions on the photos"), not a serverless product. */
export const DUTY_VERBS: ReadonlySet<string> = new Set(['perform', 'serve', 'fulfil', 'fulfill', 'carry out']);

/** Lowercase one-word product names that, after a describing word, name a field of study ("fluid dynamics"). */
export const FIELD_WORDS: ReadonlySet<string> = new Set(['dynamics']);

/** Nouns for a document people read about a system ("the Retail Analytics Solution Guide"): a name ending in one is no part. */
export const READING_NOUNS: ReadonlySet<string> = new Set([
  'guide', 'guides', 'tutorial', 'tutorials', 'documentation', 'handbook', 'whitepaper', 'codelab', 'codelabs', 'walkthrough', 'cookbook', 'manual',
]);
/** Words for an activity, not a thing ("ingestion"): said alone they draw the activity, never a provider's product for it. */
export const ACTIVITY_NOUNS: ReadonlySet<string> = new Set(['ingestion', 'ingest', 'processing', 'transformation', 'orchestration']);
/** Head nouns of work that runs to completion ("a Cloud Run job", "a batch task"); the other kind serves on ("service", "app"). */
export const FINITE_RUN_HEADS: ReadonlySet<string> = new Set(['job', 'jobs', 'task', 'tasks', 'batch', 'run', 'runs']);
/** Nouns for the machines a scaling group runs ("a fleet of tally servers in an Auto Scaling group"). */
export const MACHINE_NOUNS: ReadonlySet<string> = new Set(['server', 'servers', 'instance', 'instances', 'node', 'nodes', 'host', 'hosts', 'machine', 'machines', 'vm', 'vms', 'worker', 'workers']);
/** Head nouns of work that keeps serving requests. */
export const SERVING_RUN_HEADS: ReadonlySet<string> = new Set(['service', 'services', 'app', 'apps', 'api', 'server', 'servers', 'site', 'website']);
/** Words of order after "the" ("the next queue", "the previous stage"): they point along the flow at one named or drawn there, and name no copy. */
/** Ordinals that single out one of several parts ('the second job'). */
export const ORDINAL_WORDS: ReadonlySet<string> = new Set(['first', 'second', 'third', 'fourth', 'fifth']);
export const ORDER_POINTERS: ReadonlySet<string> = new Set(['next', 'previous', 'prior', 'preceding', 'subsequent']);
/** Adverbs that carry a story on to its next step ("It then …", "Next, it …"): the same doer goes on. */
export const STEP_ADVERBS = new Set(['then', 'next', 'also', 'afterwards', 'afterward', 'later', 'finally', 'subsequently', 'thereafter', 'lastly']);

/** Verbs an SDK call's name opens with ("PutRecord", "StartJobRun"): such a name is a call one part makes, not a part. */
export const OPERATION_VERBS: ReadonlySet<string> = new Set([
  'get', 'put', 'create', 'delete', 'start', 'stop', 'send', 'list', 'describe', 'update', 'invoke', 'translate', 'detect', 'analyze',
  'submit', 'query', 'scan', 'receive', 'batch', 'run',
]);

/** Nouns that only say an operation is a call ("the CreateOrder API", "a GetItem request"). */
export const CALL_NOUNS: ReadonlySet<string> = new Set(['api', 'apis', 'call', 'calls', 'action', 'actions', 'operation', 'operations', 'request', 'requests', 'method']);

/** Words that deny the verb after them ("never writes", "cannot reach", "is not sent"). */
export const DENIALS: ReadonlySet<string> = new Set(['not', 'never', 'cannot']);
/** What is left of an auxiliary before a lost "n't" ("can't" reads "can t", "doesn't" reads "doesn t"). */
export const CONTRACTED_DENIALS: ReadonlySet<string> = new Set([
  'can', 'don', 'doesn', 'didn', 'won', 'isn', 'aren', 'wasn', 'weren', 'shouldn', 'couldn', 'wouldn', 'mustn', 'hasn', 'haven', 'hadn', 'needn',
]);
/** Words that may stand between a denial and its verb ("not be able to reach"). */
export const DENIAL_HELPERS: ReadonlySet<string> = new Set(['be', 'able', 'to', 'allowed', 'supposed', 'meant']);
/** Words after "not" that limit a claim instead of denying it ("not only", "not just"). */
export const LIMITING_AFTER_NOT: ReadonlySet<string> = new Set(['only', 'just', 'merely', 'necessarily', 'always', 'all', 'every', 'everything']);

/** Nouns that say a named ability is code of some part ("the refund logic", "search functionality"): not part of its name. */
export const FEATURE_NOUNS = new Set(['functionality', 'logic', 'feature', 'features', 'capability', 'capabilities', 'code', 'component', 'module']);

/** Verbs that grow a pool a part already is ("starts extra VMs", "adds more nodes"): the pool, not a second part. */
export const SCALING_VERBS = new Set(['spin', 'start', 'add', 'launch', 'provision', 'scale', 'bring', 'allocate']);
/** Words before a plural that say more of the same ("additional VMs", "extra nodes", "more instances"). */
export const MORE_WORDS = new Set(['additional', 'extra', 'more']);

/**
 * Words that say a part is left out ("with no Lambda", "without a NAT gateway", "instead of a queue",
 * "removing the need for a server"): right before a part's name, the text says it is not drawn.
 */
export const ABSENCE_OPENERS = ['zero', 'without', 'without any', 'without using', 'without needing', 'without requiring', 'instead of', 'instead of using',
  'rather than', 'rather than using', 'in place of', 'no need for', 'no', 'without the need for',
  ...['removing', 'removes', 'remove', 'eliminating', 'eliminates', 'eliminate', 'avoiding', 'avoids', 'avoid'].map((verb) => `${verb} the need for`)];

/** Words between an absence opener and the part it leaves out ("without a single Lambda", "no extra servers"). */
export const ABSENCE_FILLERS = ['a', 'an', 'any', 'the', 'single', 'extra', 'additional', 'separate', 'dedicated', 'intermediate', 'intermediary', 'custom', 'own'];

/** After "no <part>", what makes the clause say the part is not there ("no Lambda function is needed"), not that it lacks something. */
export const ABSENCE_PREDICATES = ['needed', 'required', 'necessary', 'involved', 'used', 'deployed', 'provisioned', 'managed', 'written'];

/** Words for what a role carries, said before the role noun ("as its event source", "as the data target"). */
export const ROLE_CARRIED = ['event', 'events', 'data', 'message', 'messages', 'input', 'output', 'invocation', 'trigger', 'main', 'primary', 'only'];

/** Kinds of service a part consults and gets an answer from (sign-in, secrets, keys): data it checked goes on from the part, not from them. */
export const CONSULTED_KINDS: ReadonlySet<string> = new Set(['identity', 'secrets', 'kms']);

/** Kinds of store whose everyday plural word ("secrets", "certificates") is also the data the store hands out to parts. */
export const HELD_DATA_KINDS: ReadonlySet<string> = new Set(['secrets', 'certificate']);
