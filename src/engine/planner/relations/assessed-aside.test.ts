import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('an aside after a check leaves the checker as the sender of what it found', () => {
  it('"A scans each X against a baseline that bans Y. Failed checks are sent to B": A sends them', () => {
    const { edges } = drawnLabels('Amazon Inspector scans each EC2 instance against a baseline that bans open ports. Failed checks are sent to Amazon SNS.', 'aws');
    expect(edges).toContain('Amazon Inspector -> EC2 instance');
    expect(edges).toContain('Amazon Inspector -> Amazon SNS');
    expect(edges.some((e) => /^EC2 instance.* -> Amazon SNS$/.test(e))).toBe(false);
  });

  it('"A evaluates each X against a rule that requires Y. Alerts are sent to B": A sends them', () => {
    const { edges } = drawnLabels('AWS Config evaluates each Amazon RDS database against a rule that requires backups. Alerts are sent to Amazon SNS.', 'aws');
    expect(edges).toContain('AWS Config -> Amazon SNS');
    expect(edges.some((e) => /^Amazon RDS.* -> Amazon SNS$/.test(e))).toBe(false);
  });

  it('"assesses" is read as a checking verb, and an aside naming a part does not take over', () => {
    const { edges } = drawnLabels('Microsoft Defender for Cloud assesses each virtual machine against a benchmark that forbids open ports. Alerts are pushed to Azure Event Hubs.', 'azure');
    expect(edges).toContain('Microsoft Defender for Cloud -> Virtual Machine');
    expect(edges).toContain('Microsoft Defender for Cloud -> Azure Event Hubs');
  });

  it('a "which" aside after "inspects" leaves the inspector as the sender', () => {
    const { edges } = drawnLabels('Security Command Center inspects every Cloud Storage bucket under a policy which blocks public links. Violations are forwarded to Pub/Sub.', 'gcp');
    expect(edges).toContain('Security Command Center -> Cloud Storage bucket');
    expect(edges).toContain('Security Command Center -> Pub/Sub');
  });
});
