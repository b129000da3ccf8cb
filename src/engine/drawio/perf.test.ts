import { describe, expect, it } from 'vitest';
import { apply, type ArchitectureModel, type Geometry } from '../model/index.js';
import { compile } from './compile.js';
import { parse } from './parse.js';
import { patch } from './patch.js';
import { patchGeometry } from './patch-geometry.js';
import { sanitize } from './sanitize.js';

/** A 500-cell architecture: 10 subnets in 2 VPCs, 250 services, 240 connections. */
function bigDiagram(): { model: ArchitectureModel; geometry: Geometry } {
  const services = ['aws.ec2', 'aws.rds', 'aws.lambda', 'aws.s3', 'aws.alb', 'aws.dynamodb'];
  const model: ArchitectureModel = { title: 'Big', provider: 'aws', diagramType: 'architecture', nodes: [], groups: [], edges: [] };
  const geometry: Geometry = { cells: {}, edges: {} };
  for (let v = 0; v < 2; v++) {
    model.groups.push({ id: `vpc-${v}`, kind: 'vpc', label: `VPC ${v}`, parent: null, props: { cidr: `10.${v}.0.0/16` } });
    geometry.cells[`vpc-${v}`] = { x: v * 3000, y: 0, width: 2900, height: 2000 };
    for (let s = 0; s < 5; s++) {
      const id = `subnet-${v}-${s}`;
      model.groups.push({ id, kind: 'subnet', label: `Subnet ${s} <tier>`, parent: `vpc-${v}`, props: { tier: s === 0 ? 'public' : 'app' } });
      geometry.cells[id] = { x: 20 + s * 570, y: 40, width: 550, height: 1900 };
    }
  }
  for (let n = 0; n < 250; n++) {
    const id = `n${n}`;
    model.nodes.push({ id, service: services[n % services.length]!, label: `Service ${n} & "co"`, parent: `subnet-${n % 2}-${n % 5}`, props: { replicas: n % 3, encrypted_at_rest: n % 2 === 0 } });
    geometry.cells[id] = { x: 20 + (n % 5) * 100, y: 40 + Math.floor(n / 10) * 70, width: 48, height: 48 };
  }
  for (let e = 0; e < 240; e++) {
    const id = `e${e}`;
    model.edges.push({ id, source: `n${e}`, target: `n${(e * 7 + 3) % 250}`, label: e % 4 === 0 ? 'HTTPS' : '', props: { protocol: 'https', tls: true } });
    geometry.edges[id] = { points: [{ x: 10, y: 20 }] };
  }
  return { model, geometry };
}

/**
 * Median CPU time of `run` in ms. CPU time, not wall time: the machine running the tests is
 * shared, and waiting for a core says nothing about the code.
 */
function median(run: () => void, times = 15): number {
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

describe('performance on a 500-cell diagram (used on every request)', () => {
  const { model, geometry } = bigDiagram();
  const xml = compile(model, geometry);
  const parsed = parse(xml);
  const edit = apply(parsed.model, [
    { op: 'add_node', service: 'aws.elasticache', label: 'Cache', parent: 'subnet-0-1' },
    { op: 'connect', source: 'n1', target: 'cache' },
    { op: 'set_property', id: 'n2', key: 'multi_az', value: true },
    { op: 'rename', id: 'n3', label: 'Renamed' },
    { op: 'remove', id: 'n4' },
  ], { reservedIds: parsed.reservedIds });
  if (!edit.ok) throw new Error(edit.error.reason);

  it('compile, parse, patch, patchGeometry and sanitize each take a few milliseconds', () => {
    const timings = {
      compile: median(() => compile(model, geometry)),
      parse: median(() => parse(xml)),
      patch: median(() => patch(xml, edit.resolved, { cells: { cache: { x: 5, y: 5, width: 48, height: 48 } }, edges: {} })),
      patchGeometry: median(() => patchGeometry(xml, parsed.geometry)),
      sanitize: median(() => sanitize(xml)),
    };
    console.log('500-cell CPU time (ms, median):', Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Number(v.toFixed(2))])));
    expect(model.nodes.length + model.groups.length + model.edges.length).toBe(502);
    // Ceilings with headroom for slower machines; typical numbers are printed above. patch reads
    // the page twice (before, and to verify what it wrote).
    expect(timings.compile).toBeLessThan(12);
    expect(timings.parse).toBeLessThan(20);
    expect(timings.patch).toBeLessThan(50);
    expect(timings.patchGeometry).toBeLessThan(25);
    expect(timings.sanitize).toBeLessThan(20);
  });
});
