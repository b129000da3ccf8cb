import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a name, and beside it a product saying what kind of part it is', () => {
  it('"Name: an <product> …" draws one part with the name and the product\'s service', () => {
    const { nodes, edges } = drawn('Our billing side runs on AWS. PaymentsLedger: An Amazon DynamoDB table holding settled charges. ChargeWorker: An AWS Lambda function reading settled charges from PaymentsLedger. AlertsTopic: A cheap Amazon SNS topic which ChargeWorker publishes alerts to. ExportDrop: An Amazon Simple Queue Service (SQS) queue which ChargeWorker empties each hour.', 'aws');
    expect(nodes).toHaveLength(4);
    expect(nodes.find((n) => /PaymentsLedger/.test(n.label))?.service).toBe('aws.dynamodb');
    expect(nodes.find((n) => /ChargeWorker/.test(n.label))?.service).toBe('aws.lambda');
    expect(nodes.find((n) => /AlertsTopic/.test(n.label))?.service).toBe('aws.sns');
    expect(nodes.find((n) => /ExportDrop/.test(n.label))?.service).toBe('aws.sqs');
    expect(edges).toEqual(expect.arrayContaining(['DynamoDB PaymentsLedger -> Lambda ChargeWorker', 'Lambda ChargeWorker -> SNS AlertsTopic']));
    // An everyday heading word, and a clause after the product, name nothing.
    const heading = drawn('Intake: A Kinesis stream receives the clicks and a Lambda function counts them.', 'aws');
    expect(heading.labels.some((l) => /kinesis/i.test(l))).toBe(true);
    expect(heading.labels).not.toContain('Intake');
  });

  it('reads a dash as the colon, and the later lower-case mention of the name as the same part', () => {
    const { nodes, edges } = drawn('Reports come from two parts. Tally Service - a small Cloud Run service summing the votes. Poller Service - a second Cloud Run service owning recounts; it posts one request per ballot to the Tally service.', 'gcp');
    expect(nodes.map((n) => n.service)).toEqual(['gcp.cloud_run', 'gcp.cloud_run']);
    expect(edges).toContain('Cloud Run Poller Service -> Cloud Run Tally Service');
  });

  it('"Name (a <product>)" and "a <product>, Name," name the product', () => {
    const bracket = drawn('Shoppers open the site. Checkout (a Cloud Run service) charges cards and writes rows to Firestore.', 'gcp');
    expect(bracket.nodes).toContainEqual({ label: 'Cloud Run Checkout', service: 'gcp.cloud_run' });
    expect(bracket.labels).not.toContain('Cloud Run service');
    const apposed = drawn('The API parks jobs inside a Pub/Sub topic, JobFeed, and a Cloud Run service named Crawler pulls from JobFeed.', 'gcp');
    expect(apposed.nodes.filter((n) => n.service === 'gcp.pubsub').map((n) => n.label)).toEqual(['Pub/Sub JobFeed']);
    expect(apposed.edges.some((e) => /^Pub\/Sub JobFeed -> .*Crawler/.test(e))).toBe(true);
  });

  it('takes an everyday kind word after the dash as the kind of the named part', () => {
    const { nodes, edges } = drawn('Files land in Blob Storage, then Grid Relay pushes a note to Stamp Maker. Stamp Maker - a small node microservice that stamps each file and saves it in Cosmos DB.', 'azure');
    expect(nodes).toContainEqual({ label: 'Stamp Maker', service: 'general.microservice' });
    expect(nodes.map((n) => n.label)).not.toContain('Node microservice');
    expect(edges).toContain('Stamp Maker -> Cosmos DB');
  });

  it('"Name, a <kind> …," set off by commas is one part with the name and the kind\'s service', () => {
    const hosted = drawn('GlazeMixer, a blending function on Lambda, reads the paints table.', 'aws');
    expect(hosted.nodes.filter((n) => n.service === 'aws.lambda').map((n) => n.label)).toEqual([expect.stringContaining('GlazeMixer')]);
    expect(hosted.edges.some((e) => /GlazeMixer.* -> DynamoDB/.test(e))).toBe(true);
    const mid = drawn('The kiosk posts to GlazeMixer, a Lambda function, that saves rows in DynamoDB.', 'aws');
    expect(mid.nodes).toContainEqual({ label: 'Lambda GlazeMixer', service: 'aws.lambda' });
    expect(mid.edges).toContainEqual(expect.stringMatching(/^Lambda GlazeMixer -> DynamoDB/));
    // A scene set before the comma names nothing.
    expect(drawn('On Tuesdays, a Lambda function prunes the paints table.', 'aws').labels).toContain('Lambda function');
  });

  it('a new copy named after its kind ("a second <kind>, Name,") is a part of its own, called by the name', () => {
    const d = drawn('A Lambda function fills the paints table. A second Lambda function, KilnWatcher, posts oven readings to the foundry API.', 'aws');
    const functions = d.nodes.filter((n) => n.service === 'aws.lambda').map((n) => n.label);
    expect(functions).toHaveLength(2);
    const named = functions.find((l) => /KilnWatcher/.test(l));
    expect(named).toBeDefined();
    expect(d.edges).toContainEqual(expect.stringMatching(new RegExp(`^${named} -> Foundry API`)));
  });

  it('takes a name written as one lower-case identifier, before or after its kind, and "another <kind>" as a copy', () => {
    const after = drawn('The till pings a Cloud Run service, tally-api, which keeps counts in Firestore.', 'gcp');
    expect(after.nodes.filter((n) => n.service === 'gcp.cloud_run').map((n) => n.label)).toEqual([expect.stringMatching(/tally/i)]);
    expect(after.labels.some((l) => /^tally/i.test(l))).toBe(false);
    const before = drawn('The till calls tally-api, a Cloud Run service. Then stock-api, another Cloud Run service, keeps counts in Firestore.', 'gcp');
    const runs = before.nodes.filter((n) => n.service === 'gcp.cloud_run').map((n) => n.label);
    expect(runs).toHaveLength(2);
    expect(before.edges).toContainEqual(expect.stringMatching(/stock-API -> Firestore/i));
    expect(before.nodes).toHaveLength(3);
  });

  it('"Name (<product>)" with no article names the product too', () => {
    const d = drawn('KilnWatcher (Lambda) pushes readings into an SNS topic.', 'aws');
    expect(d.nodes).toContainEqual({ label: 'Lambda KilnWatcher', service: 'aws.lambda' });
    expect(d.edges).toContain('Lambda KilnWatcher -> SNS topic');
  });
});

