import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a note in brackets after a part says what the part is', () => {
  it('"(demo load maker, written in Go)": the words before a comma that opens a clause on how it is made label the part', () => {
    const { labels } = plan('The shelf app is composed of the following services: lender.rb, shelves.rb, tools/noise.go (demo load maker, written in Go).', 'kubernetes');
    expect(labels).toContain('Tools/noise.go (demo load maker)');
    expect(labels.some((l) => /written/i.test(l))).toBe(false);
  });

  it('a note that lists things after its comma is not cut short', () => {
    const { labels } = plan('The archive keeps scans in an S3 bucket (maps, letters) and the reader API reads them.', 'aws');
    expect(labels.some((l) => /maps, letters/.test(l))).toBe(false);
    expect(labels.some((l) => /^S3 bucket \(maps\)$/.test(l))).toBe(false);
  });
});
