import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: a service word used as a verb, and names of parts', () => {
  it('"…, which e-mails the X": the word after the relative pronoun is the verb, not an e-mail service', () => {
    const { labels, edges } = plan('Budget overruns land on an SNS topic, which e-mails the account owner and the ops team.');
    expect(labels.some((l) => /mail/i.test(l))).toBe(false);
    expect(edges.some((e) => /^SNS topic -> Ops team/i.test(e))).toBe(true);
  });

  it('a service\'s own part noun stays in its label ("state machine", "domain", "workspace")', () => {
    const { labels, edges } = plan('A nightly rule starts a Step Functions state machine that loads logs into an OpenSearch Service domain; a Grafana workspace reads metrics from the Prometheus workspace.');
    expect(labels.some((l) => /state machine/i.test(l))).toBe(true);
    expect(labels.some((l) => /domain/i.test(l))).toBe(true);
    expect(edges.some((e) => /Prometheus.* -> .*Grafana/.test(e))).toBe(true);
  });
});
