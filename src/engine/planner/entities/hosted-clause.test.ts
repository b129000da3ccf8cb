import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a relative clause places a part on the service that runs it', () => {
  it('", which run inside <runtime>": the servers are the runtime, not a machine of their own', () => {
    const d = drawn('The relay servers, which run inside AWS Fargate, forward packets to Amazon MQ.');
    expect(d.services).not.toContain('aws.ec2');
    expect(d.labels).toContain('AWS Fargate (relay servers)');
    expect(d.edges).toContain('AWS Fargate (relay servers) -> Amazon MQ');
  });

  it('"that are hosted on <compute product>": a product with no kind of its own still runs them', () => {
    const d = drawn('Gamers join the duel servers that are hosted on Amazon GameLift. The duel servers save scores to Amazon DynamoDB.');
    expect(d.services).not.toContain('aws.ec2');
    expect(d.labels).toContain('Amazon GameLift (duel servers)');
  });

  it('", which runs within <runtime>": an app is named in the runtime\'s label', () => {
    const d = drawn('The tally app, which runs within Azure Container Apps, keeps totals in Azure Cosmos DB.', 'azure');
    expect(d.labels).toContain('Azure Container Apps (tally app)');
    expect(d.edges.some((e) => e.startsWith('Azure Container Apps (tally app) -> Azure Cosmos DB'))).toBe(true);
  });
});
