import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('entities: a container service on another container service of its provider is one component', () => {
  it('"an ECS service on Fargate" draws one node that the tasks and the balancer reach', () => {
    const { labels, edges } = drawnLabels('The quoting engine runs as an Amazon ECS service on AWS Fargate. An Application Load Balancer passes requests to the tasks, and the tasks save quotes in Amazon DynamoDB.');
    const hosts = labels.filter((l) => /Fargate|ECS/.test(l));
    expect(hosts).toHaveLength(1);
    expect(edges).toContain(`Application Load Balancer -> ${hosts[0]}`);
    expect(edges.some((e) => e.startsWith(`${hosts[0]} -> Amazon DynamoDB`))).toBe(true);
  });
});
