import { describe, expect, it } from 'vitest';
import { drawn as plan, placed } from '../testing/drawn.js';

describe('entities: sample-app READMEs name their parts in everyday ways', () => {
  it('on Kubernetes a service named by its purpose is a workload of the app, even an -ing purpose', () => {
    const { nodes, edges } = plan('The ferrying service calls the berth service, which keeps berths in PostgreSQL.', 'kubernetes');
    expect(nodes).toContainEqual({ label: 'Ferrying service', service: 'general.microservice' });
    expect(nodes).toContainEqual({ label: 'Berth service', service: 'general.microservice' });
    expect(edges).toContain('Ferrying service -> Berth service');
    // The Kubernetes object keeps its own words.
    expect(plan('The bakery deployment is exposed by a ClusterIP service.', 'kubernetes').services).toContain('kubernetes.service');
  });

  it('an environment that hosts apps is a box around them', () => {
    const { where } = placed('A preview environment hosts the orchard portal and the harvest API. The harvest API writes to DynamoDB.', 'aws');
    expect(where.get('Harvest API')?.[0]).toBe('Preview environment');
    expect(where.get('DynamoDB')?.[0]).not.toBe('Preview environment');
  });

  it('a word in capitals is a name even when it spells an English word', () => {
    const { labels, edges } = plan('TIDE provides harbour readings to an Event Hub, which feeds Stream Analytics.', 'azure');
    expect(labels).toContain('TIDE');
    expect(edges).toContain('TIDE -> Event Hub');
    expect(edges).toContain('Event Hub -> Stream Analytics');
  });

  it('a site the people use stays a part even after words that describe a whole system', () => {
    const { edges } = plan('Shoppers use an e-commerce website that calls the pottery API backed by MySQL.', 'general');
    expect(edges).toContain('E-commerce website -> Pottery API');
  });

  it('a named local cluster is the box its objects run in', () => {
    const { where, groups } = placed('Our observatory is deployed to a k3d cluster; a Traefik ingress sends requests to the telescope service and to the lens service. Each service keeps its records in PostgreSQL.', 'kubernetes');
    expect(groups.map((g) => g.label)).toContain('K3d cluster');
    expect(where.get('Telescope service')?.[0]).toBe('K3d cluster');
  });

  it('"each service" after named services says the same of every one of them', () => {
    const { edges } = plan('Our observatory is deployed to a k3d cluster; a Traefik ingress sends requests to the telescope service and to the lens service. Each service keeps its records in PostgreSQL.', 'kubernetes');
    expect(edges).toEqual(expect.arrayContaining(['Telescope service -> PostgreSQL', 'Lens service -> PostgreSQL']));
  });

  it('a longer spelling the reading corrects keeps the text\'s spelling in the label; a slip is mended', () => {
    expect(plan('The bakery app keeps sessions in redis; postgress for orders.', 'general').labels).toContain('Postgress (orders)');
    expect(plan('serverles api gatway lamda dynamo', 'aws').labels).toContain('Lambda');
    expect(plan('Bakery requests reach the Apache httpd server, which forwards them to the order service.', 'general').labels).toContain('Apache httpd server');
    // "loaf-appserver" is an identifier the text spelled on purpose, not a typo of "apiserver".
    expect(plan('The loaf-ui front end calls loaf-appserver, which writes to Redis.', 'kubernetes').labels.some((l) => /appserver/i.test(l))).toBe(true);
  });
});

describe('understand: a short ask is completed by the architecture it names', () => {
  it('a managed streaming platform is an event-streaming shape, not a video site', () => {
    const { labels } = plan('a managed streaming platform', 'aws');
    expect(labels.some((l) => /render|viewer|media/i.test(l))).toBe(false);
    expect(plan('a video streaming platform', 'aws').labels.some((l) => /media|renditions/i.test(l))).toBe(true);
  });
});
