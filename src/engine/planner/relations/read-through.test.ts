import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: "reads X from A through B" puts the way between the reader and A', () => {
  it('"fetches from A through B": reader → B → A, no direct A → reader edge', () => {
    const { edges } = drawnLabels('A kiosk app fetches the menu from Amazon RDS through Amazon API Gateway.');
    expect(edges).toContain('Kiosk app -> Amazon API Gateway');
    expect(edges.some((e) => e.startsWith('Amazon API Gateway') && e.endsWith('RDS'))).toBe(true);
    expect(edges.some((e) => e.startsWith('Amazon RDS') && e.endsWith('Kiosk app'))).toBe(false);
  });

  it('"loads from A via B": the from-phrase of a forward verb goes through the way as well', () => {
    const { edges } = drawnLabels('The mobile app loads profiles from Amazon DynamoDB via an AWS AppSync API.');
    expect(edges).toContain('Mobile app -> AWS AppSync API');
    expect(edges.some((e) => e.startsWith('Amazon DynamoDB') && e.endsWith('Mobile app'))).toBe(false);
  });
});
