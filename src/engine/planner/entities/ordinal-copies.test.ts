import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('ordinals single out parts named in the plural', () => {
  it('"the first job … the second job" after Glue jobs are two jobs, each with its own flows', () => {
    const d = drawn('An orchard tracks harvests with AWS Glue jobs. The first job reads from S3 and writes to Aurora. The second job reads from Aurora and writes to Redshift.');
    const jobs = d.nodes.filter((n) => n.service === 'aws.glue');
    expect(jobs).toHaveLength(2);
    const [one, two] = jobs.map((n) => n.label);
    expect(d.edges).toEqual(expect.arrayContaining([`${one} -> ${d.labels.find((l) => /Aurora/.test(l))}`, `${two} -> ${d.labels.find((l) => /Redshift/.test(l))}`]));
    expect(d.edges.filter((e) => e.startsWith(`${two} ->`))).not.toContain(`${two} -> ${d.labels.find((l) => /Aurora/.test(l))}`);
  });

  it('"the first job" after a single job is that job, not a copy', () => {
    const d = drawn('The observatory runs an AWS Glue job. The first job reads from S3 and writes to Redshift.');
    expect(d.nodes.filter((n) => n.service === 'aws.glue')).toHaveLength(1);
    const job = d.nodes.find((n) => n.service === 'aws.glue')!.label;
    expect(d.edges).toContainEqual(expect.stringMatching(new RegExp(`^${job} -> .*Redshift`)));
  });
});

describe('"the first <noun>" beside a later "second <noun>"', () => {
  it('shows the part named before as the first one, by that noun', () => {
    const d = drawn('The tide office relies on Dataflow. The first pipeline drains buoy pings off a Pub/Sub topic into Bigtable. The second pipeline ships Bigtable rows onward to BigQuery.', 'gcp');
    const flows = d.nodes.filter((n) => n.service === 'gcp.dataflow').map((n) => n.label);
    expect(flows).toHaveLength(2);
    const first = flows.find((l) => /^First\b/.test(l) && /pipeline/.test(l));
    expect(first).toBeDefined();
    expect(d.edges).toContainEqual(expect.stringMatching(new RegExp(`^${first} -> Bigtable`)));
  });

  it('leaves a lone "first <noun>" as the name said before', () => {
    const d = drawn('The tide office relies on Dataflow. The first pipeline drains buoy pings off a Pub/Sub topic into Bigtable.', 'gcp');
    expect(d.nodes.filter((n) => n.service === 'gcp.dataflow').map((n) => n.label)).toEqual(['Dataflow']);
  });
});

describe('a named table said again without its service', () => {
  it('"the Loaves DynamoDB table … the Loaves table" is one table', () => {
    const d = drawn('The bakery stores orders in the Loaves DynamoDB table. A Lambda function writes each order to the Loaves table.');
    expect(d.nodes.filter((n) => /Loaves/.test(n.label))).toHaveLength(1);
    expect(d.nodes.filter((n) => n.service === 'aws.dynamodb')).toHaveLength(1);
  });

  it('of two named tables, the name picks the right one', () => {
    const d = drawn('The ferry line keeps the Berths DynamoDB table and the Tickets DynamoDB table. A Lambda function writes to the Tickets table.');
    expect(d.nodes.filter((n) => n.service === 'aws.dynamodb')).toHaveLength(2);
    expect(d.edges).toContainEqual(expect.stringMatching(/^Lambda function -> Tickets/));
  });
});

describe('"the second <noun>" after "another <noun>"', () => {
  it('points at the copy named in that place, not at a third one', () => {
    const second = drawn('The till pushes to an SNS topic. Another topic feeds an SQS queue. The second topic is read by a Lambda function.', 'aws');
    const topics = second.nodes.filter((n) => n.service === 'aws.sns').map((n) => n.label);
    expect(topics).toHaveLength(2);
    const [one, two] = topics;
    expect(second.edges).toEqual(expect.arrayContaining([`${two} -> SQS queue`, `${two} -> Lambda function`]));
    expect(second.edges.some((e) => e.startsWith(`${one} ->`) && /Lambda/.test(e))).toBe(false);
    const first = drawn('The till pushes to an SNS topic. Another topic feeds an SQS queue. The first topic is read by a Lambda function.', 'aws');
    expect(first.nodes.filter((n) => n.service === 'aws.sns')).toHaveLength(2);
    const lambdaFrom = first.edges.find((e) => /-> Lambda function$/.test(e))!.split(' -> ')[0];
    expect(first.edges.some((e) => e.startsWith(`${lambdaFrom} ->`) && /SQS/.test(e))).toBe(false);
  });
});

