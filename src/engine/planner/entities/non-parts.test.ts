import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: phrases that name no part of the system draw no box', () => {
  it('an everyday word left of a product name once its maker is dropped ("analytics") names no product', () => {
    const { nodes } = drawn('The Brambleton shop sends click events to an analytics pipeline that feeds the reporting warehouse.', 'gcp');
    expect(nodes.some((n) => n.service === 'general.google_analytics')).toBe(false);
    // The full product name still names the product.
    expect(drawn('The storefront reports page views to Google Analytics.', 'gcp').services).toContain('general.google_analytics');
  });

  it('a bound prefix hyphened onto an English word opening a sentence ("Pre-existing settings") is no name', () => {
    const { labels } = drawn('Pre-existing settings of partner carriers are loaded into the Routing service through the Quillfeather API.', 'aws');
    expect(labels.some((l) => /^pre-existing/i.test(l))).toBe(false);
    expect(labels).toContain('Quillfeather API');
  });

  it('an activity after a word of time ("during weekly deployment") is an event, not a Deployment object', () => {
    const { labels, services } = drawn('Portal bundles are compiled during weekly deployment, then copied to the registry that the EKS cluster pulls from.', 'aws');
    expect(services).not.toContain('kubernetes.deployment');
    expect(labels.some((l) => /^during/i.test(l))).toBe(false);
  });

  it('the activity an opening "To <verb>" acts on is the purpose, not a part', () => {
    const { services } = drawn('To speed deployment of the kit, a Kubernetes job applies the manifests to the cluster.', 'kubernetes');
    expect(services).not.toContain('kubernetes.deployment');
    expect(services).toContain('kubernetes.job');
  });

  it('an activity noun inside a longer noun phrase ("workload orchestration platform") names no workflow product', () => {
    const { services } = drawn('Requests reach pods on EKS or tasks on ECS (depending on the chosen workload orchestration platform).', 'aws');
    expect(services).not.toContain('aws.step_functions');
  });

  it('a word of choice or set-up before a part ("the specified pagers", "on selected nodes") is no label word', () => {
    const pagers = drawn('Alerts go to the specified staff pagers through the Wrenhaven notifier.', 'aws').labels;
    expect(pagers).toContain('Staff pagers');
    const nodes = drawn('Billing runs on selected worker nodes, depending on chosen pricing tiers.', 'aws').labels;
    expect(nodes).toContain('Worker nodes');
  });
});
