import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: "the collector" — a working part named by what it does, alone after "the"', () => {
  it('a bare working-part noun acting as the subject is a part, and the flow runs through it', () => {
    const d = drawn('Each night the harvester pulls readings off the brewery tanks. The harvester pushes them into Amazon Timestream.', 'aws');
    expect(d.labels).toContain('Harvester');
    expect(d.edges).toContain('Harvester -> Amazon Timestream');
  });

  it('"the transcoder reads … writes …" keeps the transcoder between its two stores', () => {
    const d = drawn('The transcoder pulls podcast masters out of Azure Blob Storage, then writes compressed episodes to Azure Files.', 'azure');
    expect(d.edges.some((e) => /^Azure Blob Storage.* -> Transcoder$/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Transcoder -> Azure Files/.test(e))).toBe(true);
  });

  it('"the orchestrator" after "a Durable Functions orchestrator" is that part, not a second one', () => {
    const d = drawn('Azure Logic Apps wakes a Durable Functions orchestrator each hour. The orchestrator hands tile renders to Azure Batch.', 'azure');
    expect(d.labels.filter((l) => /orchestrator/i.test(l))).toHaveLength(1);
    expect(d.edges.some((e) => /orchestrator -> Azure Batch/i.test(e))).toBe(true);
  });
});
