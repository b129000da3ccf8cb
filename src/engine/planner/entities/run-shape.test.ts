import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a product said as a serving service and later as a job is two parts', () => {
  it('"a Cloud Run service … a Cloud Run job" draws both, each joined as the text says', () => {
    const { labels, edges } = plan('A kiosk posts orders to its Cloud Run service, and Firestore holds them. At night, a Cloud Run job started by Cloud Scheduler copies Firestore into BigQuery.', 'gcp');
    expect(labels).toEqual(expect.arrayContaining(['Cloud Run service', 'Cloud Run job']));
    expect(edges).toContain('Cloud Scheduler -> Cloud Run job');
    expect(edges).not.toContain('Cloud Scheduler -> Cloud Run service');
  });

  it('the same head said twice is still one part', () => {
    const { labels } = plan('The portal hits one Cloud Run service. Later that Cloud Run service writes to Firestore.', 'gcp');
    expect(labels.filter((l) => /Cloud Run/.test(l))).toHaveLength(1);
  });
});
