import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: "a <service>" after a program named as running on that service is another component', () => {
  it('"a pricing service hosted on Cloud Run … a Cloud Run job": two parts, each with its own edges', () => {
    const { labels, edges } = plan('Orders go to a pricing service hosted on Cloud Run. Every night a Cloud Run job rebuilds the price index in Firestore.', 'gcp');
    expect(labels).toContain('Cloud Run job');
    expect(labels.some((l) => /pricing service/i.test(l))).toBe(true);
    expect(edges.some((e) => /^Cloud Run job -> Firestore/.test(e))).toBe(true);
    expect(edges.some((e) => /pricing service.* -> Firestore/i.test(e))).toBe(false);
  });

  it('"the <service>" after it still means the program\'s host', () => {
    const { labels } = plan('Tutors use a lesson planner app hosted on Cloud Run. The Cloud Run service reads timetables from Firestore.', 'gcp');
    expect(labels.filter((l) => /Cloud Run/.test(l))).toEqual(['Cloud Run service (lesson planner app)']);
  });
  it('"an Azure Function" after a program hosted on Azure Functions adds no word of its own: it is that host', () => {
    const { labels } = plan('The rota service is hosted on Azure Functions. At noon Event Grid wakes an Azure Function that posts the rota to Microsoft Teams.', 'azure');
    expect(labels.filter((l) => /Function/.test(l))).toHaveLength(1);
  });
});
