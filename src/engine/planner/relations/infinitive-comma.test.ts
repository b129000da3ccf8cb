import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a finite verb after ", and" that follows "A calls B to …"', () => {
  it('pairs with "calls": A does it, not B', () => {
    const { edges } = drawn('The worker calls Amazon Textract to read the form, and writes the fields to DynamoDB.');
    expect(edges).toContain('Worker -> Amazon Textract');
    expect(edges).toContain('Worker -> DynamoDB (fields)');
    expect(edges).not.toContain('Amazon Textract -> DynamoDB (fields)');
  });

  it('on another cloud and with other verbs', () => {
    const { edges } = drawn('An Azure Function calls Azure AI Vision to detect damage, and stores the findings in Azure SQL Database.', 'azure');
    expect(edges.some((e) => /^Function -> Azure SQL Database/.test(e))).toBe(true);
    expect(edges.some((e) => /^Azure AI Vision -> Azure SQL Database/.test(e))).toBe(false);
  });
});
