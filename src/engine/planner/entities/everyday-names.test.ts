import { describe, expect, it } from 'vitest';
import { planDiagram } from '../generate.js';

describe('entities: an everyday word names no other cloud\'s product', () => {
  it('"Events" said again and again in an AWS text do not make it an OCI text', () => {
    const { model } = planDiagram('Billing Events, refund Events and payment Events land on an EventBridge bus. A rule forwards the Events to a Lambda function, and the Events are archived in S3.', { provider: 'aws', diagramType: 'architecture' });
    expect(model.nodes.some((n) => (n.service ?? '').startsWith('oci.'))).toBe(false);
    expect(model.groups.some((g) => /OCI|Oracle/.test(g.label))).toBe(false);
  });

  it('in an OCI text the product is still read', () => {
    const { model } = planDiagram('OCI Events routes bucket changes to OCI Functions.', { provider: 'oci', diagramType: 'architecture' });
    expect(model.nodes.some((n) => n.service === 'oci.events')).toBe(true);
  });
});
