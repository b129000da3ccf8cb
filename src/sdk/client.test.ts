import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, SkyplanApiError, type SkyplanClient, type SseEvent } from './index.js';
import { sampleXml } from '../server/testing/factories.js';
import { startLiveServer, type LiveServer } from './testing/live-server.js';

/** Every operation of the contract (rows 1–27) through the SDK, over HTTP, against the real server. */
let live: LiveServer;
let skyplan: SkyplanClient;

beforeAll(async () => {
  live = await startLiveServer({ jobWorkers: 1 });
  const caller = await live.server.keyCaller(undefined, { plan: 'pro' });
  skyplan = createClient({ baseUrl: `${live.baseUrl}/`, apiKey: caller.headers.authorization!.slice('Bearer '.length) });
});
afterAll(async () => {
  await live?.close();
});

describe('SDK operations against the real server', () => {
  it('generates, reads, lists, updates, warns, fixes, edits, exports and deletes a diagram', async () => {
    const made = await skyplan.diagrams.generate({ prompt: 'Three-tier web app on AWS: an ALB, EC2 app servers and an RDS database', cloud_provider: 'aws' });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.xml).toContain('<mxfile');
    expect(made.usage?.credits_charged).toBeGreaterThan(0);

    const got = await skyplan.diagrams.get(made.id);
    expect(got).toMatchObject({ id: made.id, title: made.title });
    expect((await skyplan.diagrams.list({ limit: 5 })).items.map((d) => d.id)).toContain(made.id);

    const renamed = await skyplan.diagrams.update(made.id, { title: 'Renamed by the SDK' });
    expect(renamed.title).toBe('Renamed by the SDK');

    const warnings = await skyplan.diagrams.warnings(made.id);
    expect(warnings.length).toBeGreaterThan(0);
    // Some findings have no automatic fix (409 CONFLICT, nothing charged): fix the first one that has.
    let fixed = null;
    let target = warnings[0]!;
    for (const w of warnings) {
      target = w;
      fixed = await skyplan.diagrams.fix(made.id, { message: w.message, warning_type: w.type, warning_id: w.id }).catch((err: unknown) => {
        expect(err).toMatchObject({ status: 409, code: 'CONFLICT' });
        return null;
      });
      if (fixed) break;
    }
    expect(fixed?.usage?.credits_charged).toBeGreaterThan(0);
    expect(fixed!.version_number).toBeGreaterThan(got.version_number ?? 1);
    expect((await skyplan.diagrams.warnings(made.id)).map((w) => w.id)).not.toContain(target.id);

    const edited = await skyplan.diagrams.edit(made.id, { edit_prompt: 'add cloudfront in front of the alb' });
    expect(edited.xml).toContain('CloudFront');
    await expect(skyplan.diagrams.edit(made.id, { edit_prompt: 'make it nicer please' })).rejects.toMatchObject({ status: 422, code: 'NOT_UNDERSTOOD' });

    const drawio = await skyplan.diagrams.export(made.id);
    expect(drawio).toContain('<mxfile');
    const svg = await skyplan.diagrams.export(made.id, { format: 'svg' });
    expect(svg).toContain('<svg');
    const png = await skyplan.diagrams.export(made.id, { format: 'png', scale: 0.5 });
    expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    await skyplan.diagrams.delete(made.id);
    await expect(skyplan.diagrams.get(made.id)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('streams progress events, then the complete diagram', async () => {
    const events: SseEvent[] = [];
    for await (const event of skyplan.diagrams.stream({ prompt: 'Streamed web app' })) events.push(event);
    const stages = events.filter((e) => e.event === 'progress').map((e) => (e.event === 'progress' ? e.data.stage : ''));
    expect(stages.length).toBeGreaterThan(0);
    const last = events.at(-1)!;
    expect(last.event).toBe('complete');
    if (last.event === 'complete') expect(last.data.usage.credits_charged).toBeGreaterThan(0);

    const seen: string[] = [];
    const done = await skyplan.diagrams.generateWithProgress({ prompt: 'Web app with progress' }, { onProgress: (p) => seen.push(p.stage) });
    expect(seen).toEqual(expect.arrayContaining(stages.slice(0, 1)));
    expect(done.xml).toContain('<mxfile');
  });

  it('imports, lists and reads versions, names one, reverts', async () => {
    const imported = await skyplan.diagrams.import({ xml: await sampleXml(), title: 'Imported' });
    expect(imported.title).toBe('Imported');
    await skyplan.diagrams.edit(imported.id, { edit_prompt: 'add cloudfront in front of the alb' });
    const versions = await skyplan.versions.list(imported.id);
    expect(versions.items.map((v) => v.version_number)).toEqual([1, 2]);
    const v1 = await skyplan.versions.get(imported.id, versions.items[0]!.id);
    expect(v1.id).toBe(imported.id);
    expect(v1.xml).not.toContain('CloudFront');
    const diff = await skyplan.versions.diff(imported.id, { from: 1, to: 2 });
    expect(diff.components.added.map((c) => c.label).join(' ')).toMatch(/CloudFront/i);
    expect(diff.components.removed).toEqual([]);
    expect((await skyplan.versions.diff(imported.id)).to).toBe(2);
    const description = await skyplan.diagrams.description(imported.id, { version: 2 });
    expect(description.text).toMatch(/CloudFront/i);
    const pci = await skyplan.diagrams.warnings(imported.id, { framework: ['nist-800-53', 'pci-dss'] });
    for (const w of pci) expect(w.controls!.every((c) => c.framework === 'nist-800-53' || c.framework === 'pci-dss')).toBe(true);
    expect(await skyplan.versions.rename(imported.id, versions.items[0]!.id, 'As imported')).toMatchObject({ version_number: 1, name: 'As imported' });
    const reverted = await skyplan.versions.revert(imported.id, { version_number: 1 });
    expect(reverted.id).toBe(imported.id);
    expect((await skyplan.versions.list(imported.id)).items.at(-1)).toMatchObject({ version_number: 3, is_current: true });
  });

  it('draws CloudFormation from code (free) and throws a typed 422 naming the bad file and line', async () => {
    const template = 'Resources:\n  Jobs:\n    Type: AWS::SQS::Queue\n  Worker:\n    Type: AWS::Lambda::Function\n    Properties:\n      Environment:\n        Variables:\n          QUEUE: !Ref Jobs\n';
    const drawn = await skyplan.diagrams.fromCode({ files: [{ path: 'stack.yaml', content: template }] });
    expect(drawn.cloud_provider).toBe('aws');
    expect(drawn.xml).toContain('iac_resource="Worker"');
    const bad = await skyplan.diagrams.fromCode({ files: [{ path: 'stack.yaml', content: 'Resources: [\n' }] }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(SkyplanApiError);
    expect(bad).toMatchObject({ status: 422, code: 'VALIDATION_ERROR', details: { file: 'stack.yaml' } });
  });

  it('asks before a re-layout, then runs it to the end with the polling helper', async () => {
    const { id } = await skyplan.diagrams.import({ xml: await sampleXml() });
    const gate = await skyplan.relayout.start(id);
    expect(gate.status).toBe('confirmation_required');
    const progress: number[] = [];
    const done = await skyplan.relayout.run(id, { pollIntervalMs: 50, maxWaitMs: 60_000, onProgress: (s) => progress.push(s.progress) });
    expect(done.status).toBe('done');
    expect(progress.at(-1)).toBe(100);
    const status = await skyplan.relayout.status(id, done.job_id);
    expect(status.status).toBe('done');
  });

  it('searches the gallery and forks from it', async () => {
    const { id } = await skyplan.diagrams.import({ xml: await sampleXml(), title: 'Public pipeline' });
    await skyplan.diagrams.update(id, { is_public: true });
    const gallery = await skyplan.gallery.list({ q: 'Public pipeline', source: 'community' });
    expect(gallery.items.map((i) => i.id)).toContain(id);
    const fork = await skyplan.gallery.fork(id);
    expect(fork).toMatchObject({ forked_from_id: id });
    expect(fork.id).not.toBe(id);
    expect(await skyplan.gallery.thumbnail(id)).toMatch(/<svg[\s>]/);
  });

  it('enhances and clarifies prompts', async () => {
    const enhanced = await skyplan.prompts.enhance({ prompt: 'a web shop' });
    expect(enhanced.original_prompt).toBe('a web shop');
    expect(enhanced.enhanced_prompt.length).toBeGreaterThan('a web shop'.length);
    const clarify = await skyplan.prompts.clarify({ prompt: 'a web shop' });
    expect(clarify.questions.length).toBeGreaterThan(0);
  });

  it('reports usage, the ledger, the caller and the meta value sets', async () => {
    const usage = await skyplan.usage.summary();
    expect(usage).toMatchObject({ plan: 'pro' });
    expect(usage.cost_estimates.generate.max_credits).toBeGreaterThan(0);
    const history = await skyplan.usage.history({ action: ['generate', 'edit'], from: new Date(Date.now() - 86_400_000 * 30), limit: 50 });
    expect(history.items.every((i) => i.action_type === 'generate' || i.action_type === 'edit')).toBe(true);
    expect(history.summary.task_count).toBeGreaterThan(0);
    const me = await skyplan.me.get();
    expect(me).toMatchObject({ plan: 'pro', auth_method: 'key', livemode: true });
    expect((await skyplan.meta.diagramTypes()).diagram_types).toContain('architecture');
    expect((await skyplan.meta.providers()).providers).toContain('aws');
    expect((await skyplan.meta.formats()).export_formats).toEqual(['drawio', 'svg', 'png']);
    expect((await skyplan.meta.features()).plan).toBe('pro');
  });

  it('fails clearly: no key, a revoked key, an outdated client', async () => {
    const anonymous = createClient({ baseUrl: live.baseUrl });
    await expect(anonymous.me.get()).rejects.toMatchObject({ code: 'NO_API_KEY', status: 0 });
    const wrong = createClient({ baseUrl: live.baseUrl, apiKey: 'skp_live_' + 'x'.repeat(43) });
    await expect(wrong.me.get()).rejects.toMatchObject({ status: 401, code: 'INVALID_API_KEY' });
    const old = createClient({ baseUrl: live.baseUrl, apiKey: 'skp_live_' + 'x'.repeat(43), client: 'sdk-ts/0.0.1' });
    const err = await old.me.get().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SkyplanApiError);
    expect((err as SkyplanApiError).status).toBe(426);
    expect((err as SkyplanApiError).message.startsWith(`Update your client: run \`npm install ${live.baseUrl.replace('/api/v2', '')}/clients/skyplan-latest.tgz\``)).toBe(true);
  });
});
