import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from '../drawio/index.js';
import { review, score } from './index.js';
import { CORPUS_FILES_DIR } from '../../testing/shared-data.js';

/**
 * Real draw.io files (../shared/corpus) reviewed after drawio.parse. Each row says what a
 * reviewer expects of the diagram — `present`: [rule, component text] pairs that must be raised,
 * `absent`: rules that would be false positives — and the lowest/highest plausible score.
 */
interface Expectation {
  file: string;
  why: string;
  present?: Array<[string, string?]>;
  absent?: string[];
  score?: [number, number];
}

const CORPUS = `${CORPUS_FILES_DIR}/`;

const TABLE: Expectation[] = [
  {
    file: '01-aws-bookstore-vpc-ec2-rds.drawio',
    why: 'EC2 web server in a public subnet behind the internet gateway, single RDS, CloudFront without WAF; Cognito and Secrets Manager present',
    present: [['compute_exposed_directly', 'WebServer EC2'], ['compute_in_public_subnet', 'WebServer EC2'], ['single_instance_spof', 'WebServer EC2'], ['db_no_ha', 'RDS'], ['no_waf', 'WebServer EC2'], ['no_monitoring']],
    absent: ['public_database', 'no_identity_provider', 'no_cdn', 'no_secrets_store'],
    score: [0, 60],
  },
  { file: '02-aws-closed-network-ecs-aurora.drawio', why: 'closed network of CloudFormation stacks and transit gateways: only flow logs are missing', present: [['no_flow_logs', 'VPC']], absent: ['compute_exposed_directly', 'public_database', 'orphaned_node'], score: [90, 100] },
  {
    file: '03-aws-ecs-wordpress-vpc.drawio',
    why: 'ALB → Fargate WordPress tasks with EFS mount targets in private subnets, a service instance in a public subnet',
    present: [['compute_in_public_subnet', 'service-instance'], ['no_autoscaling', 'wp-task'], ['no_backup']],
    absent: ['flat_network', 'public_database', 'no_encryption_transit'],
  },
  { file: '04-aws-vpc-igw-nat-routes.drawio', why: 'one-AZ network plumbing: IGW, one NAT, route tables', present: [['no_flow_logs']], absent: ['single_nat_gateway', 'orphaned_node', 'single_az'], score: [95, 100] },
  {
    file: '05-aws-galaxy-eks-rds-efs.drawio',
    why: 'EKS pods next to RDS in the same private subnets of three AZs, an ingress with no backend drawn, AWS Backup and CloudWatch present',
    present: [['flat_network', 'Private subnet'], ['lb_no_targets', 'Galaxy Ingress'], ['k8s_no_registry', 'EKS']],
    absent: ['db_no_ha', 'no_backup', 'no_monitoring', 'single_az'],
  },
  {
    file: '06-aws-selenium-ecs-fargate.drawio',
    why: 'developers reach the Selenium hub through an ALB; three ECS services call each other',
    present: [['no_autoscaling', 'Selenium Hub'], ['no_tracing', 'Selenium Hub']],
    absent: ['compute_exposed_directly', 'single_instance_spof', 'no_waf'],
  },
  { file: '07-aws-iot-monitoring-fargate.drawio', why: 'IoT telemetry into DynamoDB without backups or monitoring', present: [['no_backup', 'DynamoDB'], ['no_monitoring']], absent: ['public_database', 'no_encryption_transit'] },
  { file: '08-aws-ppe-detection-serverless.drawio', why: 'serverless icons without edges: only monitoring is missing', present: [['no_monitoring', 'Lambda']], absent: ['orphaned_node', 'no_dlq'], score: [90, 100] },
  { file: '09-aws-ivs-qa-serverless.drawio', why: 'DynamoDB tables and Lambdas without edges', present: [['no_backup', 'DynamoDB'], ['no_monitoring']], absent: ['orphaned_node'] },
  {
    file: '10-aws-video-understanding-stepfn.drawio',
    why: 'users upload straight to S3, Aurora single instance read by Fargate and Lambda, EventBridge → Lambda without DLQ; Cognito present',
    present: [['public_object_storage', 'Amazon Simple Storage Service'], ['db_no_ha', 'Aurora'], ['no_secrets_store', 'Aurora'], ['no_dlq', 'EventBridge'], ['no_waf', 'Amplify']],
    absent: ['no_identity_provider', 'compute_exposed_directly'],
  },
  { file: '11-aws-focusmark-route53-lambda.drawio', why: 'account bootstrap resources (buckets, roles, hosted zone), nothing connected or exposed', absent: ['orphaned_node', 'no_monitoring'], score: [100, 100] },
  { file: '14-azure-hub-spoke-appgw-pep.drawio', why: 'hub with Azure Firewall and Monitor; spoke services drawn without edges', present: [['orphaned_node']], absent: ['hub_spoke_no_firewall', 'no_monitoring'], score: [90, 100] },
  { file: '16-azure-log-forwarder-eventhub.drawio', why: 'Event Hubs → forwarding function with no dead-letter handling; Azure Monitor present', present: [['no_dlq', 'Event Hub']], absent: ['no_monitoring'] },
  {
    file: '17-azure-wordpress-appservice.drawio',
    why: 'visitors reach the App Service directly; a single Azure MySQL without secrets store, no WAF, no sign-in',
    present: [['db_no_ha', 'Azure MySQL'], ['no_secrets_store', 'Azure MySQL'], ['no_waf', 'Web App'], ['no_identity_provider', 'Visitor']],
    absent: ['missing_app_tier', 'public_object_storage', 'public_database'],
  },
  { file: '18-azure-acs-teams-labs-4p.drawio', why: 'Communication Services lab users, nothing connected: too few components to review', present: [['too_small_to_review']], absent: ['orphaned_node', 'no_identity_provider'], score: [70, 70] },
  { file: '19-azure-functions-cosmosdb.drawio', why: 'clients POST over plain HTTP to the function; Cosmos DB without backups; Azure Monitor present', present: [['no_encryption_transit', 'HTTP Trigger'], ['no_backup', 'Cosmos DB']], absent: ['no_monitoring', 'public_database'] },
  { file: '20-azure-classic-azure-stencils.drawio', why: 'a palette-like overview without edges', present: [['no_backup'], ['no_monitoring']], absent: ['orphaned_node'] },
  { file: '21-gcp-photosharing-cloudrun-2p.drawio', why: 'Cloud Run services with Firestore, no backups or monitoring', present: [['no_backup', 'Firestore'], ['no_monitoring']], absent: ['compute_exposed_directly', 'no_waf'] },
  { file: '22-gcp-smart-expenses-docai.drawio', why: 'Firebase app with Cloud Functions and Firestore', present: [['no_monitoring']], absent: ['public_database'] },
  { file: '25-gcp-service-mesh-hexicons.drawio', why: 'service mesh with Cloud Monitoring and Cloud Trace; no registry drawn', present: [['k8s_no_registry']], absent: ['no_monitoring', 'no_tracing', 'k8s_no_network_policy'], score: [95, 100] },
  { file: '26-k8s-karmada-seamless-migration.drawio', why: 'multi-cluster migration with a CI/CD pipeline and registry text, no monitoring', present: [['no_monitoring', 'AKS']], absent: ['no_ci_cd'] },
  {
    file: '27-k8s-home-assistant-ingress.drawio',
    why: 'Deployment → ReplicaSet x1 → Pod behind an Ingress with TLS termination',
    present: [['single_instance_spof', 'x1'], ['no_health_checks', 'Home Assistant'], ['k8s_no_network_policy'], ['k8s_no_registry']],
    absent: ['no_encryption_transit', 'no_autoscaling'],
  },
  { file: '28-k8s-cluster-infra-userobjects.drawio', why: 'cluster infrastructure sketch with a web server', present: [['no_monitoring', 'Web Server']], absent: ['compute_exposed_directly'] },
  { file: '30-generic-gitflow-feature-flags-tags.drawio', why: 'a git-flow chart: no cloud components', score: [100, 100] },
  { file: '31-generic-translation-flowchart.drawio', why: 'a flowchart: no cloud components', score: [100, 100] },
  { file: '32-generic-uml-sequence.drawio', why: 'a UML sequence diagram: no cloud components', score: [100, 100] },
  { file: '33-generic-industrial-iot-network.drawio', why: 'industrial network with an app server and PLCs, nothing monitors them', present: [['no_monitoring', 'App Server']] },
  { file: '34-generic-kubescape-boxes.drawio', why: 'boxes with a database and the Kubernetes API', present: [['no_backup', 'Database']] },
];

describe.each(TABLE)('$file', (row) => {
  const model = parse(readFileSync(CORPUS + row.file, 'utf8')).model;
  const warnings = review(model);

  it(`raises what a reviewer expects (${row.why})`, () => {
    for (const [type, component] of row.present ?? []) {
      const hit = warnings.some((w) => w.type === type && (!component || w.component.includes(component) || w.message.includes(component)));
      expect(hit, `${type}${component ? ` on ${component}` : ''} in ${warnings.map((w) => `${w.type}(${w.component})`).join(', ')}`).toBe(true);
    }
  });

  it('raises no false positives', () => {
    for (const type of row.absent ?? []) expect(warnings.map((w) => w.type), type).not.toContain(type);
  });

  it('scores plausibly', () => {
    const [min, max] = row.score ?? [0, 100];
    expect(score(warnings).score).toBeGreaterThanOrEqual(min);
    expect(score(warnings).score).toBeLessThanOrEqual(max);
  });
});
