import { NAMED_PRODUCT_KINDS } from './products.js';
import type { ServiceKind } from './types.js';

/**
 * The role a service's name implies, first match wins: case-insensitive patterns over the name.
 * Used to place the shapes derived from draw.io (scripts/catalog/derive.ts) and to draw a name the
 * catalog lacks as the right kind of thing (kindOfName: "Ledger DB" → a database).
 */
export const KIND_RULES: readonly (readonly [pattern: string, kind: ServiceKind])[] = [
  ['cost|billing|budget|savings plan|reserved instance|pricing|device security|license manager', 'generic'],
  ['codeguru|devops guru|lookout for|fraud detector|\\bforecast\\b|personalize|automl|video intelligence|jobs api|inference api|recommendations ai', 'ai_service'],
  ['certificate', 'certificate'],
  ['stream analytics|kinesis data analytics|dataproc|\\bemr\\b|databricks|hd ?insight|\\bspark\\b|\\bflink\\b', 'stream_processing'],
  ['api gateway|api management|apigee|\\bendpoints?\\b.*api|api.*\\bendpoints?\\b|cloud endpoints', 'api_gateway'],
  ['migration|datasync|data ?sync|glue|data ?factory|dataflow|data fusion|databrew|dataprep|\\betl\\b|appflow|data pipeline|transfer|nifi|airbyte|fivetran', 'etl'],
  ['lambda|\\bfunctions?\\b', 'function'],
  ['\\bqueues?\\b|\\bmq\\b|service bus|cloud tasks', 'queue'],
  ['event ?bridge|event grid|event bus', 'event_bus'],
  ['notification|\\btopics?\\b|\\bsns\\b|pinpoint', 'notification'],
  ['event hubs?|kinesis data streams|kinesis video|\\bkinesis\\b|\\bstreams?\\b|\\bkafka\\b|pub/?sub', 'stream'],
  ['step functions|logic apps?|workflows?|\\bcomposer\\b|airflow|\\bswf\\b', 'workflow'],
  ['scheduler', 'scheduler'],
  ['\\bemail\\b|\\bses\\b|simple email', 'email'],
  ['redis|\\bcache\\b|memorystore|memcached|\\bdax\\b', 'cache'],
  ['graph ?db|graph database|neptune|gremlin', 'graph_db'],
  ['timestream|time series', 'timeseries_db'],
  ['cosmos|dynamo|nosql|document ?db|bigtable|firestore|datastore|cassandra|mongo|couchdb|keyspaces|table storage|ledger|healthlake', 'nosql'],
  ['data warehouse|synapse|redshift|bigquery|big query', 'data_warehouse'],
  ['data lake|lake formation', 'data_lake'],
  ['\\bsql\\b|database|mysql|postgre|mariadb|aurora|\\brds\\b|oracle|spanner', 'relational_db'],
  ['search|kendra|elasticsearch', 'search'],
  ['backup|recovery services|glacier|archive|disaster recovery|site recovery', 'backup'],
  ['bucket|\\bblobs?\\b|\\bobjects?\\b|\\bs3\\b|cloud storage|storage accounts?', 'object_storage'],
  ['\\bfiles?\\b|\\befs\\b|\\bfsx\\b|netapp|filestore|\\bnfs\\b', 'file_storage'],
  ['\\bdisks?\\b|volumes?|\\bebs\\b|block store|\\bssd\\b', 'block_storage'],
  ['\\bdns\\b|route ?53', 'dns'],
  ['\\bcdn\\b|cloudfront|front ?door', 'cdn'],
  ['web application firewall|\\bwaf\\b', 'waf'],
  ['firewall|network security group|security groups?|armor', 'firewall'],
  ['ddos|shield', 'ddos'],
  ['load balanc|\\belb\\b|\\balb\\b|\\bnlb\\b|traffic manager|application gateway', 'load_balancer'],
  ['\\bnat\\b', 'nat'],
  ['internet gateway', 'igw'],
  ['\\bvpn\\b|virtual network gateway|local network gateway', 'vpn'],
  ['express ?route|direct connect|interconnect', 'direct_connect'],
  ['transit gateway|virtual wan|cloud router\\b', 'transit_gateway'],
  ['private ?link|private endpoint|vpc endpoint|\\bendpoints?\\b', 'private_endpoint'],
  ['bastion', 'bastion'],
  ['service mesh|app mesh|traffic director|cloud map', 'service_mesh'],
  ['kubernetes|\\beks\\b|\\baks\\b|\\bgke\\b|openshift|container engine', 'k8s_cluster'],
  ['container registr|\\bregistry\\b|\\becr\\b', 'registry'],
  ['container instances?|container apps?|fargate|\\becs\\b|cloud run|app runner|container service', 'container_service'],
  ['containers?', 'container'],
  ['scale sets?|auto ?scaling|instance pools?', 'autoscaling_group'],
  ['app services?|web apps?|beanstalk|app engine|static (web )?apps?|amplify|spring', 'web_app'],
  ['\\bbatch\\b|parallel cluster|\\bhpc\\b', 'batch'],
  ['virtual machines?|\\bvms?\\b|instances?\\b|\\bec2\\b|compute engine|servers?\\b|lightsail|\\bhosts?\\b', 'vm'],
  ['key vaults?|\\bkms\\b|key management|\\bkeys\\b|\\bhsm\\b', 'kms'],
  ['secrets?', 'secrets'],
  ['active directory|\\bad\\b|identity|cognito|\\biam\\b|single sign|\\bsso\\b|managed identit|entra|b2c|directory service|\\busers?\\b|app registrations|enterprise applications|conditional access|\\broles?\\b', 'identity'],
  ['sentinel|security center|defender|guardduty|security hub|command center|inspector|macie|detective|security scanner|threat', 'security_posture'],
  ['cloudtrail|\\baudit|activity log|audit manager', 'audit'],
  ['\\blogs?\\b|logging|log analytics', 'logging'],
  ['x-?ray|\\btrace|tracing', 'tracing'],
  ['monitor|cloudwatch|stackdriver|insights|\\bmetrics\\b|error reporting|profiler|debugger|alerts?', 'monitoring'],
  ['code ?commit|repos(itor(y|ies))?\\b', 'repository'],
  ['code ?pipeline|code ?build|code ?deploy|pipelines?|devops|\\bbuilds?\\b|deploy|cloud build|codestar', 'ci_cd'],
  ['cloudformation|resource manager|templates?|terraform|blueprints?|deployment manager|\\bcdk\\b', 'iac'],
  ['\\bconfig\\b|configuration|polic(y|ies)|app config|systems manager|parameter store', 'config'],
  ['iot hub|iot core|iot central|\\biot\\b|greengrass|sphere|digital twins|device (gateway|management|jobs|shadow|defender)', 'iot_hub'],
  ['quicksight|power bi|looker|data studio|analysis services', 'bi'],
  ['data catalog|purview', 'data_catalog'],
  ['notebook|datalab|workbench', 'notebook'],
  ['sagemaker|machine learning|ai platform|vertex|automl|\\bml\\b|\\btpu\\b|inference|deep learning|mxnet|tensorflow|pytorch', 'ml_platform'],
  ['\\bai\\b|cognitive|speech|vision|language|translat|rekognition|comprehend|polly|\\blex\\b|textract|transcribe|\\bbots?\\b|forecast|personalize|fraud|lookout|dialogflow|recommendation|augmented ai|codeguru|devops guru', 'ai_service'],
  ['analytics|athena|\\bemr\\b|data exchange', 'analytics'],
  ['\\bdeveloper\\b|\\bmobile\\b|\\bbrowser\\b', 'generic'],
];

/**
 * Head nouns of names people give their own parts ("Orders DB", "billing worker"), tried after
 * KIND_RULES: too general to place a vendor's product, right for a part the catalog lacks.
 */
export const NAME_TAIL_RULES: readonly (readonly [pattern: string, kind: ServiceKind])[] = [
  ['\\bdb\\b|\\bdata ?store\\b|\\bledger\\b', 'relational_db'],
  ['\\bbroker\\b|\\brelay\\b|\\binbox\\b|\\boutbox\\b', 'queue'],
  ['\\bwebhooks?\\b|\\bthird[- ]party\\b|\\bexternal\\b|\\bpartner\\b|\\bsaas\\b', 'external_api'],
  ['\\bfrontend\\b|\\bfront[- ]end\\b|\\bportal\\b|\\bwebsite\\b|\\bweb ?app\\b|\\bdashboard\\b', 'web_app'],
  ['\\bllm\\b|\\bmodel\\b|\\bagent\\b|\\bchat ?bot\\b|\\bassistant\\b', 'ai_service'],
  ['\\bcron\\b|\\bscheduled\\b|\\btimer\\b', 'scheduler'],
  ['\\bservices?\\b|\\bapi\\b|\\bbackend\\b|\\bback[- ]end\\b|\\bworkers?\\b|\\bprocessor\\b|\\bhandler\\b|\\bengine\\b', 'microservice'],
];

const COMPILED = [...KIND_RULES, ...NAME_TAIL_RULES].map(([pattern, kind]) => [new RegExp(pattern, 'i'), kind] as const);

/**
 * The kind a name implies ("Orders DB" → relational_db, "Contoso Event Relay" → queue, "billing
 * service" → microservice), or undefined when it says nothing about its role. With
 * genericService(kind, provider), a name the catalog lacks still draws as the right kind.
 */
export function kindOfName(name: string): ServiceKind | undefined {
  // "Segment", "Presto cluster": a product whose name is an everyday word, written as a name.
  const first = /^[A-Za-z][\w-]*/.exec(name.replace(/^apache\s+/i, ''))?.[0].toLowerCase();
  if (first && Object.hasOwn(NAMED_PRODUCT_KINDS, first)) return NAMED_PRODUCT_KINDS[first];
  for (const [pattern, kind] of COMPILED) if (kind !== 'generic' && pattern.test(name)) return kind;
  return undefined;
}
