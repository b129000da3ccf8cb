import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: a list of subjects with articles or a floating quantifier', () => {
  it('"The A, the B and the C call X": every listed part calls X, the first one too', () => {
    const d = drawn('The fare service, the depot portal and the ticket service call Amazon API Gateway.', 'aws');
    for (const from of ['Fare service', 'Depot portal', 'Ticket service']) expect(d.edges).toContain(`${from} -> Amazon API Gateway`);
  });

  it('"… each call X": "each" after the list keeps every subject', () => {
    const d = drawn('The fare service, the depot portal and the ticket service each call Amazon API Gateway.', 'aws');
    expect(d.edges).toContain('Fare service -> Amazon API Gateway');
  });

  it('"A, B and C all write to X": "all" after named products keeps the first', () => {
    const d = drawn('Cloud Run, Cloud Functions and App Engine all write logs to Cloud Logging.', 'gcp');
    for (const from of ['Cloud Run', 'Cloud Functions', 'App Engine']) expect(d.edges).toContain(`${from} -> Cloud Logging`);
  });
});
