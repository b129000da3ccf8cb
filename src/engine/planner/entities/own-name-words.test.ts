import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';
import type { Provider } from '../../../shared/contract/values.js';

const plan = (prompt: string, provider: Provider = 'azure') => planDiagram(prompt, { provider, diagramType: 'architecture' }).model;

describe('a capitalised word from the service\'s own names continues that service\'s name', () => {
  it('"Azure API management Gateway" is API Management, not a generic gateway', () => {
    const m = plan('Azure Front Door forwards traffic to Azure API management Gateway, which calls Azure Functions.');
    expect(m.nodes.filter((n) => n.service === 'azure.api_management')).toHaveLength(1);
    expect(m.nodes.some((n) => n.service === 'general.generic_api_gateway')).toBe(false);
  });
});

describe('a capitalised word after the article names one part of a shared kind', () => {
  it('"the Resize …" and "the Notify … function" are two functions, each named', () => {
    const m = plan('The Resize activity function shrinks each photo with Azure AI Vision. The Notify activity function posts a note to Azure Service Bus.');
    const fns = m.nodes.filter((n) => n.service === 'azure.functions').map((n) => n.label);
    expect(fns).toHaveLength(2);
    expect(fns.some((l) => /resize/i.test(l))).toBe(true);
    expect(fns.some((l) => /notify/i.test(l))).toBe(true);
  });
});
