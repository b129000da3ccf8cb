import { describe, expect, it } from 'vitest';
import { fixFor, review, score, splitWarnings } from './index.js';
import { model } from './testing/builder.js';
import { cloudReference, TLS } from './testing/reference.js';

const scoreOf = (m: Parameters<typeof review>[0]): number => score(splitWarnings(review(m)).warnings).score;
const types = (m: Parameters<typeof review>[0]): string[] => review(m).map((w) => w.type);

describe('review sees structure', () => {
  it('taking away the only way in costs score instead of raising it', () => {
    // Visitors reach the shop only through its CDN; the CDN is then deleted.
    const whole = model('aws', 'Shop')
      .node('people', 'users', { label: 'Shoppers' }).node('edge', 'cdn').node('front', 'load_balancer').node('web', 'vm', { label: 'Shop servers' })
      .node('guard', 'waf', { label: 'Edge WAF' }).chain(['people', 'edge', 'front', 'web'], TLS).edge('guard', 'edge', { label: 'protects' });
    const cut = whole.clone().remove('edge');
    expect(types(cut.build())).toEqual(expect.arrayContaining(['entry_disconnected', 'dangling_security_component']));
    expect(scoreOf(cut.build())).toBeLessThan(scoreOf(whole.build()));
  });

  it('a lone box says it is too small to review instead of scoring excellent', () => {
    const lone = model('aws', 'Cache').node('c', 'cache', { label: 'Sessions' }).build();
    const warnings = review(lone);
    expect(warnings.map((w) => w.type)).toContain('too_small_to_review');
    const s = score(splitWarnings(warnings).warnings);
    expect(s.score).toBeLessThanOrEqual(70);
    expect(s.tier).not.toBe('excellent');
    expect(fixFor(lone, warnings.find((w) => w.type === 'too_small_to_review')!)).toEqual([]);
  });

  it('flags subnets drawn empty in every zone, and not a second zone mirroring a filled one', () => {
    const mirrored = cloudReference('aws');
    expect(types(mirrored.build())).not.toContain('empty_frame');
    const empty = cloudReference('aws').group('mgmt1', 'subnet', { label: 'Management subnet 1', parent: 'az1' }).group('mgmt2', 'subnet', { label: 'Management subnet 2', parent: 'az2' });
    const found = review(empty.build()).filter((w) => w.type === 'empty_frame');
    expect(found).toHaveLength(1);
    expect(found[0]!.cell_ids).toEqual(['mgmt1', 'mgmt2']);
    expect(found[0]!.message).toMatch(/are drawn with nothing inside them\.$/);
  });

  it('names twins by where they are, so no two warnings read the same', () => {
    const twins = cloudReference('aws').remove('app')
      .node('i1', 'vm', { label: 'EC2 instance', parent: 'app1' }).node('i2', 'vm', { label: 'EC2 instance', parent: 'app2' })
      .edge('lb', 'i1', TLS).edge('lb', 'i2', TLS).edge('i1', 'db', TLS).edge('i2', 'db', TLS).build();
    const warnings = review(twins);
    const texts = warnings.map((w) => `${w.type}: ${w.message}`);
    expect(new Set(texts).size).toBe(texts.length);
    const about = warnings.filter((w) => w.cell_ids[0] === 'i1' || w.cell_ids[0] === 'i2');
    expect(about.length).toBeGreaterThan(0);
    for (const w of about) expect(w.component).toMatch(/^EC2 instance \(Availability Zone [12], Private app subnet [12]\)$/);
  });
});
