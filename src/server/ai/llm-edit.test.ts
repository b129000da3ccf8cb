import { afterEach, describe, expect, it } from 'vitest';
import { apply, type ArchitectureModel, type Operation } from '../../engine/model/index.js';
import { planEdit } from '../../engine/planner/index.js';
import { SHOP } from '../../engine/planner/edit/testing/shop.js';
import { createLlmPlanner, openAiTransport } from './index.js';
import { startFakeServer, type FakeServer } from './testing/fake-server.js';
import { openAiStream } from './testing/fake-providers.js';

/**
 * The LLM edit planner is held to the same meaning as the built-in one: a local server speaking
 * the OpenAI protocol answers with the operations a model typically writes (bare, literal), and
 * the result must keep the flow, take the new name and never be a silent no-op.
 */
let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function llmEdit(prompt: string, reply: { understood: string[]; ops?: Operation[]; message?: string }, model: ArchitectureModel = SHOP) {
  server = await startFakeServer(() => openAiStream(JSON.stringify(reply)));
  const planner = createLlmPlanner(openAiTransport({ baseUrl: `${server.url}/v1`, model: 'fake-gpt', apiKey: 'sk-test', timeoutMs: 5000 }));
  return planner.planEdit({ prompt, model }, {});
}

function after(ops: readonly Operation[], model: ArchitectureModel = SHOP): ArchitectureModel {
  const r = apply(model, [...ops]);
  if (!r.ok) throw new Error(r.error.reason);
  return r.model;
}

const edgeSet = (m: ArchitectureModel): string[] => m.edges.map((e) => `${e.source}>${e.target}`).sort();

describe('LLM edit planner, held to the built-in planner\'s tests', () => {
  it('keeps the flow when the model only removes the component', async () => {
    const result = await llmEdit('drop the storefront CDN', { understood: ['remove the CDN'], ops: [{ op: 'remove', id: 'cdn' }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const m = after(result.ops);
    expect(m.edges.some((e) => e.source === 'shoppers' && e.target === 'alb')).toBe(true);
    const builtin = planEdit('drop the storefront CDN', SHOP);
    expect(builtin.ok && edgeSet(after(builtin.ops))).toEqual(edgeSet(m));
  });

  it('does not add a shortcut when the model already routes around what it removes', async () => {
    const ops: Operation[] = [
      { op: 'add_node', id: 'edge', service: 'aws.api_gateway', label: 'Edge API', parent: 'cloud', props: {} },
      { op: 'connect', source: 'shoppers', target: 'edge' },
      { op: 'connect', source: 'edge', target: 'alb' },
      { op: 'remove', id: 'cdn' },
    ];
    const result = await llmEdit('replace the CDN by an API gateway', { understood: ['swap'], ops });
    expect(result.ok && result.ops).toEqual(ops);
  });

  it('gives a replaced service its new name when the label named the old one', async () => {
    const model: ArchitectureModel = { ...SHOP, nodes: SHOP.nodes.map((n) => (n.id === 'ledger' ? { ...n, label: 'DynamoDB ledger' } : n)) };
    const result = await llmEdit('use Aurora for the ledger', { understood: ['replace'], ops: [{ op: 'replace_service', id: 'ledger', service: 'aws.aurora' }] }, model);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const ledger = after(result.ops, model).nodes.find((n) => n.id === 'ledger')!;
    expect(ledger.service).toBe('aws.aurora');
    expect(ledger.label).toMatch(/Aurora/);
  });

  it('refuses operations that change nothing instead of answering with a silent success', async () => {
    const result = await llmEdit('call the orders db Orders DB', { understood: ['rename'], ops: [{ op: 'rename', id: 'orders', label: 'Orders DB' }] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/Nothing in this diagram would change/);
  });
});
