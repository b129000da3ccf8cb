import { describe, expect, it } from 'vitest';
import type { Provider } from '../../shared/contract/values.js';
import { RULES, review, ruleById } from './index.js';
import { SCENARIOS, variants } from './testing/scenarios.js';

const types = (model: Parameters<typeof review>[0]): string[] => review(model).map((w) => w.type);

const cases = SCENARIOS.flatMap((s) => {
  const rule = ruleById(s.rule);
  if (!rule) throw new Error(`scenario for unknown rule ${s.rule}`);
  const providers: readonly Provider[] = s.providers ?? rule.providers;
  return providers.map((p) => ({ s, p }));
});

describe('every rule has scenarios', () => {
  it.each(RULES.map((r) => r.id))('%s has a scenario', (id) => {
    expect(SCENARIOS.some((s) => s.rule === id)).toBe(true);
  });

  it.each(RULES.flatMap((r) => r.providers.map((p) => [r.id, p] as const)))('%s has a scenario on %s', (id, p) => {
    expect(SCENARIOS.some((s) => s.rule === id && (s.providers ?? ruleById(id)!.providers).includes(p))).toBe(true);
  });

  it('has at least 45 rules across the five pillars', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(RULES.map((r) => r.pillar))).toEqual(new Set(['security', 'reliability', 'operational_excellence', 'performance', 'cost']));
  });
});

describe.each(cases)('$s.rule on $p: $s.name', ({ s, p }) => {
  const { trigger, clean } = variants(s, p);

  it('raises the warning', () => {
    expect(types(trigger.build())).toContain(s.rule);
  });

  it('does not raise it on the near-identical diagram', () => {
    expect(types(clean.build())).not.toContain(s.rule);
  });
});
