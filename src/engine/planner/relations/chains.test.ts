import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('relations: data handed along a chain of participles', () => {
  it('"X is put in A, <participle> by B": the data moves on from A to B, whatever the verb', () => {
    const edges = statedEdges('Nightly exports are dropped into S3, catalogued by Glue and queried from Athena.', 'aws');
    expect(edges).toContain('aws.s3 -> aws.glue');
    expect(edges).not.toContain('aws.glue -> aws.s3');
    const git = statedEdges('Every commit goes to GitHub, built by Azure Pipelines.', 'azure');
    expect(git).toContain('general.github -> azure.pipelines');
  });

  it('a passive after a component that acted still points from its agent', () => {
    expect(statedEdges('Amazon Inspector scans the EC2 fleet, configured by Systems Manager.', 'aws')).not.toContain('aws.ec2 -> aws.systems_manager');
  });

  it('"…, then X": a bare name after "then" is the next stop, from where the flow last arrived', () => {
    const edges = statedEdges('Container images are baked by Cloud Build, kept in Artifact Registry, then GKE.', 'gcp');
    expect(edges).toContain('gcp.cloud_build -> gcp.artifact_registry');
    expect(edges).toContain('gcp.artifact_registry -> gcp.gke');
    expect(edges).not.toContain('gcp.cloud_build -> gcp.gke');
  });

  it('"then X <verb>" still opens a clause of its own', () => {
    const edges = statedEdges('Orders are queued in SQS, then a Lambda function processes them.', 'aws');
    expect(edges).toContain('aws.sqs -> aws.lambda');
  });
});

describe('relations: a message about something is what moves, not a component', () => {
  it('"a notification of X in A goes to B": A feeds B directly', () => {
    const edges = statedEdges('A notification of new objects in the S3 bucket goes to an SQS queue that a Lambda function polls.', 'aws');
    expect(edges).toContain('aws.s3 -> aws.sqs');
    expect(edges.some((e) => e.includes('general.notification'))).toBe(false);
  });
});

describe('relations: judging verbs take in what they judge', () => {
  it('"a model scores them": the data comes from where it was, and is no component', () => {
    const edges = statedEdges('Loan applications arrive in Event Hubs; an Azure Machine Learning model ranks them.', 'azure');
    expect(edges).toContain('azure.event_hubs -> azure.machine_learning');
    expect(edges.some((e) => e.startsWith('azure.machine_learning -> azure.event_hubs'))).toBe(false);
  });
});

describe('relations: a metrics stack', () => {
  it('pods scraped by Prometheus stay components on a cloud diagram, and alerts flow on from Prometheus', () => {
    const edges = statedEdges('Our Prometheus server scrapes the worker pods every minute; Grafana reads from Prometheus, and Alertmanager takes alerts from Prometheus.', 'aws');
    expect(edges).toContain('kubernetes.pod -> general.prometheus');
    expect(edges.filter((e) => e.startsWith('general.prometheus -> '))).toEqual(['general.prometheus -> general.grafana', 'general.prometheus -> general.alertmanager']);
  });
});
