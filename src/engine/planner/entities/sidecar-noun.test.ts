import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: "sidecar" after a name is part of that name', () => {
  it('"an Envoy sidecar" is the mesh product called by the text\'s own words, with no second part', () => {
    const { labels } = plan('Each pod of the herbarium API runs an Envoy sidecar.', 'kubernetes');
    expect(labels.some((l) => /Envoy sidecar/.test(l))).toBe(true);
    expect(labels.filter((l) => /sidecar/i.test(l))).toHaveLength(1);
  });
});
