import { describe, expect, it } from 'vitest';
import { apply } from '../model/index.js';
import { compareWarnings, fixFor, RULES, review, ReviewError, splitWarnings, type Warning } from './index.js';
import { ModelBuilder } from './testing/builder.js';
import { cloudReference, TLS } from './testing/reference.js';

const risky = (): ModelBuilder => cloudReference('aws').move('db', 'pub1').edge('users', 'app', TLS).remove('monitoring').set('db', { deletion_protection: undefined });

describe('review', () => {
  const warnings = review(risky().build());

  it('gives every warning the API fields, the rule id as type and a message naming the component', () => {
    for (const w of warnings) {
      const rule = RULES.find((r) => r.id === w.type)!;
      expect(w).toMatchObject({ severity: rule.severity, pillar: rule.pillar });
      expect(w.id.startsWith(`${w.type}:`)).toBe(true);
      expect(w.message.length).toBeGreaterThan(10);
      expect(w.message).toContain(w.component.split(' ')[0]!);
      expect(w.recommendation.length).toBeGreaterThan(10);
      expect(w.cell_ids.length).toBeGreaterThan(0);
      expect(w.type.length).toBeLessThanOrEqual(80);
    }
  });

  it('sorts by severity, then type, then component', () => {
    expect([...warnings].sort(compareWarnings)).toEqual(warnings);
    expect(warnings[0]!.severity).toBe('critical');
  });

  it('is deterministic and keeps ids stable when unrelated parts of the diagram change', () => {
    expect(review(risky().build())).toEqual(warnings);
    const edited = review(risky().label('bucket', 'Images').build());
    const ids = (list: Warning[]): string[] => list.map((w) => w.id).sort();
    expect(ids(edited)).toEqual(ids(warnings));
  });

  it('splits suggestions (info) from warnings', () => {
    const split = splitWarnings(warnings);
    expect(split.suggestions.map((w) => w.type)).toEqual(['deletion_protection_off']);
    expect(split.warnings.every((w) => w.severity !== 'info')).toBe(true);
    expect(split.warnings.length + split.suggestions.length).toBe(warnings.length);
  });

  it('does not review flowcharts and sequence diagrams', () => {
    expect(review(risky().typed('flowchart').build())).toEqual([]);
    expect(review(risky().typed('sequence').build())).toEqual([]);
  });

  it('reviews a general diagram drawn with one cloud\'s icons as that cloud', () => {
    const b = new ModelBuilder('general').node('users', 'users').node('app', 'azure.app_service').node('db', 'azure.sql_database').chain(['users', 'app', 'db']);
    expect(review(b.build()).map((w) => w.type)).toContain('no_waf');
  });

  it('reviews a 500-node diagram (its time is in npm run bench:engine)', () => {
    const big = bigModel(100);
    expect(big.nodes.length).toBe(500);
    const warnings = review(big);
    expect(warnings.length).toBeGreaterThan(0);
    expect(review(big)).toEqual(warnings);
  });
});

describe('fixFor', () => {
  const model = risky().build();
  const warnings = review(model);

  it('returns the operations of the warning\'s rule for the current model', () => {
    const w = warnings.find((x) => x.type === 'public_database')!;
    const ops = fixFor(model, w);
    expect(ops).toContainEqual({ op: 'move_into', id: 'db', parent: 'data1' });
  });

  it('throws WARNING_NOT_FOUND for a warning the model no longer raises', () => {
    const w = warnings.find((x) => x.type === 'public_database')!;
    const fixed = apply(model, fixFor(model, w));
    if (!fixed.ok) throw new Error(fixed.error.reason);
    expect(() => fixFor(fixed.model, w)).toThrow(ReviewError);
    try {
      fixFor(fixed.model, w);
    } catch (error) {
      expect((error as ReviewError).code).toBe('WARNING_NOT_FOUND');
      expect((error as ReviewError).message).toMatch(/no longer has the warning/);
    }
  });

  it('throws WARNING_NOT_FOUND for an unknown rule or a warning of another cell', () => {
    expect(() => fixFor(model, { id: 'made_up:db', type: 'made_up' })).toThrow(/no longer has the warning/);
    expect(() => fixFor(model, { id: 'public_database:cache', type: 'public_database' })).toThrow(/no longer has the warning/);
  });

  it('never hands out an id the document already uses', () => {
    const w = warnings.find((x) => x.type === 'no_monitoring')!;
    const plain = fixFor(model, w);
    const created = plain.find((o) => o.op === 'add_node')!;
    const avoided = fixFor(model, w, { reservedIds: [(created as { id: string }).id] });
    expect((avoided.find((o) => o.op === 'add_node') as { id: string }).id).not.toBe((created as { id: string }).id);
  });
});

/** `n` copies of a five-node web stack (users → LB → server → DB, plus a queue), chained. */
function bigModel(n: number) {
  const b = new ModelBuilder('aws', 'Large').group('vpc', 'vpc', { label: 'VPC' });
  for (let i = 0; i < n; i++) {
    b.group(`s${i}`, 'subnet', { label: `Subnet ${i}`, parent: 'vpc', props: { public: i % 2 === 0 } });
    b.node(`u${i}`, 'users').node(`lb${i}`, 'load_balancer', { parent: `s${i}` }).node(`vm${i}`, 'vm', { parent: `s${i}` })
      .node(`db${i}`, 'relational_db', { parent: `s${i}` }).node(`q${i}`, 'queue')
      .chain([`u${i}`, `lb${i}`, `vm${i}`, `db${i}`]).edge(`vm${i}`, `q${i}`);
    if (i > 0) b.edge(`vm${i - 1}`, `vm${i}`, { label: 'HTTP' });
  }
  return b.build();
}

describe('monitoring on the smallest diagrams', () => {
  it('a dead-letter copy does not make a two-part flow big enough to ask for monitoring', () => {
    const flow = new ModelBuilder('aws', 'Stream consumer').node('topic', 'aws.msk').node('fn', 'aws.lambda').edge('topic', 'fn');
    const withDlq = flow.node('dlq', 'aws.sqs', { label: 'Orders topic DLQ', props: { role: 'dlq' } }).edge('topic', 'dlq');
    expect(review(withDlq.build()).map((w) => w.type)).not.toContain('no_monitoring');
    const third = new ModelBuilder('aws', 'Stream consumer').node('topic', 'aws.msk').node('fn', 'aws.lambda').node('db', 'aws.dynamodb').edge('topic', 'fn').edge('fn', 'db');
    expect(review(third.build()).map((w) => w.type)).toContain('no_monitoring');
  });
});
