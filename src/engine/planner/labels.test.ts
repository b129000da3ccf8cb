import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR } from '../../testing/shared-data.js';
import { planDiagram, PlanNotUnderstood } from './index.js';

/** Every public prompt set: the public 20, the external descriptions, the team's own prompts and the fresh short ones. */
const SETS = [path.join(SHARED_DIR, 'bench', 'prompts.public.json'), path.join(SHARED_DIR, 'bench', 'external.public.json'), path.resolve('bench/prompts/own.json'), path.resolve('bench/prompts/fresh-short.json'), path.resolve('bench/prompts/fresh-short-check.json'),
  path.resolve('bench/prompts/real-azac.json'), path.resolve('bench/prompts/real-azac-check.json')]
  .filter((f) => existsSync(f));

/** Words a label never ends with: articles, prepositions, conjunctions and auxiliaries cut from a clause (a zone's "-a" is no word). */
const DANGLING = /(?:^|\s)(a|an|the|of|to|in|on|for|with|by|from|at|into|via|is|are|was|were|be|been|has|have|and|or|that|which)$/i;
/** Modal and auxiliary verbs a label never starts with ("Will EventBridge", "Can documents"). */
const MODAL_START = /^(will|would|can|could|must|should|may|might|shall|is|are|was|were|does|did)\b/i;
/** Function words of German, French and Spanish ("Mit CloudFront", "Einem ALB"). */
const FOREIGN = /\b(mit|einem|einer|und|oder|der|die|das|avec|une|pour|dans|sur|con|una|para|del|los|las)\b/i;

describe('labels over every public prompt set', () => {
  const labels: { set: string; i: number; label: string }[] = [];
  for (const file of SETS) {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as { prompt: string; cloud_provider?: string; diagram_type?: string }[];
    entries.forEach((p, i) => {
      try {
        const { model } = planDiagram(p.prompt, { provider: (p.cloud_provider ?? 'general') as never, diagramType: 'architecture' });
        for (const n of [...model.nodes, ...model.groups]) labels.push({ set: path.basename(file), i, label: n.label.replace(/ [A-Z0-9]$/, '') });
      } catch (err) {
        if (!(err instanceof PlanNotUnderstood)) throw err;
      }
    });
  }

  it('reads every set', () => {
    expect(SETS.length).toBeGreaterThanOrEqual(2);
    expect(labels.length).toBeGreaterThan(500);
  });

  it('no label is a clause fragment: no dangling function word, no unclosed parenthesis, no modal at the start', () => {
    const bad = labels.filter(({ label }) => DANGLING.test(label.trim()) || (label.match(/\(/g) ?? []).length !== (label.match(/\)/g) ?? []).length || MODAL_START.test(label));
    expect(bad).toEqual([]);
  });

  it('no label holds a non-English function word', () => {
    expect(labels.filter(({ label }) => FOREIGN.test(label))).toEqual([]);
  });
});
