import { deflateRawSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeOnDatabases, type Caller, type TestServer } from '../testing/server.js';
import { sampleXml } from '../testing/factories.js';

const api = (s: TestServer, c: Caller, url: string, payload: object) => s.inject({ method: 'POST', url: `/api/v2${url}`, headers: c.headers, payload });

/** A draw.io file whose one compressed page inflates to about `chars` characters. */
function inflatingFile(chars: number): string {
  const page = `<mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0" value="${'a'.repeat(chars)}"/></root></mxGraphModel>`;
  const packed = deflateRawSync(Buffer.from(encodeURIComponent(page))).toString('base64');
  return `<mxfile><diagram id="p" name="Bomb">${packed}</diagram></mxfile>`;
}

await describeOnDatabases(
  'what one request may become',
  (get) => {
    it('refuses an import whose compressed page inflates past the limit (422 naming it), though its bytes are small', async () => {
      const s = get();
      const c = await s.keyCaller();
      const bomb = inflatingFile(1_000_000);
      expect(bomb.length).toBeLessThan(10_000);
      const res = await api(s, c, '/diagrams/import', { xml: bomb });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'INVALID_DIAGRAM', details: { code: 'too_large' } });
      expect(res.json().error.message).toContain('the limit is 100000');
      const under = await api(s, c, '/diagrams/import', { xml: inflatingFile(50_000) });
      expect(under.statusCode).toBe(201);
      expect((await s.services.db.selectFrom('diagrams').select('id').where('account_id', '=', c.accountId).execute()).length).toBe(1);
    });

    it('refuses a prompt that yields more services than a diagram may hold: 422 with the limit and the count, nothing charged', async () => {
      const s = get();
      const c = await s.keyCaller();
      const prompt = 'On AWS: CloudFront in front of an API Gateway calling Lambda, which writes to DynamoDB, sends to SQS, publishes to SNS and stores files in S3.';
      const res = await api(s, c, '/diagrams', { prompt, cloud_provider: 'aws' });
      expect(res.statusCode).toBe(422);
      const error = res.json().error;
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details).toMatchObject({ limit: 3, count: expect.any(Number) });
      expect(error.details.count).toBeGreaterThan(3);
      expect(error.message).toContain(`describes ${error.details.count} services`);
      expect(error.message).toContain('at most 3');
      const balance = await s.services.db.selectFrom('accounts').select('credit_balance').where('id', '=', c.accountId).executeTakeFirstOrThrow();
      expect(balance.credit_balance).toBe(50);
    });

    it('still imports and edits ordinary diagrams through the compute pool', async () => {
      const s = get();
      const c = await s.keyCaller();
      const imported = await api(s, c, '/diagrams/import', { xml: await sampleXml() });
      expect(imported.statusCode).toBe(201);
      const edited = await api(s, c, `/diagrams/${imported.json().id}/edit`, { edit_prompt: 'add a Redis cache' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().version_number).toBe(2);
    });
  },
  { env: { SKYPLAN_MAX_INFLATED_CHARS: '100000', SKYPLAN_MAX_COMPONENTS: '3' } },
);
