import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('"<coined name> is a <kind words> that …"', () => {
  it('reads the kind words as what the named tool is, not a second part that takes its arrows', () => {
    const { where, edges } = placed('Quillmate is a lightweight batch scheduler that cooperates with the cluster autoscaler on GKE.', 'gcp');
    const labels = [...where.keys()];
    expect(labels.some((l) => /scheduler/i.test(l))).toBe(false);
    expect(edges.some((e) => /^Quillmate -> Cluster Autoscaler/i.test(e))).toBe(true);
  });

  it('keeps the kind words as a part when they are not what the name is said to be', () => {
    const { where } = placed('Quillmate sends the nightly batches to a job scheduler that cooperates with the cluster autoscaler.', 'gcp');
    expect([...where.keys()].some((l) => /scheduler/i.test(l))).toBe(true);
  });
});
