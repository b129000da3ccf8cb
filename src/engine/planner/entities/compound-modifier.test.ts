import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a product, a hyphened participle and a noun of its category are one component', () => {
  it('"an AWS IoT Greengrass edge-mounted device forwards … to B": the product sends, no nameless device', () => {
    const { edges, labels } = drawnLabels('An AWS IoT Greengrass edge-mounted device forwards readings to AWS IoT Core.', 'aws');
    expect(edges).toContain('AWS IoT Greengrass edge-mounted device -> AWS IoT Core');
    expect(labels).not.toContain('Device');
  });

  it('"pushed by a Sphere pole-mounted device into B": the passive\'s doer is the product', () => {
    const { edges, labels } = drawnLabels('Pressure samples are pushed by a Sphere pole-mounted device into Azure IoT Hub through MQTT.', 'azure');
    expect(edges).toContain('Sphere pole-mounted device -> Azure IoT Hub');
    expect(labels).not.toContain('Device');
  });

  it('a hyphened noun ("dead-letter") is no such participle: the queue stays a queue', () => {
    const { labels } = drawnLabels('AWS Step Functions parks each failed payment on a dead-letter queue.', 'aws');
    expect(labels.some((l) => /dead-letter queue/i.test(l) && !/Step Functions/.test(l))).toBe(true);
  });
});
