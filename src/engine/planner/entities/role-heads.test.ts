import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('entities: "<word> application", "<word> tool" name a part even when the word could be a verb', () => {
  it('an -ing word before "application" names the application, which keeps its edges', () => {
    const { labels, edges } = drawnLabels('The ranking application pulls candidate lists out of Amazon S3.');
    expect(labels).toContain('Ranking application');
    expect(edges.some((e) => /S3/.test(e) && e.endsWith('-> Ranking application'))).toBe(true);
  });

  it('"<noun> tool" and "<noun> app" are parts of their own', () => {
    const { labels } = drawnLabels('An audit tool and a rota app both read shift data from DynamoDB.');
    expect(labels).toEqual(expect.arrayContaining(['Audit tool', 'Rota app']));
  });

  it('an application the prompt is about stays the diagram, not a box in it', () => {
    const { labels } = drawnLabels('Sketch a recipe sharing application on AWS using Lambda, DynamoDB and S3.');
    expect(labels.some((l) => /recipe/i.test(l))).toBe(false);
  });

  it('"the cloud application" a step hands data to is a part; "a cloud application" still describes the system', () => {
    const { labels, edges } = drawnLabels('Azure Machine Learning grades each seedling photo and posts the grade to the cloud application for the growers.', 'azure');
    expect(labels.some((l) => l.startsWith('Cloud application'))).toBe(true);
    expect(edges.some((e) => /Machine Learning -> Cloud application/.test(e))).toBe(true);
    expect(drawnLabels('Plan a cloud application for seedling grading on Azure App Service and Azure SQL Database.', 'azure').labels.some((l) => /^Cloud app/i.test(l))).toBe(false);
  });
});
