import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';

const nodes = (prompt: string) =>
  planDiagram(prompt, { provider: 'aws', diagramType: 'architecture' }).model.nodes.map((n) => ({ label: n.label, service: n.service ?? '' }));

describe('people, outside systems and SaaS tools named in a description', () => {
  it('people named by their job are drawn apart from the system\'s users, each with the text\'s name', () => {
    const n = nodes('Customers order through the web app; data scientists look at the Redshift cluster.');
    const labels = n.map((x) => x.label.toLowerCase());
    expect(labels).toContain('customers');
    expect(labels.some((l) => l.startsWith('data scientists'))).toBe(true);
    expect(n.find((x) => /data scientists/i.test(x.label))?.service).toBe('general.staff');
  });

  it('a chat channel, a wiki and a back-office system keep their names instead of vanishing', () => {
    const n = nodes('Nightly, a Glue job exports invoices from the ERP system to S3 and a Lambda posts a digest to the Slack channel and to Jira.');
    const services = n.map((x) => x.service);
    expect(services).toEqual(expect.arrayContaining(['general.onprem_server', 'general.slack', 'general.jira']));
    expect(n.find((x) => x.service === 'general.slack')?.label).toMatch(/slack/i);
  });

  it('shop-floor terminals are devices that send to the cloud', () => {
    const m = planDiagram('Checkout kiosks push each sale to a Kinesis stream.', { provider: 'aws', diagramType: 'architecture' }).model;
    const kiosk = m.nodes.find((x) => /kiosks/i.test(x.label));
    expect(kiosk?.service).toBe('general.iot_device');
    expect(m.edges.some((e) => e.source === kiosk?.id)).toBe(true);
  });
});
