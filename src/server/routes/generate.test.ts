import http from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { CompleteEventSchema, DiagramOutSchema, ProgressEventSchema, parseSseChunk } from '../../shared/contract/index.js';
import { createRealEngine, DEFAULT_WORK_LIMITS } from '../pipeline/real-engine.js';
import { describeOnDatabases, type Caller, type TestServer } from '../testing/server.js';

const PROMPT = 'A web app on AWS: an Application Load Balancer in front of EC2 instances in an Auto Scaling group, with an RDS PostgreSQL database.';

const post = (s: TestServer, c: Caller, url: string, payload: object, headers: Record<string, string> = {}) =>
  s.inject({ method: 'POST', url: `/api/v2${url}`, headers: { ...c.headers, ...headers }, payload });

const balance = async (s: TestServer, c: Caller) =>
  (await s.services.db.selectFrom('accounts').select('credit_balance').where('id', '=', c.accountId).executeTakeFirstOrThrow()).credit_balance;

// Layout waits a moment first, so a caller can disconnect while the work is still running.
// Generous budget, like the test servers': a busy machine must not fail a generate by the clock.
const real = createRealEngine({ computeWorkers: 1, limits: { ...DEFAULT_WORK_LIMITS, computeBudgetMs: 600_000 } });
// Shared by both database variants, so only this file closes it.
const slowLayout = {
  ...real,
  layout: async (...args: Parameters<typeof real.layout>) => (await new Promise((r) => setTimeout(r, 300)), real.layout(...args)),
  close: async () => undefined,
};
afterAll(() => real.close());

await describeOnDatabases(
  'generate, stream, edit and prompt helpers',
  (get) => {
    it('POST /diagrams generates version 1 from a prompt: 201, reviewed, charged 1–3 credits by size', async () => {
      const s = get();
      const c = await s.keyCaller();
      const res = await post(s, c, '/diagrams', { prompt: PROMPT, cloud_provider: 'aws', opinionated: false }, { 'x-diagrams-client': 'mcp/1.4.5', 'x-diagrams-tool': 'generate_diagram' });
      expect(res.statusCode).toBe(201);
      const d = DiagramOutSchema.parse(res.json());
      expect(d).toMatchObject({ cloud_provider: 'aws', diagram_type: 'architecture', is_public: false, version_number: 1 });
      expect(d.xml).toContain('<mxfile');
      expect(d.xml).toContain('skyplan_service="aws.rds_postgresql"');
      expect(d.warnings.length).toBeGreaterThan(0);
      expect(d.usage!.credits_charged).toBeGreaterThanOrEqual(1);
      expect(d.usage!.credits_charged).toBeLessThanOrEqual(3);
      expect(d.usage!.credits_remaining).toBe(50 - d.usage!.credits_charged);
      const row = await s.services.db.selectFrom('credit_ledger').selectAll().where('account_id', '=', c.accountId).where('action', '=', 'generate').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ source: 'mcp', tool: 'generate_diagram', diagram_id: d.id, credits_charged: d.usage!.credits_charged });
      expect((await s.inject({ method: 'GET', url: `/api/v2/diagrams/${d.id}`, headers: c.headers })).json().xml).toBe(d.xml);
    });

    it('replays a generate under the same Idempotency-Key (201, same id, one charge); refuses bad input and empty balances', async () => {
      const s = get();
      const c = await s.keyCaller();
      const first = await post(s, c, '/diagrams', { prompt: PROMPT }, { 'idempotency-key': 'gen-1' });
      const again = await post(s, c, '/diagrams', { prompt: PROMPT }, { 'idempotency-key': 'gen-1' });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotency-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await balance(s, c)).toBe(50 - first.json().usage.credits_charged);
      expect((await post(s, c, '/diagrams', { prompt: '' })).json().error.code).toBe('VALIDATION_ERROR');
      expect((await post(s, c, '/diagrams', { prompt: PROMPT, cloud_provider: 'alibaba' })).statusCode).toBe(422);
      const paid = await post(s, c, '/diagrams', { prompt: PROMPT, opinionated: true });
      expect(paid.statusCode).toBe(403);
      expect(paid.json().error).toMatchObject({ code: 'UPGRADE_REQUIRED', details: { upgrade_url: expect.any(String) } });
      await s.services.db.updateTable('accounts').set({ credit_balance: 0 }).where('id', '=', c.accountId).execute();
      const broke = await post(s, c, '/diagrams', { prompt: PROMPT });
      expect(broke.statusCode).toBe(402);
      expect(broke.json().error).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { upgrade_url: 'http://skyplan.test/usage' } });
    });

    it('POST /diagrams/stream sends progress through the real stages, then complete with usage, in the SSE wire format', async () => {
      const s = get();
      const c = await s.keyCaller();
      const res = await post(s, c, '/diagrams/stream', { prompt: PROMPT, cloud_provider: 'aws' }, { accept: 'text/event-stream' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['x-request-id']).toMatch(/^req_/);
      expect(res.body).not.toContain('\r');
      const { events, rest } = parseSseChunk(res.body);
      expect(rest).toBe('');
      const progress = events.filter((e) => e.event === 'progress').map((e) => ProgressEventSchema.parse(JSON.parse(e.data)));
      expect(progress.map((p) => p.stage)).toEqual(['understanding', 'planning', 'layout', 'review', 'saving']);
      expect(progress.map((p) => p.progress)).toEqual([...progress.map((p) => p.progress)].sort((a, b) => a - b));
      const last = events.at(-1)!;
      expect(last.event).toBe('complete');
      const done = CompleteEventSchema.parse(JSON.parse(last.data));
      expect(done.usage.credits_charged).toBeGreaterThanOrEqual(1);
      for (const e of events) expect(res.body).toContain(`event: ${e.event}\ndata: ${e.data}\n\n`);
    });

    it('stream: errors before the first event are JSON; a replay sends the stored complete event', async () => {
      const s = get();
      const c = await s.keyCaller();
      const bad = await post(s, c, '/diagrams/stream', { prompt: '' });
      expect(bad.statusCode).toBe(422);
      expect(bad.headers['content-type']).toMatch(/json/);
      const first = await post(s, c, '/diagrams/stream', { prompt: PROMPT }, { 'idempotency-key': 'stream-1' });
      const replay = await post(s, c, '/diagrams/stream', { prompt: PROMPT }, { 'idempotency-key': 'stream-1' });
      const a = parseSseChunk(first.body).events.at(-1)!;
      const b = parseSseChunk(replay.body).events;
      expect(b).toHaveLength(1);
      expect(b[0]).toEqual(a);
      expect(replay.headers['idempotency-replayed']).toBe('true');
      await s.services.db.updateTable('accounts').set({ credit_balance: 0 }).where('id', '=', c.accountId).execute();
      const broke = await post(s, c, '/diagrams/stream', { prompt: PROMPT });
      expect(broke.statusCode).toBe(402);
      expect(broke.json().error.code).toBe('QUOTA_EXCEEDED');
    });

    it('stream: a caller that disconnects cancels the work — nothing stored, nothing charged, the key released', async () => {
      const s = get();
      const c = await s.keyCaller();
      const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
      const url = new URL('/api/v2/diagrams/stream', address);
      await new Promise<void>((resolve, reject) => {
        const req = http.request(url, { method: 'POST', headers: { ...c.headers, 'content-type': 'application/json', 'idempotency-key': 'gone-1' } }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(err)));
        req.end(JSON.stringify({ prompt: PROMPT }));
      });
      await new Promise((r) => setTimeout(r, 1500));
      expect(await s.services.db.selectFrom('diagrams').select('id').where('account_id', '=', c.accountId).execute()).toEqual([]);
      expect(await s.services.db.selectFrom('credit_ledger').select('id').where('account_id', '=', c.accountId).where('action', '=', 'generate').execute()).toEqual([]);
      expect(await balance(s, c)).toBe(50);
      expect(await s.services.db.selectFrom('idempotency_records').select('idem_key').where('account_id', '=', c.accountId).execute()).toEqual([]);
    });

    it('POST /diagrams/{id}/edit changes the diagram by prompt as a new version (1 credit); 422 NOT_UNDERSTOOD with an example', async () => {
      const s = get();
      const c = await s.keyCaller();
      const d = DiagramOutSchema.parse((await post(s, c, '/diagrams', { prompt: PROMPT, cloud_provider: 'aws' })).json());
      const before = await balance(s, c);
      const edited = await post(s, c, `/diagrams/${d.id}/edit`, { edit_prompt: 'add an ElastiCache Redis cache between the EC2 instances and the database' });
      expect(edited.statusCode).toBe(200);
      const e = DiagramOutSchema.parse(edited.json());
      expect(e).toMatchObject({ id: d.id, version_number: 2, usage: { credits_charged: 1, credits_remaining: before - 1 } });
      expect(e.xml).toContain('aws.elasticache');
      const nonsense = await post(s, c, `/diagrams/${d.id}/edit`, { edit_prompt: 'make it feel more purple and happy' });
      expect(nonsense.statusCode).toBe(422);
      expect(nonsense.json().error).toMatchObject({ code: 'NOT_UNDERSTOOD', details: { understood: expect.any(String), example: expect.any(String) } });
      expect(await balance(s, c)).toBe(before - 1);
      expect((await post(s, c, '/diagrams/11111111-1111-1111-1111-111111111111/edit', { edit_prompt: 'add a cache' })).statusCode).toBe(404);
      expect((await post(s, c, `/diagrams/${d.id}/edit`, { edit_prompt: 'x' })).statusCode).toBe(422);
    });

    it('switching provider by prompt moves the diagram to the new provider', async () => {
      const s = get();
      const c = await s.keyCaller();
      const d = DiagramOutSchema.parse((await post(s, c, '/diagrams', { prompt: PROMPT, cloud_provider: 'aws' })).json());
      const edited = await post(s, c, `/diagrams/${d.id}/edit`, { edit_prompt: 'switch the whole diagram to azure' });
      expect(edited.statusCode).toBe(200);
      const e = DiagramOutSchema.parse(edited.json());
      expect(e.cloud_provider).toBe('azure');
      expect(e.xml).toContain('skyplan_provider="azure"');
      expect(e.xml).not.toMatch(/skyplan_service="aws\.(rds|ec2|alb)"/);
    });

    it('prompt helpers are free: enhance returns a fuller prompt, clarify returns questions', async () => {
      const s = get();
      const c = await s.keyCaller();
      const enhanced = await post(s, c, '/prompts/enhance', { prompt: 'web app with a database', cloud_provider: 'aws' });
      expect(enhanced.statusCode).toBe(200);
      expect(enhanced.json()).toMatchObject({ original_prompt: 'web app with a database', enhanced_prompt: expect.any(String) });
      expect(enhanced.json().enhanced_prompt.length).toBeGreaterThan('web app with a database'.length);
      const clarify = await post(s, c, '/prompts/clarify', { prompt: 'a system' });
      expect(clarify.statusCode).toBe(200);
      expect(Array.isArray(clarify.json().questions)).toBe(true);
      expect(clarify.json().questions.length).toBeLessThanOrEqual(3);
      expect((await post(s, c, '/prompts/enhance', { prompt: 'abc' })).statusCode).toBe(422);
      expect((await post(s, c, '/prompts/clarify', { prompt: '' })).statusCode).toBe(422);
      expect((await s.inject({ method: 'POST', url: '/api/v2/prompts/clarify', payload: { prompt: 'a system' } })).statusCode).toBe(401);
      expect(await balance(s, c)).toBe(50);
    });
  },
  { services: { engine: slowLayout } },
);
