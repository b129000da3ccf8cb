import type { Template } from './types.js';

export const THREE_TIER: Template = {
  id: 'three_tier',
  azs: 2,
  parts: [
    { id: 'users', kinds: ['users', 'browser', 'mobile'], label: 'Users' },
    { id: 'dns', kinds: ['dns'], when: /\bdns|route ?53|domain\b/ },
    { id: 'cdn', kinds: ['cdn'], when: /\bcdn|cloudfront|front door|static assets\b/ },
    { id: 'lb', kinds: ['load_balancer'] },
    {
      id: 'app', kinds: ['autoscaling_group', 'vm', 'container_service', 'web_app', 'k8s_cluster'],
      service: { aws: 'aws.auto_scaling', azure: 'azure.vmss', gcp: 'gcp.mig', oci: 'oci.instance_pool', general: 'general.app_server' },
    },
    { id: 'cache', kinds: ['cache'], when: /\bcache|redis|memcached|elasticache|sessions?\b/ },
    { id: 'db', kinds: ['relational_db', 'nosql'], props: { multi_az: true } },
    { id: 'nat', kinds: ['nat'], providers: ['aws'] },
  ],
  chains: [['users', 'dns', 'cdn', 'lb', 'app']],
  edges: [['app', 'cache'], ['app', 'db']],
};

/** Frontends that host themselves and call functions directly: no CDN, bucket or API gateway is added for them. */
const HOSTED_FRONTENDS = ['gcp.firebase', 'azure.static_web_apps', 'aws.amplify', 'azure.app_service'];

export const SERVERLESS_WEB: Template = {
  id: 'serverless_web',
  parts: [
    { id: 'users', kinds: ['users'], label: 'Users' },
    { id: 'spa', kinds: ['web_app', 'browser'], service: { aws: 'general.web_frontend', azure: 'general.web_frontend', gcp: 'general.web_frontend', oci: 'general.web_frontend', general: 'general.web_frontend' }, label: 'Web app (SPA)' },
    { id: 'cdn', kinds: ['cdn'], skipIfServices: HOSTED_FRONTENDS },
    { id: 'bucket', kinds: ['object_storage'], label: 'Static site bucket', service: { azure: 'azure.blob_storage' }, skipIfServices: HOSTED_FRONTENDS },
    { id: 'idp', kinds: ['identity'], service: { azure: 'azure.ad_b2c', gcp: 'gcp.identity_platform' } },
    { id: 'api', kinds: ['api_gateway'], skipIfServices: HOSTED_FRONTENDS },
    { id: 'fn', kinds: ['function'] },
    { id: 'db', kinds: ['nosql', 'relational_db'] },
  ],
  chains: [['spa', 'api', 'fn']],
  edges: [['users', 'spa'], ['spa', 'cdn'], ['cdn', 'bucket'], ['spa', 'idp', 'sign in'], ['idp', 'api', 'authorize'], ['fn', 'db']],
};

export const SERVERLESS_API: Template = {
  id: 'serverless_api',
  parts: [
    { id: 'client', kinds: ['browser', 'users', 'mobile'], matchOnly: true },
    { id: 'idp', kinds: ['identity'], when: /\bauth\w*|login|sign[ -]?in|users? pool|cognito|jwt|oauth\b/ },
    { id: 'api', kinds: ['api_gateway'] },
    { id: 'fn', kinds: ['function'] },
    // "invoked asynchronously" is how a part is called, not a queue between parts.
    { id: 'queue', kinds: ['queue'], when: /\bqueue|async(?!hronously (?:triggered|invoked|called)|\w* (?:invocation|invoke))\w*|sqs|service bus\b/ },
    { id: 'db', kinds: ['nosql', 'relational_db'] },
    { id: 'storage', kinds: ['object_storage'], when: /\bfiles?|uploads?|bucket|s3|images?|blob\b/ },
  ],
  edges: [['client', 'api'], ['idp', 'api', 'authorize'], ['api', 'fn'], ['fn', 'queue'], ['fn', 'db'], ['fn', 'storage']],
};

export const STATIC_SITE: Template = {
  id: 'static_site',
  parts: [
    { id: 'users', kinds: ['users', 'browser'], label: 'Users' },
    { id: 'dns', kinds: ['dns'] },
    { id: 'cdn', kinds: ['cdn'] },
    { id: 'cert', kinds: ['certificate'], when: /\bhttps|tls|ssl|certificate\b/ },
    { id: 'bucket', kinds: ['object_storage'], label: 'Static site bucket', service: { azure: 'azure.blob_storage' } },
  ],
  chains: [['users', 'dns', 'cdn', 'bucket']],
  edges: [['cert', 'cdn']],
};
