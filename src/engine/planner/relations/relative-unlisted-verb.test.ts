import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: an unlisted verb right after "which" is the relative clause\'s verb', () => {
  it('"A, which enforces X and passes traffic to B": A reaches B, X hangs off A', () => {
    const { edges } = drawnLabels('Our shoppers land on Amazon CloudFront, which enforces AWS WAF rules and passes the traffic to an Application Load Balancer.');
    expect(edges).toContain('Amazon CloudFront -> Application Load Balancer');
    expect(edges.some((e) => e.startsWith('AWS WAF') && e.endsWith('Application Load Balancer'))).toBe(false);
  });

  it('"A, which decodes X tokens and hands jobs to B": A uses X, and A still hands on to B', () => {
    const { edges } = drawnLabels('Partners post invoices to Amazon API Gateway, which decodes Amazon Cognito tokens and hands each job to an AWS Lambda function.');
    expect(edges.some((e) => e.startsWith('Amazon API Gateway') && e.includes('Lambda function'))).toBe(true);
    expect(edges).toContain('Amazon API Gateway -> Amazon Cognito');
    expect(edges.some((e) => e.startsWith('Amazon Cognito') && e.includes('Lambda function'))).toBe(false);
  });
});
