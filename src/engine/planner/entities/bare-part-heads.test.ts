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

  it('"a poller …" opening a sentence is a part too, and its name is not taken for a misspelling', () => {
    const d = drawn('A poller grabs tide gauges from the harbour authority API and writes them to Amazon Timestream.', 'aws');
    expect(d.labels).toContain('Poller');
    expect(d.edges).toContain('Poller -> Amazon Timestream');
  });

  it('a noun made from a verb the planner reads ("summarizer", "emitter") names a working part', () => {
    const d = drawn('The summarizer pulls lecture transcripts out of Amazon S3. An emitter publishes course heartbeats to Amazon SNS.', 'aws');
    expect(d.labels).toEqual(expect.arrayContaining(['Summarizer', 'Emitter']));
    expect(d.edges).toContain('Emitter -> Amazon SNS');
  });

  it('"a …" in the middle of a clause is not such a subject, and people stay people', () => {
    const d = drawn('The kiosk app sends every scan to a matcher that tags it. A buyer reviews the tagged scans in Amazon QuickSight.', 'aws');
    expect(d.nodes.find((n) => n.label === 'Buyer')?.service).toBe('general.users');
  });

  it('the verb after the part is no name for what the next store holds', () => {
    const d = drawn('The importer pulls logs from a supplier SFTP server and writes them to Amazon S3.', 'aws');
    expect(d.labels.some((l) => /\(pulls\)/.test(l))).toBe(false);
  });
  it('"the agent" is a working part too, and an -s verb read as an adverb ("forwards") still makes its subject a part', () => {
    const d = drawn('The exporter forwards build failures to a Slack channel. Meanwhile the agent ships syslog lines to CloudWatch Logs.', 'aws');
    expect(d.labels).toContain('Exporter');
    expect(d.labels).toContain('Agent');
    expect(d.edges.some((e) => /^Exporter -> Slack/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Agent -> .*CloudWatch/.test(e))).toBe(true);
  });
});
