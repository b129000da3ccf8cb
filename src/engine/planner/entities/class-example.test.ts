import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a class of product followed by a named example draws the example alone', () => {
  it('"a SIEM product such as Microsoft Sentinel": one node, labelled by the product', () => {
    const { labels } = drawn('Badge scanners forward audit events to a SIEM product such as Microsoft Sentinel.', 'azure');
    expect(labels.filter((l) => /SIEM|Sentinel/.test(l))).toEqual(['Microsoft Sentinel']);
  });

  it('"a document store like MongoDB Atlas": the store is MongoDB Atlas', () => {
    const { labels, edges } = drawn('The recipe service keeps drafts in a document store like MongoDB Atlas.', 'aws');
    expect(labels.some((l) => /document store/i.test(l))).toBe(false);
    expect(edges.some((e) => /^Recipe service -> MongoDB Atlas/.test(e))).toBe(true);
  });

  it('"an identity provider, for example Okta": no second identity service', () => {
    const { services } = drawn('Volunteers log in through an identity provider, for example Okta, and then open the rota portal.', 'aws');
    expect(services).toContain('general.okta');
    expect(services).not.toContain('aws.cognito');
  });

  it('"a single sign-on (SSO) product like Okta": the class spelled out with its short form is no product either', () => {
    const { labels, services } = drawn('Nurses sign in through a single sign-on (SSO) product like Okta, then open the rota web app that Azure App Service runs.', 'azure');
    expect(services).toContain('general.okta');
    expect(labels.some((l) => /SSO/.test(l))).toBe(false);
  });
});
