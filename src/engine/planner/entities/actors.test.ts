import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';
import { drawn, placed } from '../testing/drawn.js';

describe('actors: people, devices and outside systems named as the subject of a sentence', () => {
  it('people named by their job keep the text\'s words and are joined to what they use', () => {
    const d = drawn('Warehouse planners browse the stock reports in Amazon QuickSight every morning.');
    const planners = d.nodes.find((n) => /planners/i.test(n.label));
    expect(planners).toEqual({ label: 'Warehouse planners', service: 'general.staff' });
    expect(d.edges).toContain('Warehouse planners -> Amazon QuickSight');
  });

  it('devices in the field are drawn as devices that send to the part they reach', () => {
    const d = drawn('Dock cameras push a snapshot of each pallet into an S3 bucket.');
    expect(d.nodes.find((n) => /cameras/i.test(n.label))).toEqual({ label: 'Dock cameras', service: 'general.iot_device' });
    expect(d.edges.some((e) => e.startsWith('Dock cameras -> S3'))).toBe(true);
  });

  it('"<noun> systems" that call in are an outside system; a "recommendation system" is a part of its own kind', () => {
    const d = drawn('Supplier systems post invoices to an HTTP API in API Gateway.');
    expect(d.nodes.find((n) => /supplier/i.test(n.label))).toEqual({ label: 'Supplier systems', service: 'general.external_system' });
    expect(d.edges.some((e) => e.startsWith('Supplier systems -> '))).toBe(true);
    const r = drawn('A recommendation system ranks products for the storefront.');
    expect(r.nodes.find((n) => /recommendation/i.test(n.label))?.service).toBe('general.generic_ai_service');
    expect(drawn('This distributed system keeps orders in Aurora.').nodes.some((n) => /system/i.test(n.label))).toBe(false);
  });

  it('a word for people or devices in front of another noun describes that noun', () => {
    // before a named part it joins the part's name
    const worn = drawn('Wearable glucose sensors sync with a phone app that forwards readings to AWS IoT Core.').nodes;
    expect(worn.filter((n) => n.service === 'general.iot_device').map((n) => n.label)).toEqual(['Wearable glucose sensors']);
    const d = drawn('A patient dashboard in QuickSight shows the pump settings kept in DynamoDB.');
    expect(d.nodes.some((n) => n.service === 'general.users')).toBe(false);
    // "the customer portal" is a web front end, not a crowd of customers
    const portal = drawn('Buyers log in to the customer portal, which calls Amazon API Gateway.').nodes;
    expect(portal.find((n) => /portal/i.test(n.label))?.service).toMatch(/web_frontend|web_app/);
  });

  it('an owner named in passing ("the team\'s endpoint") is not a component', () => {
    const d = drawn('Analysts train a model, and the platform team\'s SageMaker endpoint serves it to a Lambda function.');
    expect(d.nodes.filter((n) => n.service === 'general.staff').map((n) => n.label)).toEqual(['Analysts']);
  });

  it('a person who made the call does not save the data: the part called does', () => {
    expect(statedEdges('A dispatcher submits a pickup request through the AppSync API, and the booking is then stored in DynamoDB.', 'aws'))
      .toEqual(expect.arrayContaining(['general.staff -> aws.appsync', 'aws.appsync -> aws.dynamodb']));
  });

  it('people named by different jobs are different people; the same job named again is the same', () => {
    const d = drawn('An alarm pages the night pharmacist through SNS; if unanswered, Amazon Connect phones the ward manager, and the pharmacist later opens the audit dashboard in QuickSight.');
    const staff = d.nodes.filter((n) => n.service === 'general.staff').map((n) => n.label.toLowerCase());
    expect(staff).toHaveLength(2);
    expect(staff.some((l) => /pharmacist/.test(l)) && staff.some((l) => /manager/.test(l))).toBe(true);
    expect(d.edges.some((e) => /pharmacist -> .*QuickSight/i.test(e))).toBe(true);
  });

  it('a console, portal or page named by a noun is the front end people work in', () => {
    const d = drawn('Loan officers approve applications in the underwriting console, which reads from Aurora.');
    expect(d.nodes.find((n) => /console/i.test(n.label))).toEqual({ label: 'Underwriting console', service: 'general.web_frontend' });
    expect(d.edges.some((e) => /^Loan officers -> Underwriting console/.test(e))).toBe(true);
  });

  it('a plain verb after plural devices is the verb, not part of their name ("cameras stream footage")', () => {
    const d = drawn('Dock cameras stream footage into Kinesis Video Streams, and a Lambda function tags each clip.');
    expect(d.nodes.map((n) => n.label)).toContain('Dock cameras');
    expect(d.edges.some((e) => /^Dock cameras -> Kinesis Video Streams/.test(e))).toBe(true);
  });

  it('a place word for the owner\'s own site before people keeps them as one group drawn at that site', () => {
    const d = placed('On-prem cashiers open the ledger app, which runs on Azure Container Apps.', 'azure');
    expect([...d.where.keys()]).toContain('On-prem cashiers');
    expect([...d.where.keys()].some((l) => /^on-prem$/i.test(l))).toBe(false);
    expect(d.edges.some((e) => e.startsWith('On-prem cashiers -> '))).toBe(true);
    expect(d.groups.find((g) => g.kind === 'onprem')?.label).toBe(d.where.get('On-prem cashiers')?.[0]);
  });

  it('an everyday store word after the owner\'s own site is that site\'s store, never the cloud\'s product of that kind', () => {
    const d = placed('Each night our on-premises database ships its changes to Cloud Spanner, and a Cloud Run job reports on Cloud Spanner.', 'gcp');
    const labels = [...d.where.keys()];
    expect(labels).toContain('On-premises database');
    expect(labels.some((l) => /spanner/i.test(l) && !/on-premises/i.test(l))).toBe(true);
    expect(d.edges.some((e) => /^On-premises database -> .*Spanner/.test(e))).toBe(true);
  });

  it('a word or two between the owner\'s own site and the part describe that part, which stays at the site', () => {
    const d = placed('Every night the on-prem legacy warehouse database pushes a flat extract to Cloud Storage.', 'gcp');
    const labels = [...d.where.keys()];
    expect(labels).toContain('On-prem legacy warehouse database');
    expect(labels.some((l) => /^on-prem(?:ises)?$/i.test(l))).toBe(false);
    expect(d.edges.some((e) => /^On-prem legacy warehouse database -> Cloud Storage/.test(e))).toBe(true);
  });
});
