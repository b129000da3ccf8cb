import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('one event router named by its bus, its rules and its own name', () => {
  it('the bus and a routing rule of the same service are one component', () => {
    const { labels, edges } = drawnLabels('Invoices land on a partner EventBridge event bus. An EventBridge rule picks overdue invoices and hands them to a Kinesis stream.');
    expect(labels.filter((l) => /eventbridge/i.test(l))).toHaveLength(1);
    expect(edges.some((e) => /EventBridge/i.test(e) && /Kinesis/.test(e))).toBe(true);
  });

  it('a rule with a code name, after the product, is a rule of that product', () => {
    const { labels } = drawnLabels('Amazon EventBridge wakes the reporting job. The stack wires a WeeklyDigest rule which targets an ECS task.');
    expect(labels.some((l) => /WeeklyDigest/.test(l))).toBe(false);
    expect(labels.filter((l) => /eventbridge/i.test(l))).toHaveLength(1);
  });

  it('a cluster and the tasks it runs stay apart', () => {
    const { labels } = drawnLabels('An Amazon ECS cluster hosts the billing service. A nightly ECS task exports ledgers to Amazon S3.');
    expect(labels.filter((l) => /ecs/i.test(l)).length).toBeGreaterThanOrEqual(1);
    expect(labels.some((l) => /task/i.test(l))).toBe(true);
  });

  it('after a trigger the service takes the name of the thing it has', () => {
    const { labels } = drawnLabels('An Amazon EventBridge trigger wakes a Lambda function hourly. The deployment includes an Amazon EventBridge Rule which fires it.');
    expect(labels.some((l) => /EventBridge Rule/i.test(l))).toBe(true);
    expect(labels.some((l) => /trigger/i.test(l))).toBe(false);
  });
});
