import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a denied verb relates nothing', () => {
  it('"never" drops the relation and the next clause still acts', () => {
    const { edges } = drawnLabels('A thumbnailer Lambda pulls jobs from an SQS queue. The thumbnailer never copies files into the audit bucket; it saves images to DynamoDB.', 'aws');
    expect(edges.some((e) => e.startsWith('Thumbnailer Lambda -> ') && e.includes('udit'))).toBe(false);
    expect(edges.some((e) => e.startsWith('Thumbnailer Lambda -> DynamoDB'))).toBe(true);
  });

  it('"cannot" leaves the way round as the only path', () => {
    const { edges } = drawnLabels('Browsers cannot talk to the quota API straight away; they pass through API Gateway.', 'aws');
    expect(edges).not.toContain('Browsers -> Quota API');
    expect(edges).toContain('Browsers -> API Gateway');
    expect(edges).toContain('API Gateway -> Quota API');
  });

  it('a contracted denial keeps later rules from drawing the pair', () => {
    const { edges } = drawnLabels('A sorter Lambda can\'t publish to SNS. It only pushes parcels to an SQS queue.', 'aws');
    expect(edges.filter((e) => e.includes('Sorter Lambda') && e.includes('SNS'))).toEqual([]);
    expect(edges).toContain('Sorter Lambda -> SQS queue');
  });

  it('a denial ends at "and": the next verb still relates', () => {
    const { edges } = drawnLabels('The sorter Lambda ignores parcels that are not insured and sends the rest to a parcels SNS topic.', 'aws');
    expect(edges).toContain('Sorter Lambda -> Parcels SNS topic');
  });
});
