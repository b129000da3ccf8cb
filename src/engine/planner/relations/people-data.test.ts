import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('people stay at the edge when data moves on between parts', () => {
  it('"them" carried on after people edited data in a system stands for the system, not the people', () => {
    const { edges } = drawnLabels('Donor pledges change in Zendesk all week. AWS Glue pulls the updated tickets each night and lands them in the raw S3 bucket.', 'aws');
    expect(has(edges, /^Zendesk.* -> AWS Glue$/)).toBe(true);
    expect(has(edges, /^Donor.* -> AWS Glue$/)).toBe(false);
    expect(has(edges, /^Donor.* -> Zendesk/)).toBe(true);
  });

  it('a pronoun that people act on in a tool is part of the sentence: the tool reaches the store, the people only the tool', () => {
    const { edges } = drawnLabels('A Cloud Function loads sales rows into BigQuery. Data analysts tune churn models on the same rows using Vertex AI and roll them out to an endpoint.', 'gcp');
    expect(has(edges, /^Data analysts -> Vertex AI$/)).toBe(true);
    expect(has(edges, /Vertex AI -> BigQuery|BigQuery.* -> Vertex AI/)).toBe(true);
    expect(has(edges, /^Data analysts -> BigQuery/)).toBe(false);
  });
});
