import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('bare words of a terse list fill the roles of its architecture', () => {
  it('a bare "api" beside functions is the API gateway, not a second box next to an added one', () => {
    const r = placed("we'd like a pet adoption portal on aws - sign-in, an api, a couple of functions and a table", 'aws');
    const labels = [...r.where.keys()];
    expect(labels).toContain('API Gateway');
    expect(labels).not.toContain('API');
    expect(r.edges).toEqual(expect.arrayContaining(['API Gateway -> Lambda function 1', 'Lambda function 1 -> DynamoDB']));
  });

  it('with a phone app as the client of a serverless backend, no web page, CDN or site bucket is added', () => {
    const r = placed('an ios app talking to a serverless backend: sign-in, an api, functions, a table and push alerts', 'aws');
    const labels = [...r.where.keys()];
    expect(labels.some((l) => /SPA|CloudFront|bucket/i.test(l))).toBe(false);
    expect(r.edges).toEqual(expect.arrayContaining(['Ios app -> API Gateway', 'API Gateway -> Lambda functions', 'Lambda functions -> DynamoDB']));
  });

  it('a phone app with sign-in is the client of a serverless API, not of a web page', () => {
    const r = placed('a serverless backend for our android app - sign-in, an api, functions, a table', 'aws');
    expect(r.edges).toEqual(expect.arrayContaining(['Cognito -> API Gateway', 'Android app -> API Gateway']));
  });

  it('notifications in a terse list are sent by the functions listed before them', () => {
    const r = placed('a tutoring service: tutors, an api gateway, some functions, a postgres database and mobile push notifications', 'general');
    expect(r.edges).toContain('Functions -> Push notifications');
  });
});
