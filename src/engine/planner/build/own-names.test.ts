import { describe, expect, it } from 'vitest';
import { planDiagram } from '../generate.js';
import { drawnLabels } from '../testing/relations.js';

describe('labels keep the name the text gives a part', () => {
  it('an optional letter in brackets stays part of the word ("HTTP(S)")', () => {
    const { labels, edges } = drawnLabels('Requests hit an HTTP(S) load balancer in front of two web server(s).', 'gcp');
    expect(labels).toContain('HTTPS Load Balancer');
    expect(edges.some((e) => e.startsWith('HTTPS Load Balancer ->'))).toBe(true);
  });

  it('a catalog name written as a name keeps its words ("Storage Bucket")', () => {
    const { labels } = drawnLabels('A nightly job copies reports into the Storage Bucket of the finance team.', 'gcp');
    expect(labels.some((l) => l.startsWith('Storage Bucket'))).toBe(true);
  });

  it('"internal" and "external" say which one it is', () => {
    const { labels } = drawnLabels('External users reach an internal load balancer placed before the billing VMs.', 'gcp');
    expect(labels).toContain('External users');
    expect(labels.some((l) => /^Internal Load Balancer/.test(l))).toBe(true);
  });

  it('a component word that only describes the noun after it draws nothing ("the database passwords, ...")', () => {
    const { labels } = drawnLabels('Admins rotate the database passwords, and Cloud Run writes to Firestore.', 'gcp');
    expect(labels.some((l) => /Cloud SQL|database/i.test(l))).toBe(false);
    expect(labels).toContain('Firestore');
    // "storage resources" is storage all the same.
    const bulk = drawnLabels("The plant's on-premises storage resources reach Azure over ExpressRoute.", 'azure');
    expect(bulk.labels.some((l) => /storage/i.test(l))).toBe(true);
  });

  it('a word between a preposition and a network keeps describing it, even one that reads as a verb ("in spoke VPCs")', () => {
    const { plan } = planDiagram('Batch workers run in spoke VPCs and call the hub firewall.', { provider: 'gcp', diagramType: 'architecture' });
    expect(plan.groups.some((g) => /^Spoke VPC/.test(g.label))).toBe(true);
  });

  it('"X or any other <kind>" draws X once: the others are its alternatives', () => {
    const { labels } = drawnLabels('Sales figures in BigQuery feed Looker Studio or some other BI tool for the managers.', 'gcp');
    expect(labels.filter((l) => /Looker|BI/.test(l))).toHaveLength(1);
  });

  it('a note keeps its noun, not the determiner before it ("one VPC for each team")', () => {
    const { plan } = planDiagram('The setup gives one VPC for every team, with a VM in it.', { provider: 'gcp', diagramType: 'architecture' });
    const labels = [...plan.groups.map((g) => g.label), ...plan.nodes.map((n) => n.label)];
    expect(labels.some((l) => /\b(each|every)\b/i.test(l))).toBe(false);
  });
  it('a service typed by its initials in capitals keeps them as its name ("ACR", "DDB table")', () => {
    const azure = drawnLabels('Build agents push signed images to ACR; the AKS nodes pull from it.', 'azure');
    expect(azure.labels).toContain('ACR');
    expect(azure.labels.some((l) => /Container Registry ACR/.test(l))).toBe(false);
    const aws = drawnLabels('A scheduled Lambda function archives old rows from the DDB table to S3.', 'aws');
    expect(aws.labels.some((l) => /^DDB table/.test(l))).toBe(true);
    expect(aws.labels.some((l) => /DynamoDB DDB/.test(l))).toBe(false);
  });
});
