import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a product said as a serving service and later as a job is two parts', () => {
  it('"a Cloud Run service … a Cloud Run job" draws both, each joined as the text says', () => {
    const { labels, edges } = plan('A kiosk calls a Cloud Run service, which saves orders in Firestore. At night, Cloud Scheduler invokes a Cloud Run job, which copies Firestore into BigQuery.', 'gcp');
    expect(labels).toEqual(expect.arrayContaining(['Cloud Run service', 'Cloud Run job']));
    expect(edges).toContain('Cloud Scheduler -> Cloud Run job');
    expect(edges).not.toContain('Cloud Scheduler -> Cloud Run service');
  });

  it('the same head said twice is still one part ("a Cloud Run service … a Cloud Run service")', () => {
    const { labels } = plan('The portal calls a Cloud Run service. Later a Cloud Run service writes to Firestore.', 'gcp');
    expect(labels.filter((l) => /Cloud Run/.test(l))).toHaveLength(1);
  });
});
