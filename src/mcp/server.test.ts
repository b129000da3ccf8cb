import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleXml } from '../server/testing/factories.js';
import { startLiveServer, type LiveServer } from '../sdk/testing/live-server.js';
import { TOOLS } from './server.js';
import { connectMcp, idIn } from './testing/mcp-client.js';

/** The MCP server through a real MCP client (in-memory transport) against the real Skyplan server. */
let live: LiveServer;
let mcp: Awaited<ReturnType<typeof connectMcp>>;
let dir: string;

beforeAll(async () => {
  live = await startLiveServer({ jobWorkers: 1 });
  const caller = await live.server.keyCaller(undefined, { plan: 'pro' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-mcp-'));
  mcp = await connectMcp({
    baseUrl: live.baseUrl,
    env: { SKYPLAN_API_KEY: caller.headers.authorization!.slice('Bearer '.length) },
    credentialsPath: path.join(dir, 'credentials.json'),
    relayoutPollMs: 50,
  });
});
afterAll(async () => {
  await mcp?.close();
  await live?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('MCP tools against the real server', () => {
  it('lists every tool, and the agent path tells the order generate → get_warnings → export', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS.map((t) => t.name).sort());
    const byName = new Map(tools.map((t) => [t.name, t.description ?? '']));
    expect(byName.get('generate_diagram')).toMatch(/STEP 1 of 3[\s\S]*get_warnings[\s\S]*export_diagram/);
    expect(byName.get('get_warnings')).toMatch(/STEP 2 of 3[\s\S]*export_diagram/);
    expect(byName.get('export_diagram')).toMatch(/STEP 3 of 3/);
  });

  it('runs the agent path: generate (with progress) → get_warnings → fix_warning → export_diagram', async () => {
    const made = await mcp.call('generate_diagram', { prompt: 'Three-tier web app on AWS: an ALB, EC2 app servers and an RDS database', cloud_provider: 'aws' });
    expect(made.isError).toBe(false);
    expect(made.text).toMatch(/Diagram created\.\nid: [0-9a-f-]{36}/);
    expect(made.text).toMatch(/credits charged: \d/);
    expect(made.progress.length).toBeGreaterThan(1);
    const percents = made.progress.map((p) => p.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(made.progress.at(-1)!.progress).toBe(100);
    const id = idIn(made.text);

    const warnings = await mcp.call('get_warnings', { diagram_id: id });
    expect(warnings.text).toMatch(/warning\(s\) for diagram id/);
    // Fix the first finding that has an automatic fix; the others answer CONFLICT, uncharged.
    const warningIds = [...warnings.text.matchAll(/warning_id: (\S+)/g)].map((m) => m[1]!);
    let fixedId = '';
    for (const warningId of warningIds) {
      const fixed = await mcp.call('fix_warning', { diagram_id: id, warning_id: warningId });
      if (fixed.isError) {
        expect(fixed.text).toMatch(/^Error \[CONFLICT\] \(HTTP 409\)/);
        continue;
      }
      expect(fixed.text).toMatch(/^Fixed: /);
      // The id itself is gone (another component's warning may share its prefix: "…-server-2").
      const listed = [...fixed.text.matchAll(/warning_id: (\S+)/g)].map((m) => m[1]!);
      expect(listed).not.toContain(warningId);
      fixedId = warningId;
      break;
    }
    expect(fixedId).not.toBe('');

    const drawio = await mcp.call('export_diagram', { diagram_id: id });
    expect(drawio.text.startsWith('<mxfile')).toBe(true);
    const svg = await mcp.call('export_diagram', { diagram_id: id, format: 'svg' });
    expect(svg.text).toContain('<svg');
    const png = await mcp.call('export_diagram', { diagram_id: id, format: 'png', scale: 0.5 });
    const image = png.content.find((c) => c.type === 'image')!;
    expect(image.mimeType).toBe('image/png');
    expect(Buffer.from(image.data!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const target = path.join(dir, 'out', 'diagram.drawio');
    const saved = await mcp.call('export_diagram', { diagram_id: id, save_to: target });
    expect(saved.text).toContain(target);
    expect(fs.readFileSync(target, 'utf8')).toContain('<mxfile');
  });

  it('draws a folder of infrastructure code, skipping tool caches, and says what failed to read', async () => {
    const folder = path.join(dir, 'stack');
    fs.mkdirSync(path.join(folder, '.terraform'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'queue.tf'), 'resource "aws_sqs_queue" "jobs" {}\nresource "aws_lambda_function" "worker" {\n  environment { variables = { Q = aws_sqs_queue.jobs.url } }\n}\n');
    fs.writeFileSync(path.join(folder, '.terraform', 'cache.tf'), 'this is not read {');
    const drawn = await mcp.call('diagram_from_code', { folder_path: folder, title: 'Queue stack' });
    expect(drawn.isError).toBeFalsy();
    expect(drawn.text).toMatch(/Drawn from 1 file[\s\S]*title: Queue stack[\s\S]*NEXT: get_warnings/);
    const bad = await mcp.call('diagram_from_code', { files: [{ path: 'x.tf', content: 'resource "a" "b" {\n  c = \n}' }] });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/x\.tf, line 2/);
    expect((await mcp.call('diagram_from_code', {})).isError).toBe(true);
  });

  it('edits, reads, lists, versions, reverts, re-lays out, updates and deletes', async () => {
    const xmlFile = path.join(dir, 'in.drawio');
    fs.writeFileSync(xmlFile, await sampleXml());
    const imported = await mcp.call('import_diagram', { file_path: xmlFile, title: 'Imported by MCP' });
    expect(imported.text).toContain('title: Imported by MCP');
    const id = idIn(imported.text);
    expect((await mcp.call('import_diagram', {})).isError).toBe(true);

    const edited = await mcp.call('edit_diagram', { diagram_id: id, edit_prompt: 'add cloudfront in front of the alb' });
    expect(edited.text).toMatch(/Diagram edited\.[\s\S]*version: 2/);
    const notUnderstood = await mcp.call('edit_diagram', { diagram_id: id, edit_prompt: 'make it prettier' });
    expect(notUnderstood.isError).toBe(true);
    expect(notUnderstood.text).toMatch(/^Error \[NOT_UNDERSTOOD\] \(HTTP 422\): [\s\S]*"example"[\s\S]*request_id: req_/);

    const got = await mcp.call('get_diagram', { diagram_id: id });
    expect(got.text).toContain('CloudFront');
    expect(got.text).toContain('draw.io XML:');
    expect((await mcp.call('list_diagrams', { limit: 50 })).text).toContain(`id: ${id}`);

    const versions = await mcp.call('list_versions', { diagram_id: id });
    expect(versions.text).toMatch(/v1 .*version_id: [0-9a-f-]{36}/);
    expect(versions.text).toMatch(/v2 \(current\)/);
    const diff = await mcp.call('diff_versions', { diagram_id: id, from: 1, to: 2 });
    expect(diff.text).toMatch(/^Changes from v1 to v2 of diagram id: /);
    expect(diff.text).toMatch(/^Score: \d+ → \d+ \([+-]?\d+\)$/m);
    const v1 = await mcp.call('get_version', { diagram_id: id, version_number: 1, include_xml: false });
    expect(v1.text).toMatch(/^Version 1 of diagram id: /);
    expect(v1.text).not.toContain('draw.io XML:');
    expect((await mcp.call('get_version', { diagram_id: id, version_number: 99 })).isError).toBe(true);
    expect((await mcp.call('describe_diagram', { diagram_id: id })).text).toMatch(/^.+: an? .+ with \d+ components?/);
    const pci = await mcp.call('get_warnings', { diagram_id: id, framework: ['nist-800-53'] });
    expect(pci.text).toMatch(/controls: nist-800-53 [A-Z]{2}-\d/);
    expect((await mcp.call('revert_diagram', { diagram_id: id })).isError).toBe(true);
    const reverted = await mcp.call('revert_diagram', { diagram_id: id, version_id: idIn(versions.text, 'version_id') });
    expect(reverted.text).toMatch(/^Reverted\./);

    const ask = await mcp.call('relayout_diagram', { diagram_id: id });
    expect(ask.text).toMatch(/confirm=true/);
    const laid = await mcp.call('relayout_diagram', { diagram_id: id, confirm: true });
    expect(laid.text).toMatch(/status: done \(100%\)/);
    expect(laid.progress.length).toBeGreaterThan(0);
    const started = await mcp.call('relayout_diagram', { diagram_id: id, confirm: true, wait: false });
    const jobId = /job_id: ([0-9a-f-]{36})/.exec(started.text)![1]!;
    expect((await mcp.call('get_relayout_status', { diagram_id: id, job_id: jobId })).text).toContain(`job_id: ${jobId}`);

    expect((await mcp.call('update_diagram', { diagram_id: id })).isError).toBe(true);
    expect((await mcp.call('update_diagram', { diagram_id: id, title: 'Renamed' })).text).toContain('title: Renamed');
    expect((await mcp.call('delete_diagram', { diagram_id: id })).text).toBe(`Deleted diagram id: ${id}.`);
    const gone = await mcp.call('get_diagram', { diagram_id: id });
    expect(gone.isError).toBe(true);
    expect(gone.text).toMatch(/^Error \[NOT_FOUND\] \(HTTP 404\)/);
  });

  it('searches and forks the gallery, enhances and clarifies prompts', async () => {
    const imported = await mcp.call('import_diagram', { xml: await sampleXml(), title: 'Gallery piece for MCP' });
    const id = idIn(imported.text);
    await mcp.call('update_diagram', { diagram_id: id, is_public: true });
    const found = await mcp.call('search_gallery', { q: 'Gallery piece for MCP' });
    expect(found.text).toContain(`id: ${id}`);
    const fork = await mcp.call('fork_diagram', { diagram_id: id });
    expect(fork.text).toContain(`forked from: ${id}`);
    expect((await mcp.call('enhance_prompt', { prompt: 'a web shop' })).text).toMatch(/^a web shop\b.{10,}/);
    expect((await mcp.call('clarify_prompt', { prompt: 'a web shop' })).text).toMatch(/^1\. /);
  });

  it('reports usage, the ledger, the account and the capabilities', async () => {
    expect((await mcp.call('get_usage')).text).toMatch(/^plan: pro\ncredits remaining: /);
    const history = await mcp.call('get_usage_history', { action: ['generate'], since: '2000-01-01T00:00:00Z' });
    expect(history.text).toMatch(/^\d+ task\(s\)/);
    expect(history.text).toContain('generate');
    expect(history.text).toContain('via mcp');
    expect((await mcp.call('whoami')).text).toMatch(/^email: .*\nplan: pro\nmode: live/);
    const caps = await mcp.call('list_capabilities');
    expect(caps.text).toMatch(/cloud_provider: aws, azure, gcp/);
    expect(caps.text).toContain('export formats: drawio, svg, png');
  });

  it('tells an outdated client to update with the exact command', async () => {
    const old = await connectMcp({
      baseUrl: live.baseUrl,
      env: mcp.context.env,
      credentialsPath: path.join(dir, 'none.json'),
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-skyplan-client', 'mcp/0.0.1');
        return fetch(input, { ...init, headers });
      },
    });
    try {
      const answer = await old.call('whoami');
      expect(answer.isError).toBe(true);
      expect(answer.text.startsWith(`Error [CLIENT_OUTDATED] (HTTP 426): Update your client: run \`npx -y -p ${live.baseUrl.replace('/api/v2', '')}/clients/skyplan-latest.tgz skyplan-mcp\``)).toBe(true);
    } finally {
      await old.close();
    }
  });
});
