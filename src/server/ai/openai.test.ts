import { afterEach, describe, expect, it } from 'vitest';
import { createLlmPlanner, openAiTransport, PlannerError } from './index.js';
import { startFakeServer, type Answer, type FakeServer, type Received } from './testing/fake-server.js';
import { openAiError, openAiJson, openAiStream } from './testing/fake-providers.js';
import { BROKEN_PLAN, EDIT_REPLY, VALID_PLAN } from './testing/plans.js';
import { planDiagram } from '../../engine/planner/index.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function plannerWith(script: (req: Received, i: number) => Answer, opts: { timeoutMs?: number; stream?: boolean } = {}) {
  server = await startFakeServer(script);
  const transport = openAiTransport({ baseUrl: `${server.url}/v1`, model: 'fake-gpt', apiKey: 'sk-test', timeoutMs: opts.timeoutMs ?? 5000, ...(opts.stream === false ? { stream: false } : {}) });
  return createLlmPlanner(transport);
}

const input = { prompt: 'serverless orders API on AWS', provider: 'aws' as const, diagramType: 'auto' as const };

describe('openai-compatible planner', () => {
  it('streams a plan with json_schema structured output and builds the model, reporting real stages', async () => {
    const planner = await plannerWith(() => openAiStream(JSON.stringify(VALID_PLAN)));
    const stages: string[] = [];
    const result = await planner.planDiagram(input, { onStage: (stage, progress) => stages.push(`${stage}:${progress}`) });
    expect(result.model.nodes.map((n) => n.service)).toEqual(['general.users', 'aws.api_gateway', 'aws.lambda', 'aws.dynamodb']);
    expect(result.model.edges).toHaveLength(3);
    expect(result.diagramType).toBe('serverless');
    expect(stages[0]).toBe('understanding:5');
    expect(stages.some((s) => s.startsWith('planning'))).toBe(true);
    const req = server!.received[0]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers['authorization']).toBe('Bearer sk-test');
    expect(req.body['stream']).toBe(true);
    expect((req.body['response_format'] as { type: string }).type).toBe('json_schema');
    expect(JSON.stringify(req.body['messages'])).toContain('aws.lambda — AWS Lambda');
  });

  it('feeds invalid JSON back and uses the repaired plan', async () => {
    const planner = await plannerWith((_req, i) => (i === 0 ? openAiStream('{"title": "oops", nodes: [}') : openAiStream(JSON.stringify(VALID_PLAN))));
    const result = await planner.planDiagram(input, {});
    expect(result.model.nodes).toHaveLength(4);
    expect(server!.received).toHaveLength(2);
    const retry = JSON.stringify(server!.received[1]!.body['messages']);
    expect(retry).toContain('not valid JSON');
    expect(retry).toContain('{\\"title\\": \\"oops\\"');
  });

  it('feeds meaning errors (unknown service, dangling edge) back with the nearest catalog ids', async () => {
    const planner = await plannerWith((_req, i) => openAiStream(JSON.stringify(i === 0 ? BROKEN_PLAN : VALID_PLAN)));
    await planner.planDiagram(input, {});
    const retry = JSON.stringify(server!.received[1]!.body['messages']);
    expect(retry).toContain('\\"queue\\" is not a node or group id');
    expect(retry).toMatch(/dynamodbx.*read as aws\.dynamodb|aws\.dynamodb/);
  });

  it('gives up with a clear AI_PROVIDER_ERROR after three unusable answers, never an empty diagram', async () => {
    const planner = await plannerWith(() => openAiStream('I cannot draw diagrams.'));
    const error = await planner.planDiagram(input, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlannerError);
    expect((error as PlannerError).code).toBe('AI_PROVIDER_ERROR');
    expect((error as PlannerError).message).toContain('3 times');
    expect((error as PlannerError).details?.['errors']).toEqual(['the reply contains no JSON object']);
    expect(server!.received).toHaveLength(3);
  });

  it('falls back to json_object when the server refuses json_schema, and keeps using it', async () => {
    const planner = await plannerWith((req) =>
      (req.body['response_format'] as { type: string }).type === 'json_schema'
        ? openAiError(400, "response_format.type 'json_schema' is not supported by this model")
        : openAiStream(JSON.stringify(VALID_PLAN)));
    await planner.planDiagram(input, {});
    await planner.planDiagram(input, {});
    expect(server!.received.map((r) => (r.body['response_format'] as { type: string }).type)).toEqual(['json_schema', 'json_object', 'json_object']);
    expect(JSON.stringify(server!.received[1]!.body['messages'])).toContain('JSON Schema');
  });

  it('reports the provider status and message when the provider fails', async () => {
    const planner = await plannerWith(() => openAiError(401, 'Incorrect API key provided'));
    const error = (await planner.planDiagram(input, {}).catch((e: unknown) => e)) as PlannerError;
    expect(error.code).toBe('AI_PROVIDER_ERROR');
    expect(error.message).toContain('401');
    expect(error.message).toContain('Incorrect API key provided');
    expect(error.details?.['status']).toBe(401);
  });

  it('times out with GATEWAY_TIMEOUT and aborts the upstream request', async () => {
    const planner = await plannerWith(() => ({ hang: true }), { timeoutMs: 300 });
    const aborted = server!.nextAbort();
    const error = (await planner.planDiagram(input, {}).catch((e: unknown) => e)) as PlannerError;
    expect(error.code).toBe('GATEWAY_TIMEOUT');
    await aborted;
    expect(server!.aborted).toBe(1);
  });

  it('cancels the upstream request when the caller disconnects mid-stream', async () => {
    const planner = await plannerWith(() => openAiStream(JSON.stringify(VALID_PLAN), { hangAfter: 2 }));
    const controller = new AbortController();
    const aborted = server!.nextAbort();
    const pending = planner.planDiagram(input, {
      signal: controller.signal,
      onStage: (stage) => {
        if (stage === 'planning') controller.abort();
      },
    });
    const error = (await pending.catch((e: unknown) => e)) as PlannerError;
    expect(error.code).toBe('CANCELLED');
    await aborted;
    expect(server!.aborted).toBe(1);
  });

  it('reads non-streamed answers too', async () => {
    const planner = await plannerWith(() => openAiJson(JSON.stringify(VALID_PLAN)), { stream: false });
    const result = await planner.planDiagram({ ...input, diagramType: 'architecture' }, {});
    expect(result.diagramType).toBe('architecture');
    expect(server!.received[0]!.body['stream']).toBe(false);
  });

  it('returns edit operations that apply, repairing ones that do not', async () => {
    const model = planDiagram('api gateway lambda dynamodb', { provider: 'aws', diagramType: 'auto' }).model;
    const fn = model.nodes.find((n) => n.service === 'aws.lambda')!.id;
    const db = model.nodes.find((n) => n.service === 'aws.dynamodb')!.id;
    const good = { ...EDIT_REPLY, ops: [{ ...EDIT_REPLY.ops[0], source: fn, target: db }] };
    const planner = await plannerWith((_req, i) => openAiStream(JSON.stringify(i === 0 ? EDIT_REPLY : good)));
    const result = await planner.planEdit({ prompt: 'add a queue between the function and the table', model }, {});
    expect(result.ok).toBe(true);
    expect(result.ok && result.ops[0]).toMatchObject({ op: 'insert_between', service: 'aws.sqs' });
    expect(JSON.stringify(server!.received[1]!.body['messages'])).toContain('operation 1 (insert_between)');
  });

  it('passes through an edit the model says it cannot make', async () => {
    const model = planDiagram('api gateway lambda dynamodb', { provider: 'aws', diagramType: 'auto' }).model;
    const planner = await plannerWith(() => openAiStream(JSON.stringify({ understood: ['you want music'], message: 'This asks for no architecture change.', example: 'add a cache in front of the table' })));
    const result = await planner.planEdit({ prompt: 'play some music', model }, {});
    expect(result).toEqual({ ok: false, understood: ['you want music'], message: 'This asks for no architecture change.', example: 'add a cache in front of the table' });
  });

  it('enhances and clarifies prompts through the same structured output', async () => {
    const planner = await plannerWith((req) =>
      JSON.stringify(req.body['messages']).includes('Ask at most three')
        ? openAiStream(JSON.stringify({ questions: [{ text: 'Which cloud?', options: ['AWS', 'Azure'] }], suggested_diagram_type: 'architecture' }))
        : openAiStream(JSON.stringify({ enhanced_prompt: 'A serverless API on AWS with API Gateway, Lambda and DynamoDB.' })));
    await expect(planner.enhancePrompt({ prompt: 'serverless api', provider: 'aws' }, {})).resolves.toContain('API Gateway, Lambda');
    const clarify = await planner.clarifyPrompt({ prompt: 'some app' }, {});
    expect(clarify.questions).toEqual([{ text: 'Which cloud?', options: ['AWS', 'Azure'] }]);
    expect(clarify.suggested_diagram_type).toBe('architecture');
  });
});
