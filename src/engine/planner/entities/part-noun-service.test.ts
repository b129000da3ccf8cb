import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a name plus a part noun that is another service\'s own name is that service', () => {
  it('"Amazon EventBridge Pipes" and later "an Amazon EventBridge Pipe" are one component', () => {
    const { labels, edges } = plan('The aquarium uses Amazon EventBridge Pipes to move feeding logs. An SQS queue is the source for an Amazon EventBridge Pipe, which sends them to a Lambda function.', 'aws');
    expect(labels.filter((l) => /EventBridge Pipe/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /SQS queue -> Amazon EventBridge Pipes?$/.test(e))).toBe(true);
  });

  it('"an Amazon CloudWatch Log Group" is one CloudWatch Logs component', () => {
    const { labels } = plan('The ferry Lambda function writes events to an Amazon CloudWatch Log Group.', 'aws');
    expect(labels.filter((l) => /CloudWatch/.test(l))).toHaveLength(1);
  });

  it('"an Amazon EventBridge custom event bus" keeps its whole name', () => {
    const { labels } = plan('The bakery app sends orders to an Amazon EventBridge custom event bus.', 'aws');
    expect(labels.some((l) => /custom event bus/i.test(l))).toBe(true);
  });
});
