import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';
import { statedEdges } from '../testing/relations.js';

describe('who a clause part belongs to: kind nouns, "for … into", "whose", "from which", plural verbs', () => {
  it('"the stream" is the stream named before, not a processor with "Stream" in its product name', () => {
    const { edges } = drawn('Turnstile gates push entry scans into Azure Event Hubs every second. Our Azure Stream Analytics job consumes the stream together with hall capacities from Azure Blob Storage, then stores totals in Azure SQL Database tables.', 'azure');
    expect(edges.some((e) => /Event Hubs -> .*Stream Analytics/.test(e))).toBe(true);
  });

  it('"to A for safekeeping into B": A hands the data on to B, the sender does not reach B', () => {
    const out = statedEdges('Kiosk apps send survey answers to Firehose for safekeeping into an S3 bucket.');
    expect(out).toContain('aws.kinesis_firehose -> aws.s3');
    expect(out).not.toContain('general.mobile_app -> aws.s3');
  });

  it('"for" then words then "into the same X" keeps the preposition and the place out of the purpose note', () => {
    const { labels } = drawn('Game servers hand match logs to Firehose for indexing into the same Amazon OpenSearch Service domain the admins search.');
    expect(labels.some((l) => /into the/.test(l))).toBe(false);
  });

  it('"inside a long batch whose end is reported on T": the doer of the batch reaches T', () => {
    const out = statedEdges('Amazon Comprehend classifies each review inside a long batch whose end is reported on an SNS topic. An SQS queue subscribed to the topic buffers the results.');
    expect(out).toContain('aws.comprehend -> aws.sns');
  });

  it('a second "whose" after "and" has the first one\'s owner, and "whose" joins no two names into one label', () => {
    const { labels, edges } = drawn('The tutor bot consults the course knowledge base whose documents live in Amazon S3 and whose vectors are kept in Amazon Aurora.');
    expect(labels.some((l) => /whose/i.test(l))).toBe(false);
    expect(edges.some((e) => /^Course knowledge base -> Amazon Aurora/.test(e))).toBe(true);
    expect(edges.some((e) => /^Amazon S3 -> Amazon Aurora/.test(e))).toBe(false);
  });

  it('"a repository, from which the playbooks configure the VMs": the repository feeds the playbooks', () => {
    const { edges } = drawn('A Jenkins job pushes the firewall rules to a Bitbucket repository, from which the Ansible playbooks configure the Compute Engine VMs.', 'gcp');
    expect(edges).toContain('Bitbucket repository -> Ansible playbooks');
    expect(edges).toContain('Ansible playbooks -> Compute Engine VMs');
  });

  it('a plural subject\'s base-form verb acts (a configuration tool reaches what it configures), unless it only lets another act', () => {
    const { edges } = drawn('Ansible playbooks configure the Compute Engine VMs every night.', 'gcp');
    expect(edges).toContain('Ansible playbooks -> Compute Engine VMs');
    const lets = drawn('The photo APIs run on Azure Functions; those APIs enable the mobile app to upload pictures to Azure Blob Storage containers.', 'azure');
    expect(lets.edges.some((e) => /^Azure Functions.* -> Mobile app/.test(e))).toBe(false);
  });
});
