import type { Template } from './types.js';

/**
 * The usual shape of applications people name by what they do ("a chat app", "an online store")
 * rather than by their parts. Used only for prompts that name few parts; every part added is
 * listed in `understood`.
 */

const SEARCH = /\bsearch\w*|catalog(ue)?s?|products?\b/;
const FILES = /\b(images?|photos?|pictures?|videos?|files?|uploads?|media|attachments?|avatars?)\b/;
const BACKGROUND = /\b(notifications?|e-?mails?|background|jobs?|async\w*|queues?|workers?)\b/;
const PUSH = /\bpush|notifications?|alerts?\b/;

export const REALTIME_APP: Template = {
  id: 'realtime_app',
  parts: [
    { id: 'users', kinds: ['users', 'browser', 'mobile'], label: 'Clients' },
    // A managed WebSocket endpoint where the provider has one; on Google Cloud the service holds the sockets itself.
    {
      id: 'rt', kinds: ['api_gateway', 'notification'], label: 'Realtime API (WebSockets)',
      service: { aws: 'aws.api_gateway', azure: 'azure.signalr', general: 'general.api_gateway' }, providers: ['aws', 'azure', 'general'],
    },
    { id: 'app', kinds: ['function', 'container_service', 'microservice', 'k8s_workload', 'web_app', 'vm'], label: 'App service', service: { aws: 'aws.lambda', azure: 'azure.functions', gcp: 'gcp.cloud_run' } },
    { id: 'cache', kinds: ['cache'], label: 'Presence and session cache' },
    { id: 'db', kinds: ['nosql', 'relational_db'] },
  ],
  chains: [['users', 'rt', 'app']],
  edges: [['app', 'cache'], ['app', 'db']],
};

export const ONLINE_STORE: Template = {
  id: 'online_store',
  azs: 2,
  parts: [
    { id: 'users', kinds: ['users', 'browser', 'mobile'], label: 'Shoppers' },
    { id: 'cdn', kinds: ['cdn'] },
    { id: 'images', kinds: ['object_storage'], label: 'Product images' },
    { id: 'lb', kinds: ['load_balancer'] },
    { id: 'app', kinds: ['container_service', 'microservice', 'k8s_workload', 'web_app', 'vm', 'autoscaling_group'], label: 'Store app', service: { general: 'general.app_server' } },
    { id: 'cache', kinds: ['cache'], label: 'Cart and session cache' },
    { id: 'search', kinds: ['search'], label: 'Product search', when: SEARCH },
    { id: 'db', kinds: ['relational_db'], label: 'Orders and catalog', props: { multi_az: true } },
    { id: 'queue', kinds: ['queue'], label: 'Order queue' },
    { id: 'worker', kinds: ['function'], label: 'Order worker' },
    { id: 'payments', kinds: ['external_api'], service: { aws: 'general.payment_provider', azure: 'general.payment_provider', gcp: 'general.payment_provider', oci: 'general.payment_provider', kubernetes: 'general.payment_provider', general: 'general.payment_provider' }, label: 'Payment provider' },
  ],
  chains: [['users', 'cdn', 'lb', 'app']],
  edges: [['cdn', 'images'], ['app', 'cache'], ['app', 'search'], ['app', 'db'], ['app', 'payments', 'checkout'], ['app', 'queue', 'orders'], ['queue', 'worker'], ['worker', 'db']],
};

export const MEDIA_STREAMING: Template = {
  id: 'media_streaming',
  parts: [
    { id: 'users', kinds: ['users', 'browser', 'mobile'], label: 'Viewers' },
    { id: 'cdn', kinds: ['cdn'] },
    { id: 'api', kinds: ['api_gateway'] },
    { id: 'app', kinds: ['function', 'container_service', 'microservice', 'web_app'], label: 'Upload and catalog API' },
    { id: 'uploads', kinds: ['object_storage'], label: 'Uploaded media' },
    { id: 'transcode', kinds: ['batch', 'function'], label: 'Transcoding', service: { aws: 'aws.mediaconvert', azure: 'azure.media_service' } },
    { id: 'renditions', kinds: ['object_storage'], label: 'Streaming renditions' },
    { id: 'db', kinds: ['nosql', 'relational_db'], label: 'Media catalog' },
  ],
  chains: [['users', 'cdn', 'renditions'], ['users', 'api', 'app', 'uploads', 'transcode', 'renditions']],
  edges: [['app', 'db']],
};

export const MOBILE_BACKEND: Template = {
  id: 'mobile_backend',
  parts: [
    { id: 'client', kinds: ['mobile', 'users', 'browser'], service: { aws: 'general.mobile', azure: 'general.mobile', gcp: 'general.mobile', oci: 'general.mobile', kubernetes: 'general.mobile', general: 'general.mobile' }, label: 'Mobile app' },
    { id: 'idp', kinds: ['identity'], service: { azure: 'azure.ad_b2c', gcp: 'gcp.identity_platform' } },
    { id: 'api', kinds: ['api_gateway'] },
    { id: 'app', kinds: ['function', 'container_service', 'microservice', 'web_app'], label: 'Backend API' },
    { id: 'db', kinds: ['nosql', 'relational_db'] },
    { id: 'files', kinds: ['object_storage'], label: 'User files', when: FILES },
    { id: 'push', kinds: ['notification', 'topic'], label: 'Push notifications', service: { aws: 'aws.sns', azure: 'azure.notification_hubs' }, when: PUSH },
  ],
  chains: [['client', 'api', 'app']],
  edges: [['client', 'idp', 'sign in'], ['idp', 'api', 'authorize'], ['app', 'db'], ['app', 'files'], ['app', 'push']],
};

/** Everyday web products (a blog, a booking site, a link shortener): the three tiers, plus what the words ask for. */
export const WEB_PRODUCT: Template = {
  id: 'web_product',
  parts: [
    { id: 'users', kinds: ['users', 'browser', 'mobile'], label: 'Users' },
    { id: 'cdn', kinds: ['cdn'] },
    { id: 'lb', kinds: ['load_balancer', 'api_gateway'] },
    { id: 'app', kinds: ['container_service', 'microservice', 'k8s_workload', 'web_app', 'vm', 'autoscaling_group', 'function'], label: 'Web app', service: { general: 'general.app_server' } },
    { id: 'cache', kinds: ['cache'], when: /\bcache|redis|fast|sessions?|feeds?|shorten\w*|links?\b/ },
    { id: 'search', kinds: ['search'], when: /\bsearch\w*\b/ },
    { id: 'db', kinds: ['relational_db', 'nosql'] },
    { id: 'files', kinds: ['object_storage'], label: 'Media files', when: FILES },
    { id: 'queue', kinds: ['queue'], label: 'Job queue', when: BACKGROUND },
    { id: 'worker', kinds: ['function', 'microservice'], label: 'Background worker', when: BACKGROUND },
  ],
  chains: [['users', 'cdn', 'lb', 'app']],
  edges: [['app', 'cache'], ['app', 'search'], ['app', 'db'], ['app', 'files'], ['app', 'queue'], ['queue', 'worker'], ['worker', 'db']],
};

/** Logs shipped from the applications into a searchable store, archived, and looked at. */
export const LOG_ANALYTICS: Template = {
  id: 'log_analytics',
  parts: [
    { id: 'apps', kinds: ['vm', 'container_service', 'microservice', 'k8s_workload', 'web_app', 'function'], service: { aws: 'general.app_server', azure: 'general.app_server', gcp: 'general.app_server', oci: 'general.app_server', kubernetes: 'general.app_server', general: 'general.app_server' }, label: 'Applications' },
    { id: 'ship', kinds: ['stream', 'etl'], service: { aws: 'aws.kinesis_firehose', azure: 'azure.event_hubs', gcp: 'gcp.pubsub' }, label: 'Log shipping' },
    { id: 'store', kinds: ['search', 'logging'], service: { aws: 'aws.opensearch', azure: 'azure.log_analytics', gcp: 'gcp.cloud_logging' } },
    { id: 'archive', kinds: ['object_storage'], label: 'Log archive' },
    { id: 'alerts', kinds: ['monitoring'], when: /\balert\w*|on[ -]?call|pag(e|ing)\b/ },
  ],
  chains: [['apps', 'ship', 'store']],
  edges: [['ship', 'archive'], ['store', 'alerts']],
};
