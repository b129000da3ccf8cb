import { describe, expect, it } from 'vitest';
import { tagText } from './nlp.js';
import { drawn } from '../testing/drawn.js';

/** The tag the model (after our corrections) gives the word `w` of `text`. */
function tagOf(text: string, w: string): string | undefined {
  return tagText(text).find((t) => text.slice(t.start, t.end) === w)?.pos;
}

describe('text: a flow verb in -s with a particle before "to" ("fans out to", "hands off to")', () => {
  it('"the parcel topic fans out to …": the topic is the subject, not a modifier of "fans"', () => {
    const text = 'The parcel topic fans out to three depot queues.';
    expect(tagOf(text, 'fans')).toBe('VERB');
    const d = drawn(text, 'aws');
    expect(d.services).toContain('aws.sns');
    expect(d.edges.filter((e) => /topic -> .*queue/i.test(e))).toHaveLength(3);
  });

  it('a plain noun in -s before a particle stays a noun when no "to" follows', () => {
    expect(tagOf('The tram fans out of the depot stand still.', 'fans')).not.toBe('VERB');
  });
});

describe('entities: a count before a word naming the copies still counts the mention', () => {
  it('"three billing queues": the number reaches past a verb-like word that names the copies', () => {
    const d = drawn('The fare topic pushes to three billing queues.', 'aws');
    expect(d.labels.filter((l) => /billing/i.test(l))).toHaveLength(3);
  });

  it('"a three tier app" still counts tiers, not apps', () => {
    expect(drawn('Sketch a three tier ferry booking app with an ALB and RDS.', 'aws').labels.filter((l) => /app/i.test(l)).length).toBeLessThan(3);
  });
});
