import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('a checked passive, then an agentless passive about the same traffic', () => {
  it('"Messages sent to A are screened by B that …. Valid messages are forwarded to C": A forwards, not B', () => {
    const edges = statedEdges('Messages sent to the Azure API Management gateway are first screened by an Azure Function that validates the signature. Valid messages are forwarded to the Azure Service Bus queue.', 'azure');
    expect(edges).toContain('azure.api_management -> azure.service_bus');
    expect(edges).not.toContain('azure.functions -> azure.service_bus');
  });

  it('the same with a participle opening the next sentence', () => {
    const edges = statedEdges('Calls to Amazon API Gateway are first vetted by a custom Lambda authorizer which decodes the session token. Accepted calls are relayed to an Amazon ECS service.', 'aws');
    expect(edges).toContain('aws.api_gateway -> aws.ecs');
    expect(edges).not.toContain('aws.lambda -> aws.ecs');
  });

  it('work merely processed by B is still sent on by B', () => {
    const edges = statedEdges('Orders from the storefront app are processed by an Azure Function that reserves stock. Approved orders go on to the Cosmos DB ledger.', 'azure');
    expect(edges).toContain('azure.functions -> azure.cosmos_db');
  });
});
