import { afterEach, describe, expect, it } from 'vitest';
import { anthropicTransport, createLlmPlanner, PlannerError } from './index.js';
import { startFakeServer, type Answer, type FakeServer, type Received } from './testing/fake-server.js';
import { anthropicError, anthropicJson, anthropicStream, anthropicStreamError } from './testing/fake-providers.js';
import { VALID_PLAN } from './testing/plans.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function plannerWith(script: (req: Received, i: number) => Answer, opts: { timeoutMs?: number; stream?: boolean } = {}) {
  server = await startFakeServer(script);
  const transport = anthropicTransport({ baseUrl: server.url, model: 'claude-fake', apiKey: 'sk-ant-test', timeoutMs: opts.timeoutMs ?? 5000, ...(opts.stream === false ? { stream: false } : {}) });
  return createLlmPlanner(transport);
}

const input = { prompt: 'serverless orders API on AWS', provider: 'aws' as const, diagramType: 'auto' as const };

describe('anthropic planner', () => {
  it('streams the plan through a forced tool (input_json_delta) and builds the model', async () => {
    const planner = await plannerWith(() => anthropicStream(JSON.stringify(VALID_PLAN)));
    const stages: string[] = [];
    const result = await planner.planDiagram(input, { onStage: (stage) => stages.push(stage) });
    expect(result.model.nodes).toHaveLength(4);
    expect(result.title).toBe('Serverless API');
    expect(stages[0]).toBe('understanding');
    expect(stages).toContain('planning');
    const req = server!.received[0]!;
    expect(req.path).toBe('/v1/messages');
    expect(req.headers['x-api-key']).toBe('sk-ant-test');
    expect(req.headers['anthropic-version']).toBe('2023-06-01');
    expect(req.body['tool_choice']).toEqual({ type: 'tool', name: 'diagram_plan' });
    expect((req.body['tools'] as { input_schema: { type: string } }[])[0]!.input_schema.type).toBe('object');
    expect(req.body['stream']).toBe(true);
  });

  it('repairs an invalid plan by sending the validation errors back', async () => {
    const invalid = { ...VALID_PLAN, nodes: [{ id: 'x', label: '' }] };
    const planner = await plannerWith((_req, i) => anthropicStream(JSON.stringify(i === 0 ? invalid : VALID_PLAN)));
    await planner.planDiagram(input, {});
    expect(server!.received).toHaveLength(2);
    const messages = server!.received[1]!.body['messages'] as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages[2]!.content).toMatch(/nodes\.0\.label/);
  });

  it('gives up after three invalid answers with AI_PROVIDER_ERROR', async () => {
    const planner = await plannerWith(() => anthropicStream('{"title": "x"}'));
    const error = (await planner.planDiagram(input, {}).catch((e: unknown) => e)) as PlannerError;
    expect(error).toBeInstanceOf(PlannerError);
    expect(error.code).toBe('AI_PROVIDER_ERROR');
    expect(server!.received).toHaveLength(3);
  });

  it('turns an error event in the stream into AI_PROVIDER_ERROR with the message', async () => {
    const planner = await plannerWith(() => anthropicStreamError('Overloaded'));
    const error = (await planner.planDiagram(input, {}).catch((e: unknown) => e)) as PlannerError;
    expect(error.code).toBe('AI_PROVIDER_ERROR');
    expect(error.message).toContain('Overloaded');
  });

  it('reports HTTP errors with the provider status and message', async () => {
    const planner = await plannerWith(() => anthropicError(529, 'Overloaded, try again later'));
    const error = (await planner.planDiagram(input, {}).catch((e: unknown) => e)) as PlannerError;
    expect(error.code).toBe('AI_PROVIDER_ERROR');
    expect(error.details?.['status']).toBe(529);
    expect(error.message).toContain('Overloaded, try again later');
  });

  it('times out with GATEWAY_TIMEOUT and the fake server sees the aborted connection', async () => {
    const planner = await plannerWith(() => anthropicStream(JSON.stringify(VALID_PLAN), { hangAfter: 1 }), { timeoutMs: 300 });
    const aborted = server!.nextAbort();
    const error = (await planner.planDiagram(input, {}).catch((e: unknown) => e)) as PlannerError;
    expect(error.code).toBe('GATEWAY_TIMEOUT');
    await aborted;
    expect(server!.aborted).toBe(1);
  });

  it('aborts the upstream request when the caller disconnects', async () => {
    const planner = await plannerWith(() => ({ hang: true }));
    const controller = new AbortController();
    const aborted = server!.nextAbort();
    const pending = planner.planDiagram(input, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = (await pending.catch((e: unknown) => e)) as PlannerError;
    expect(error.code).toBe('CANCELLED');
    await aborted;
    expect(server!.aborted).toBe(1);
  });

  it('reads a non-streamed tool_use answer', async () => {
    const planner = await plannerWith(() => anthropicJson(VALID_PLAN), { stream: false });
    const result = await planner.planDiagram(input, {});
    expect(result.model.edges).toHaveLength(3);
  });
});
