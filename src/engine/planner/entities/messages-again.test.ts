import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a message named again with "the" is the message that travelled, not a part', () => {
  it('"publishes alerts to Pub/Sub … subscribes to the alerts": no Alerts part, Pub/Sub feeds the subscriber', () => {
    const { nodes, edges } = drawn('The weather station publishes alerts to Pub/Sub, and the archiver on Cloud Functions subscribes to the alerts and stores them in Firestore.', 'gcp');
    expect(nodes.some((n) => n.service === 'general.notification')).toBe(false);
    expect(edges).toContain('Pub/Sub -> Cloud Functions');
  });

  it('"emits a notification to SQS … drains the notifications": the plural names the same message, not SNS', () => {
    const { services, edges } = drawn('Each returned parcel emits a notification to Amazon SQS, and a sorting worker on EC2 drains the notifications.', 'aws');
    expect(services).not.toContain('aws.sns');
    expect(edges.some((e) => e.startsWith('Amazon SQS ->') && /sorting worker|EC2/.test(e))).toBe(true);
  });

  it('"raises alerts into Event Grid; … picks up those alerts": the function reads Event Grid, with no monitoring part', () => {
    const { services, edges } = drawn('The kiln sensor raises alerts into Azure Event Grid; an Azure Function picks up those alerts and pages the shift lead.', 'azure');
    expect(services).not.toContain('azure.monitor');
    expect(edges.some((e) => e.startsWith('Azure Event Grid ->') && /Function/.test(e))).toBe(true);
  });

  it('alerts never said to travel before stay a part of their own', () => {
    const { services } = drawn('The kiln sensor writes readings to Azure Event Grid; the alerts service on AKS pages the shift lead.', 'azure');
    expect(services).toContain('azure.monitor');
    expect(services).toContain('azure.event_grid');
  });
});
