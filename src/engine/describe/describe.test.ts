import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { PUBLIC_PROMPTS_PATH } from '../../testing/shared-data.js';
import type { ArchitectureModel } from '../model/index.js';
import { planDiagram } from '../planner/index.js';
import { review } from '../review/index.js';
import { BENCH_MODELS } from '../review/testing/bench-models.js';
import { cleanLabel } from '../review/text.js';
import { describe, svgWithDescription } from './index.js';

const PROMPTS = JSON.parse(readFileSync(PUBLIC_PROMPTS_PATH, 'utf8')) as Array<{ prompt: string; cloud_provider: string; diagram_type: string }>;

/** What the description must let a reader find: every component by name, every connection in its direction. */
function expectComplete(model: ArchitectureModel) {
  const d = describe(model, review(model));
  const name = (id: string) => {
    const c = [...model.nodes, ...model.groups].find((x) => x.id === id)!;
    return cleanLabel(c.label);
  };
  for (const n of model.nodes) if (name(n.id)) expect(d.text, `component ${n.id}`).toContain(name(n.id));
  for (const g of model.groups) if (name(g.id)) expect(d.text, `frame ${g.id}`).toContain(name(g.id));
  const flows = d.sections.find((s) => s.heading === 'Flows')?.lines ?? [];
  const flowLines = flows.filter((l) => !l.startsWith('Entry'));
  expect(flowLines).toHaveLength(model.edges.length);
  for (const e of model.edges) {
    const [a, b] = [name(e.source), name(e.target)];
    const line = flowLines.find((l) => l.indexOf(a) >= 0 && l.indexOf(b, l.indexOf(a) + a.length) > 0);
    expect(line, `connection ${a} → ${b}`).toBeDefined();
  }
  return d;
}

suite('describe', () => {
  it.each(BENCH_MODELS.map((b) => [b.name, b.build] as const))('%s (hand-built): every component and connection is described', (_n, build) => {
    expectComplete(build());
  });

  it.each(PROMPTS.map((p, i) => [i + 1, p] as const))('public prompt %i (built-in planner): every component and connection is described', (_i, p) => {
    const { model } = planDiagram(p.prompt, { provider: p.cloud_provider as never, diagramType: p.diagram_type as never });
    expectComplete(model);
  });

  it('reads frames outermost first, flows from the entry point, and the findings', () => {
    const d = describe(BENCH_MODELS[0]!.build(), review(BENCH_MODELS[0]!.build()));
    expect(d.summary).toMatch(/^AWS web shop in three tiers: an AWS architecture with 5 components in 7 frames and 4 connections\.$/);
    const frames = d.sections[0]!.lines;
    expect(frames[0]).toBe("Network “VPC” contains “Availability Zone 1” and “Availability Zone 2”.");
    expect(frames.at(-1)).toBe("Outside any frame: Users.");
    expect(d.sections[1]!.lines[0]).toBe('Entry point: Users.');
    expect(d.sections[1]!.lines[1]).toMatch(/^Users to Application Load Balancer/);
    expect(d.sections.map((s) => s.heading)).toEqual(['Frames and what they contain', 'Flows', 'Notable findings']);
    expect(d.text.split('\n\n')).toHaveLength(4);
  });

  it('is the same text for the same model', () => {
    const m = BENCH_MODELS[3]!.build();
    expect(describe(m).text).toBe(describe(structuredClone(m)).text);
  });
});

suite('svgWithDescription', () => {
  it('puts title and desc first in the root svg, escaped, and names them for assistive technology', () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g><text>x</text></g></svg>';
    const out = svgWithDescription(svg, 'Orders & <billing>', 'Users to "API".');
    expect(out).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" role="img" aria-labelledby="skyplan-title" aria-describedby="skyplan-desc"><title id="skyplan-title">Orders &amp; &lt;billing&gt;</title><desc id="skyplan-desc">Users to &quot;API&quot;.</desc><g>');
    expect(svgWithDescription('not svg', 't', 'd')).toBe('not svg');
  });
});
