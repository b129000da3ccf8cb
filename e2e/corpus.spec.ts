import fs from 'node:fs';
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { compile, parse } from '../src/engine/drawio/index.js';
import type { ArchitectureModel } from '../src/engine/model/index.js';
import { drawioFrame } from './fixtures.js';
import { blockExternal, exposeDrawioUi, test, expect } from './journey-fixtures.js';
import { CORPUS_FILES_DIR } from '../src/testing/shared-data.js';

/**
 * Real draw.io files from public repositories, read by Skyplan and written back by its compiler
 * (compile(parse(file))), open in the embedded draw.io 14.7.3: every cell is drawn. Covers an
 * uncompressed AWS file, a compressed Azure file with three icon families, a two-page GCP file
 * and a Kubernetes file whose icons this draw.io cannot draw (they fall back to plain shapes).
 */
const CORPUS = CORPUS_FILES_DIR;
const FILES = [
  '01-aws-bookstore-vpc-ec2-rds.drawio',
  '14-azure-hub-spoke-appgw-pep.drawio',
  '21-gcp-photosharing-cloudrun-2p.drawio',
  '27-k8s-home-assistant-ingress.drawio',
];

test.describe.configure({ mode: 'serial' });

const sortById = <T extends { id: string }>(cells: T[]): T[] => [...cells].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const byId = (m: ArchitectureModel): ArchitectureModel => ({ ...m, nodes: sortById(m.nodes), groups: sortById(m.groups), edges: sortById(m.edges) });

/** Vertices and edges in the graph, and how many of them draw.io actually drew as SVG. */
async function drawn(frame: Frame): Promise<{ vertices: number; edges: number; rendered: number; labels: string[] }> {
  return frame.evaluate(() => {
    type Cell = { id: string; vertex?: boolean; edge?: boolean };
    type State = { shape?: { node?: { ownerSVGElement?: unknown } } };
    const w = window as unknown as {
      ui: { editor: { graph: { getModel(): { cells: Record<string, Cell> }; view: { getState(c: Cell): State | null }; convertValueToString(c: Cell): string } } };
    };
    const graph = w.ui.editor.graph;
    const cells = Object.values(graph.getModel().cells).filter((c) => c.vertex || c.edge);
    const rendered = cells.filter((c) => !!graph.view.getState(c)?.shape?.node?.ownerSVGElement).length;
    return {
      vertices: cells.filter((c) => c.vertex).length,
      edges: cells.filter((c) => c.edge).length,
      rendered,
      labels: cells.map((c) => graph.convertValueToString(c)).filter(Boolean),
    };
  });
}

// One signed-in page for all files, as a person works: draw.io loads its icon sets once.
let context: BrowserContext;
let page: Page;
const external: string[] = [];
/** Images the documents themselves link to (two of these files show logos from the web). */
const linked = new Set<string>();

test.beforeAll(async ({ browser, workerAccount }) => {
  context = await browser.newContext({ storageState: workerAccount.storageState });
  await exposeDrawioUi(context);
  await blockExternal(context, external);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  // draw.io's icons come from Skyplan; only images a document itself links to may be asked for.
  expect(external.filter((url) => !linked.has(url)), 'requests that left 127.0.0.1').toEqual([]);
});

for (const file of FILES) {
  test(`${file}: Skyplan's rewrite opens in the editor with every cell drawn`, async ({ api }) => {
    const source = parse(fs.readFileSync(`${CORPUS}/${file}`, 'utf8'));
    const xml = compile(source.model, source.geometry);
    for (const m of xml.matchAll(/image=(https?:\/\/[^;"]+)/g)) linked.add(m[1]!);
    const expected = { vertices: source.model.nodes.length + source.model.groups.length, edges: source.model.edges.length };
    expect(expected.vertices).toBeGreaterThan(5);

    const imported = await api.post('/api/v2/diagrams/import', { data: { xml, title: file.replace('.drawio', ''), cloud_provider: source.model.provider } });
    expect(imported.status(), await imported.text()).toBe(201);
    const { id } = (await imported.json()) as { id: string };

    await page.goto(`/d/${id}`);
    const frame = await drawioFrame(page);
    // The first load fetches draw.io's icon sets: allow for a slow, shared machine.
    await expect(page.getByTestId('editor.canvas')).toHaveAttribute('data-status', 'ready', { timeout: 75_000 });
    await expect.poll(() => drawn(frame).then((d) => d.vertices)).toBe(expected.vertices);
    const result = await drawn(frame);
    expect(result.edges).toBe(expected.edges);
    expect(result.rendered, 'cells draw.io drew').toBe(expected.vertices + expected.edges);
    const plain = source.model.nodes.map((n) => n.label.split('\n')[0]!).find((l) => /^[A-Za-z][\w ]{2,}$/.test(l))!;
    expect(result.labels.join(' | ')).toContain(plain);
    // What draw.io writes back keeps Skyplan's attributes, on the root and on the cells.
    const saved = await frame.evaluate(() => {
      const w = window as unknown as { ui: { editor: { getGraphXml(): Node } }; mxUtils: { getXml(n: Node): string } };
      return w.mxUtils.getXml(w.ui.editor.getGraphXml());
    });
    expect(saved).toContain(`skyplan_provider="${source.model.provider}"`);
    expect(saved).toMatch(/skyplan_service="[a-z]+\.[a-z0-9_]+"/);
    // draw.io writes cells in tree order (children after their container): compare by id.
    expect(byId(parse(saved).model)).toEqual(byId(source.model));
  });
}
