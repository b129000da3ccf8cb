import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('entities: an everyday plural sent on to a topic or queue is the message, not a service', () => {
  it('"pipeline notifications are posted to a topic" after a deploy: the pipeline publishes, no extra node', () => {
    const { labels, edges } = drawnLabels('AWS CodePipeline deploys each release onto our ECS cluster. Pipeline notifications are posted to the alerts SNS topic.');
    expect(labels.filter((l) => /notification/i.test(l))).toHaveLength(0);
    expect(edges.some((e) => e.startsWith('AWS CodePipeline -> ') && e.includes('SNS topic'))).toBe(true);
  });
});
