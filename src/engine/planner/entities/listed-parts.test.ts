import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';
import { drawn } from '../testing/drawn.js';

describe('a counted plural of parts named by a list is one part per name', () => {
  it('"three services: a kiln, a register and a van" draws three named services, each with its article dropped', () => {
    const { labels, edges } = drawnLabels('The bakery runs three services: a kiln, a register and a van. The register calls the kiln.', 'general');
    expect(labels).toEqual(expect.arrayContaining(['Kiln service', 'Register service', 'Van service']));
    expect(labels.some((l) => /service \d|three services/i.test(l))).toBe(false);
    expect(edges).toContain('Register service -> Kiln service');
  });

  it('"four other services in the museum: Tickets, Guides, …" sends to each listed part and joins the later "Guides Service"', () => {
    const { labels, edges } = drawnLabels(
      'The Gate Service publishes messages to three other services in the museum: Tickets, Guides and Cafeteria. The Guides Service stores tours in MongoDB.', 'general');
    expect(edges).toEqual(expect.arrayContaining(['Gate Service -> Tickets service', 'Gate Service -> Cafeteria service']));
    expect(edges.some((e) => /^Guides service -> MongoDB \(tours\)$/i.test(e))).toBe(true);
    expect(edges.some((e) => /Gate Service -> Guides/i.test(e))).toBe(true);
    expect(labels.filter((l) => /guides/i.test(l))).toHaveLength(1);
  });

  it('in a Kubernetes text a listed domain service is a workload, not a Service object', () => {
    const d = drawn('The ferry desk publishes bookings to two other services: Harbour and Weather.', 'kubernetes');
    const harbour = d.nodes.find((n) => /harbour/i.test(n.label));
    expect(harbour?.service).toBe('general.microservice');
  });

  it('a count with no list keeps its numbered copies, and a list of queues keeps named copies', () => {
    expect(drawnLabels('The observatory gateway calls three services.', 'general').labels).toEqual(expect.arrayContaining(['Service 1', 'Service 2', 'Service 3']));
    expect(drawnLabels('The telescope feeds two SQS queues: raw and calibrated.').labels).toEqual(expect.arrayContaining(['SQS queue (raw)', 'SQS queue (calibrated)']));
  });
});
