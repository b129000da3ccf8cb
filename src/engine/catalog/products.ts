import { genericService, KIND_CATEGORY } from './generic.js';
import type { ServiceEntry, ServiceKind } from './types.js';

/**
 * Third-party and open-source products people name in architecture descriptions, with the kind of
 * thing each one is. draw.io ships no icon for them, so none is invented: each is drawn with the
 * generic shape of its kind (generic.ts) and labelled with the text's own name. Rows are
 * `[slug, name, kind, extra names]`; the id is `general.<slug>`.
 *
 * Names that are everyday English words ("Segment", "Beam", "Nomad") are not here: a word like that
 * names a product only when the text writes it as a name, so they live in NAMED_PRODUCT_KINDS and
 * give a capitalised name its kind without making the word a product.
 */
export const PRODUCTS: readonly (readonly [slug: string, name: string, kind: ServiceKind, aliases: readonly string[]])[] = [
  // data movement and transformation
  ['kafka_connect', 'Kafka Connect', 'etl', ['kafka connect cluster', 'kafka connector', 'kafka connectors']],
  ['debezium', 'Debezium', 'etl', []],
  ['nifi', 'Apache NiFi', 'etl', ['nifi']],
  ['logstash', 'Logstash', 'etl', []],
  ['airbyte', 'Airbyte', 'etl', []],
  ['fivetran', 'Fivetran', 'etl', []],
  ['dbt', 'dbt', 'etl', ['dbt core', 'dbt cloud', 'data build tool']],
  ['talend', 'Talend', 'etl', []],
  ['informatica', 'Informatica', 'etl', []],
  ['matillion', 'Matillion', 'etl', []],
  ['mulesoft', 'MuleSoft', 'etl', ['mulesoft anypoint']],
  ['azcopy', 'AzCopy', 'etl', []],
  ['rclone', 'rclone', 'etl', []],
  ['rsync', 'rsync', 'etl', []],
  ['zapier', 'Zapier', 'workflow', []],
  ['n8n', 'n8n', 'workflow', []],
  ['camunda', 'Camunda', 'workflow', []],
  ['node_red', 'Node-RED', 'workflow', ['nodered']],
  ['sidekiq', 'Sidekiq', 'queue', []],
  // messaging
  ['pulsar', 'Apache Pulsar', 'stream', []],
  ['redpanda', 'Redpanda', 'stream', []],
  ['mosquitto', 'Eclipse Mosquitto', 'queue', ['mosquitto']],
  ['emqx', 'EMQX', 'queue', []],
  ['hivemq', 'HiveMQ', 'queue', []],
  ['zeromq', 'ZeroMQ', 'queue', []],
  ['rabbitmq', 'RabbitMQ', 'queue', ['rabbit mq']],
  ['activemq', 'Apache ActiveMQ', 'queue', ['activemq', 'activemq artemis']],
  ['nats', 'NATS', 'queue', ['nats server', 'nats jetstream']],
  // databases and query engines
  ['clickhouse', 'ClickHouse', 'data_warehouse', []],
  ['trino', 'Trino', 'analytics', []],
  ['spark', 'Apache Spark', 'analytics', ['spark', 'apache spark', 'spark cluster', 'pyspark']],
  ['hadoop', 'Apache Hadoop', 'analytics', ['hadoop', 'apache hadoop', 'hadoop cluster']],
  ['hive', 'Apache Hive', 'data_warehouse', ['hive metastore']],
  ['druid', 'Apache Druid', 'analytics', []],
  ['pinot', 'Apache Pinot', 'analytics', []],
  ['neo4j', 'Neo4j', 'graph_db', []],
  ['influxdb', 'InfluxDB', 'timeseries_db', []],
  ['timescaledb', 'TimescaleDB', 'timeseries_db', []],
  ['cockroachdb', 'CockroachDB', 'relational_db', []],
  ['sqlite', 'SQLite', 'relational_db', []],
  ['couchbase', 'Couchbase', 'nosql', []],
  ['scylladb', 'ScyllaDB', 'nosql', []],
  ['sap_hana', 'SAP HANA', 'relational_db', []],
  ['teradata', 'Teradata', 'data_warehouse', []],
  ['vertica', 'Vertica', 'data_warehouse', []],
  ['zookeeper', 'Apache ZooKeeper', 'config', ['zookeeper']],
  ['algolia', 'Algolia', 'search', []],
  ['meilisearch', 'Meilisearch', 'search', []],
  ['typesense', 'Typesense', 'search', []],
  ['ceph', 'Ceph', 'object_storage', []],
  ['glusterfs', 'GlusterFS', 'file_storage', []],
  // analytics, dashboards and product data
  ['kibana', 'Kibana', 'bi', []],
  ['superset', 'Apache Superset', 'bi', []],
  ['redash', 'Redash', 'bi', []],
  ['qlik', 'Qlik Sense', 'bi', ['qlik']],
  ['mixpanel', 'Mixpanel', 'analytics', []],
  ['snowplow', 'Snowplow', 'analytics', []],
  ['jupyterhub', 'JupyterHub', 'notebook', ['jupyter', 'jupyter notebook', 'jupyter notebooks', 'jupyterlab']],
  ['mlflow', 'MLflow', 'ml_platform', ['mlflow tracking']],
  ['kubeflow', 'Kubeflow', 'ml_platform', ['kubeflow pipelines']],
  ['hugging_face', 'Hugging Face', 'ai_service', ['huggingface', 'hugging face hub']],
  ['langchain', 'LangChain', 'ai_service', []],
  ['llamaindex', 'LlamaIndex', 'ai_service', ['llama index']],
  ['streamlit', 'Streamlit', 'web_app', ['streamlit app']],
  ['gradio', 'Gradio', 'web_app', []],
  // operations
  ['pagerduty', 'PagerDuty', 'notification', ['pager duty']],
  ['opsgenie', 'Opsgenie', 'notification', []],
  ['dynatrace', 'Dynatrace', 'monitoring', []],
  ['appdynamics', 'AppDynamics', 'monitoring', []],
  ['thanos', 'Thanos', 'monitoring', []],
  ['netbox', 'NetBox', 'config', []],
  ['phpipam', 'phpIPAM', 'config', []],
  ['ansible', 'Ansible', 'iac', ['ansible playbook', 'ansible playbooks', 'ansible tower', 'ansible automation platform']],
  ['puppet_enterprise', 'Puppet Enterprise', 'iac', []],
  ['crossplane', 'Crossplane', 'iac', []],
  ['terraform_cloud', 'Terraform Cloud', 'iac', ['hcp terraform', 'terraform enterprise']],
  ['spinnaker', 'Spinnaker', 'ci_cd', []],
  ['tekton', 'Tekton', 'ci_cd', ['tekton pipelines']],
  ['travis_ci', 'Travis CI', 'ci_cd', []],
  ['teamcity', 'TeamCity', 'ci_cd', []],
  ['bitbucket', 'Bitbucket', 'repository', ['bitbucket cloud', 'bitbucket server', 'bitbucket repo', 'bitbucket repository']],
  ['sonarqube', 'SonarQube', 'security_posture', ['sonarcloud']],
  ['trivy', 'Trivy', 'security_posture', []],
  ['snyk', 'Snyk', 'security_posture', []],
  ['artifactory', 'JFrog Artifactory', 'registry', ['artifactory']],
  ['sonatype_nexus', 'Sonatype Nexus', 'registry', ['nexus repository', 'nexus repository manager']],
  ['velero', 'Velero', 'backup', []],
  ['veeam', 'Veeam', 'backup', ['veeam backup']],
  ['consul', 'HashiCorp Consul', 'service_mesh', []],
  ['traefik', 'Traefik', 'ingress', ['traefik proxy']],
  ['tomcat', 'Apache Tomcat', 'web_app', ['tomcat']],
  ['docker', 'Docker', 'container', ['docker engine', 'docker host', 'docker hosts', 'docker daemon', 'docker containers', 'docker container']],
  // network appliances, virtualisation and agents run on VMs
  ['f5_bigip', 'F5 BIG-IP', 'load_balancer', ['big-ip', 'bigip', 'f5 big-ip', 'f5 bigip', 'big-ip ve', 'bigip-ve', 'f5 bigip-ve', 'f5 load balancer', 'f5 load balancers']],
  ['coredns', 'CoreDNS', 'dns', []],
  ['squid', 'Squid', 'network_misc', ['squid proxy', 'squid server']],
  ['zeek', 'Zeek', 'security_posture', ['zeek ids']],
  ['suricata', 'Suricata', 'security_posture', []],
  ['bindplane', 'BindPlane', 'monitoring', ['bindplane agent', 'bindplane collector']],
  ['vmware_vcenter', 'VMware vCenter', 'onprem', ['vcenter', 'vcenter server', 'vmware vcenter server']],
  ['vmware_esxi', 'VMware ESXi', 'onprem', ['esxi', 'esxi host', 'esxi hosts']],
  ['vmware_vsphere', 'VMware vSphere', 'onprem', ['vsphere']],
  ['httpbin', 'httpbin', 'web_app', []],
  // business systems and SaaS
  ['sap', 'SAP', 'onprem', ['sap s/4hana', 's/4hana', 'sap erp', 'sap ecc', 'sap bw']],
  ['workday', 'Workday', 'external_api', []],
  ['netsuite', 'NetSuite', 'external_api', ['oracle netsuite']],
  ['dynamics_365', 'Dynamics 365', 'external_api', ['microsoft dynamics 365', 'microsoft dynamics', 'dynamics crm']],
  ['shopify', 'Shopify', 'external_api', []],
  ['mailchimp', 'Mailchimp', 'email', []],
  ['sharepoint', 'SharePoint', 'file_storage', ['sharepoint online', 'microsoft sharepoint', 'sharepoint site', 'sharepoint sites']],
  ['dataverse', 'Microsoft Dataverse', 'relational_db', ['dataverse']],
  ['outlook', 'Outlook', 'email', ['microsoft outlook', 'outlook mailbox', 'exchange online']],
  ['gmail', 'Gmail', 'email', []],
  ['google_sheets', 'Google Sheets', 'file_storage', ['google sheet']],
  ['google_drive', 'Google Drive', 'file_storage', []],
  // messaging products named apart from the everyday "alerts" or "e-mail" they send
  ['twilio', 'Twilio', 'notification', ['twilio sms']],
  ['sendgrid', 'SendGrid', 'email', ['twilio sendgrid']],
  ['mailgun', 'Mailgun', 'email', []],
  ['braintree', 'Braintree', 'external_api', []],
  ['docusign', 'DocuSign', 'external_api', []],
  ['ping_identity', 'Ping Identity', 'identity', ['pingfederate', 'ping federate']],
  ['onelogin', 'OneLogin', 'identity', []],
  ['zscaler', 'Zscaler', 'firewall', []],
];

/**
 * Products whose names are everyday words: their kind, used only when the text writes the word as
 * a name ("events arrive from Segment", "a Presto cluster"), never to read the word as a product.
 */
export const NAMED_PRODUCT_KINDS: Readonly<Record<string, ServiceKind>> = {
  segment: 'analytics', amplitude: 'analytics', presto: 'analytics', beam: 'etl', storm: 'stream_processing',
  nomad: 'container_service', vault: 'secrets', tempo: 'tracing', ray: 'ml_platform', chef: 'iac', puppet: 'iac',
  packer: 'iac', nexus: 'registry', harbor: 'registry', falco: 'security_posture', flux: 'ci_cd', airflow: 'workflow',
  kafka: 'stream', temporal: 'workflow', prefect: 'workflow',
  dagster: 'workflow', bamboo: 'ci_cd', sentry: 'monitoring', celery: 'queue', plaid: 'external_api',
  varnish: 'cache', consul: 'service_mesh', salesforce: 'external_api', stripe: 'external_api',
};

/** The catalog entries of PRODUCTS: vendor-neutral, drawn as the generic shape of their kind. */
export function productEntries(): ServiceEntry[] {
  return PRODUCTS.map(([slug, name, kind, aliases]) => {
    const shape = genericService(kind, 'general');
    return {
      id: 'general.' + slug, provider: 'general', name, short: name, synonyms: aliases.map((a) => a.toLowerCase()),
      category: KIND_CATEGORY[kind], kind, style: shape.style, width: shape.width, height: shape.height, container: false, equivalents: [],
    };
  });
}

/** Ids of the PRODUCTS entries: named products, never the default service of their kind. */
export const PRODUCT_IDS: ReadonlySet<string> = new Set(PRODUCTS.map(([slug]) => 'general.' + slug));
