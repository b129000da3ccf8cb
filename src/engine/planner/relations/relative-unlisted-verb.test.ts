import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: an unlisted verb right after "which" is the relative clause\'s verb', () => {
  it('"A, which enforces X and passes traffic to B": A reaches B, X hangs off A', () => {
    const { edges } = drawnLabels('Our shoppers land on Amazon CloudFront, which enforces AWS WAF rules and passes the traffic on to Elastic Load Balancing.');
    expect(edges).toContain('Amazon CloudFront -> Elastic Load Balancing');
    expect(edges.some((e) => e.startsWith('AWS WAF') && e.endsWith('Elastic Load Balancing'))).toBe(false);
  });

  it('"A, which decodes X tokens and hands jobs to B": A uses X, and A still hands on to B', () => {
    const { edges } = drawnLabels('Partners post invoices to Amazon API Gateway, which decodes Amazon Cognito tokens and hands each job to AWS Lambda.');
    expect(edges.some((e) => e.startsWith('Amazon API Gateway') && e.includes('AWS Lambda'))).toBe(true);
    expect(edges.some((e) => e.startsWith('Amazon API Gateway') && e.endsWith('Cognito'))).toBe(true);
    expect(edges.some((e) => e.startsWith('Amazon Cognito') && e.includes('AWS Lambda'))).toBe(false);
  });
});
