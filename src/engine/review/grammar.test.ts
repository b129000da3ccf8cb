import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from '../drawio/index.js';
import type { Provider } from './testing/deps.js';
import { review, RULES, ruleById, type Warning } from './index.js';
import { BENCH_MODELS } from './testing/bench-models.js';
import { SCENARIOS, variants } from './testing/scenarios.js';
import { CORPUS_FILES_DIR } from '../../testing/shared-data.js';

/** Every warning text a person reads, from every rule: scenarios, benchmark models, corpus files. */
function allWarnings(): Warning[] {
  const out: Warning[] = [];
  for (const s of SCENARIOS) {
    const providers: readonly Provider[] = s.providers ?? ruleById(s.rule)!.providers;
    for (const p of providers) out.push(...review(variants(s, p).trigger.build()));
  }
  for (const b of BENCH_MODELS) out.push(...review(b.build()));
  for (const f of readdirSync(CORPUS_FILES_DIR).filter((x) => x.endsWith('.drawio'))) out.push(...review(parse(readFileSync(`${CORPUS_FILES_DIR}/${f}`, 'utf8')).model));
  return out;
}

const WARNINGS = allWarnings();
/** What a sentence written for people never has. */
const FLAWS: Array<[string, RegExp]> = [
  ['a doubled word', /\b(\w+) \1\b/i],
  ['two spaces', / {2}/],
  ['a space before punctuation', / [,.;)]/],
  ['a placeholder', /\b(undefined|null|NaN|\[object Object\])\b|\$\{/],
  ['an empty name', /\(\)|^[:.,]| : /],
  ['a rule id', /\b[a-z]+_[a-z_]+\b/],
];

const OPENERS = /^(the|a|an|no|nothing|this|these|traffic|requests|messages|only|users|everything|every|add|remove|connect|draw|turn|put|move|use)\b/;

describe('warning texts', () => {
  it('cover every rule', () => {
    const seen = new Set(WARNINGS.map((w) => w.type));
    expect(RULES.map((r) => r.id).filter((id) => !seen.has(id))).toEqual([]);
  });

  it.each(RULES.map((r) => r.id))('%s: sentences that start with a capital letter and end with a full stop, without flaws', (id) => {
    const texts = new Map(WARNINGS.filter((w) => w.type === id).flatMap((w) => [[w.message, w.component], [w.recommendation, '']] as const));
    const bad: string[] = [];
    for (const [text, component] of texts) {
      // A sentence may open with a name as people wrote it ("web-1", "wp-task"), never with a lowercase English word.
      const named = component !== '' && text.startsWith(component);
      if (!named && OPENERS.test(text)) bad.push(`no capital: ${text}`);
      if (!/[.)]$/.test(text)) bad.push(`no full stop: ${text}`);
      for (const [what, re] of FLAWS) if (re.test(text)) bad.push(`${what}: ${text}`);
    }
    expect(bad).toEqual([]);
  });
});
