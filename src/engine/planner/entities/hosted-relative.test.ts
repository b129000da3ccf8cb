import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';
import type { Provider } from '../../../shared/contract/values.js';

const edges = (prompt: string, provider: Provider = 'azure') => {
  const { model } = planDiagram(prompt, { provider, diagramType: 'architecture' });
  const label = new Map(model.nodes.map((n) => [n.id, n.label]));
  return model.edges.map((e) => `${label.get(e.source)} -> ${label.get(e.target)}`);
};

describe('a noun placed on a host by a relative clause stands for that host', () => {
  it('"the portal that\'s hosted on X": what is sent to the portal reaches X', () => {
    const e = edges('A kiosk uploads a scan to the portal that\'s hosted on Azure Container Apps. The portal saves the scan in Azure Blob Storage.');
    expect(e).toContain('Kiosk -> Azure Container Apps');
    expect(e).toContain('Azure Container Apps -> Azure Blob Storage');
  });

  it('"which is deployed on" places it the same way, and later mentions act as the host', () => {
    const e = edges('Partners call the gateway service which is deployed on Amazon ECS. The gateway service reads quotas from Amazon DynamoDB.', 'aws');
    expect(e).toContain('Amazon DynamoDB -> Amazon ECS (gateway service)');
    expect(e.some((x) => x.startsWith('Gateway service'))).toBe(false);
  });
});

describe('the system a text is about, named in its opening sentence, is the named service of that kind', () => {
  it('"a design for a busy web application" adds no web application beside App Service', () => {
    const { model } = planDiagram('This guide shows a session caching design for a busy web application. Shoppers send requests to the storefront that\'s hosted on Azure App Service. The storefront parks sessions inside Azure Cache for Redis.', { provider: 'azure', diagramType: 'architecture' });
    expect(model.nodes.some((n) => /web application/i.test(n.label))).toBe(false);
    expect(model.nodes.some((n) => n.service === 'azure.app_service')).toBe(true);
  });
});

describe('a later name made of words the first mention carried is that component', () => {
  it('"Gateway" words: "API Gateway" after "Azure API Management gateway" is the same part', () => {
    const { model } = planDiagram('Azure Front Door passes calls to Azure API Management gateway. API Gateway validates each token and hands the call to Azure Container Apps.', { provider: 'azure', diagramType: 'architecture' });
    expect(model.nodes.filter((n) => n.service === 'azure.api_management')).toHaveLength(1);
  });
});
