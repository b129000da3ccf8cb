/**
 * Engine benchmark: the per-request pure work on large inputs, as median CPU time (CPU, not wall
 * time: on a shared machine waiting for a core says nothing about the code), each printed with its
 * budget and the ratio to it (≤ 1 meets it). `npm run bench:engine`
 *
 * - draw.io compile, parse, patch, patchGeometry and sanitize on a 502-cell diagram;
 * - the architecture review of a ~500-node estate;
 * - sanitize refusing hostile documents (billion laughs, 50 MB, 100k cells, 100k-deep nesting, a
 *   compressed page inflating to 20 MB): they must be refused at once, never expanded or parsed in full;
 * - parse of the same 502-cell diagram as draw.io's compressed page (base64 + raw DEFLATE);
 * - catalog lookup, which the planner runs per mention: every service named in a 900-character
 *   prompt, and 1,000 name lookups with a provider preference order;
 * - the built-in edit planner on a ~100-component estate: the median over prompts of each kind it
 *   reads (statement, remove, between, in front of, replace, several steps, a typo).
 */
import { deflateRawSync } from 'node:zlib';
import { CATALOG, findMentions, resolveService } from '../src/engine/catalog/index.js';
import { compile, parse, patch, patchGeometry, sanitize } from '../src/engine/drawio/index.js';
import { apply } from '../src/engine/model/index.js';
import { planEdit } from '../src/engine/planner/index.js';
import { review } from '../src/engine/review/index.js';
import { bigDiagram } from './fixtures/big-diagram.js';
import { editPromptsFor } from './fixtures/edit-prompts.js';
import { syntheticCloud } from './fixtures/synthetic-cloud.js';

function cpuMedian(run: () => unknown, times = 15): number {
  for (let k = 0; k < 5; k++) run(); // warm the JIT
  const samples: number[] = [];
  for (let k = 0; k < times; k++) {
    const t0 = process.cpuUsage();
    run();
    const used = process.cpuUsage(t0);
    samples.push((used.user + used.system) / 1000);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}

const page = (cells: string): string =>
  `<mxfile><diagram id="p" name="Page-1"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>${cells}</root></mxGraphModel></diagram></mxfile>`;

function refusedAs(code: string, xml: string, maxChars?: number): () => unknown {
  return () => {
    const r = sanitize(xml, maxChars ? { maxChars } : {});
    if (r.ok || r.code !== code) throw new Error(`expected ${code}, got ${r.ok ? 'ok' : r.code}`);
    return r;
  };
}

const { model, geometry } = bigDiagram();
const xml = compile(model, geometry);
const parsed = parse(xml);
const edit = apply(
  parsed.model,
  [
    { op: 'add_node', service: 'aws.elasticache', label: 'Cache', parent: 'subnet-0-1' },
    { op: 'connect', source: 'n1', target: 'cache' },
    { op: 'set_property', id: 'n2', key: 'multi_az', value: true },
    { op: 'rename', id: 'n3', label: 'Renamed' },
    { op: 'remove', id: 'n4' },
  ],
  { reservedIds: parsed.reservedIds },
);
if (!edit.ok) throw new Error(edit.error.reason);
const estate = syntheticCloud(500);
const compressedPage = (graphModel: string | Buffer): string =>
  `<mxfile><diagram id="p" name="Page-1">${deflateRawSync(typeof graphModel === 'string' ? Buffer.from(encodeURIComponent(graphModel)) : graphModel).toString('base64')}</diagram></mxfile>`;
const compressedXml = compressedPage(/<mxGraphModel[\s\S]*<\/mxGraphModel>/.exec(xml)![0]);

const lol = ['<!ENTITY lol "lol">', ...Array.from({ length: 9 }, (_, k) => `<!ENTITY lol${k + 1} "${`&lol${k || ''};`.repeat(10)}">`)].join('');
const hostile = {
  billionLaughs: `<!DOCTYPE lolz [${lol}]>${page('<mxCell id="2" value="&lol9;" vertex="1" parent="1"/>')}`,
  fiftyMb: page(`<mxCell id="2" value="${'x'.repeat(50 * 1024 * 1024)}" vertex="1" parent="1"/>`),
  manyCells: page(Array.from({ length: 100_000 }, (_, k) => `<mxCell id="c${k}" vertex="1" parent="1"/>`).join('')),
  deep: '<a>'.repeat(100_000) + '</a>'.repeat(100_000),
  inflationBomb: compressedPage(Buffer.alloc(20 * 1024 * 1024, 0x41)),
};

// A 900-character prompt naming services of three clouds, and 1,000 names to look up (every
// catalog entry's name and short label, round-robin, plus unknown words).
const mentionText = (
  'Users reach CloudFront and an Application Load Balancer in front of EKS pods; the API writes orders to Amazon RDS ' +
  'and caches sessions in ElastiCache for Redis. Events flow through EventBridge Pipes into Azure Functions and land in ' +
  'BigQuery, while a Lambda authorizer guards API Gateway and Cloud Run functions enrich records from Cosmos DB. '
).repeat(3).slice(0, 900);
const lookupTerms = [...CATALOG.flatMap((e) => [e.name, e.short]), 'flux capacitor', 'order service', 'the bucket'];
const lookups = Array.from({ length: 1000 }, (_, k) => lookupTerms[(k * 7) % lookupTerms.length]!);

const editEstate = syntheticCloud(100);
const editPrompts = editPromptsFor(editEstate);
const editMedian = (): number => {
  const each = editPrompts.map((p) => cpuMedian(() => planEdit(p, editEstate), 5)).sort((x, y) => x - y);
  return each[Math.floor(each.length / 2)]!;
};

const rows: Array<[string, number, number]> = [
  [`planEdit p50 (${editEstate.nodes.length} components, ${editPrompts.length} prompts)`, editMedian(), 150],
  ['findMentions (900-char prompt)', cpuMedian(() => findMentions(mentionText, ['aws', 'azure', 'gcp'])), 5],
  ['resolveService ×1000', cpuMedian(() => lookups.map((t) => resolveService(t, ['kubernetes', 'aws']))), 10],
  ['compile (502 cells)', cpuMedian(() => compile(model, geometry)), 12],
  ['parse (502 cells)', cpuMedian(() => parse(xml)), 20],
  ['patch (5 ops on 502 cells)', cpuMedian(() => patch(xml, edit.resolved, { cells: { cache: { x: 5, y: 5, width: 48, height: 48 } }, edges: {} })), 50],
  ['patchGeometry (502 cells)', cpuMedian(() => patchGeometry(xml, parsed.geometry)), 25],
  ['sanitize (502 cells)', cpuMedian(() => sanitize(xml)), 20],
  ['parse (502 cells, compressed page)', cpuMedian(() => parse(compressedXml)), 25],
  [`review (${estate.nodes.length} nodes)`, cpuMedian(() => review(estate)), 25],
  ['refuse billion laughs', cpuMedian(refusedAs('doctype', hostile.billionLaughs)), 50],
  ['refuse a 50 MB document', cpuMedian(refusedAs('too_large', hostile.fiftyMb), 5), 50],
  ['refuse 100k cells', cpuMedian(refusedAs('too_many_cells', hostile.manyCells, 10_000_000), 5), 500],
  ['refuse 100k-deep nesting', cpuMedian(refusedAs('too_deep', hostile.deep), 5), 200],
  ['refuse a page inflating to 20 MB (500k limit)', cpuMedian(refusedAs('too_large', hostile.inflationBomb, 500_000), 5), 50],
];

console.log('Engine work on large inputs: median CPU time, budget, ratio to the budget (≤ 1 meets it)');
let over = 0;
for (const [name, ms, budget] of rows) {
  const ratio = ms / budget;
  if (ratio > 1) over++;
  console.log(`${name.padEnd(30)} ${ms.toFixed(2).padStart(8)} ms   budget ${String(budget).padStart(4)} ms   ratio ${ratio.toFixed(2)}${ratio > 1 ? '  OVER' : ''}`);
}
console.log(JSON.stringify({ bench: 'engine', rows: rows.map(([name, ms, budget]) => ({ name, ms, budget, ratio: ms / budget })) }));
console.log(over ? `${over} over budget` : 'all within budget');
