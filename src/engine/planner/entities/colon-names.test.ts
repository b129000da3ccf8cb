import { describe, expect, it } from 'vitest';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: a counted heading of services whose colon opens the first one\'s name', () => {
  it('names each part after the colon and in the next sentences, in place of numbered copies', () => {
    const { labels, edges } = plan('The toy shop runs three microservices: Basket to hold the picks. This service sends its events to RabbitMQ. Billing reads those events. Dispatch reads them as well.', 'general');
    expect(labels).toEqual(expect.arrayContaining(['Basket microservice', 'Billing microservice', 'Dispatch microservice']));
    expect(labels.some((l) => /Microservice \d/.test(l))).toBe(false);
    expect(edges.some((e) => e.includes('Basket microservice') && e.includes('RabbitMQ'))).toBe(true);
  });
  it('"the microservices" later means every part so named', () => {
    const { edges } = plan('The toy shop runs two services: Basket to hold the picks. Billing issues the bills. An Nginx proxy passes each request to the services.', 'general');
    expect(edges).toEqual(expect.arrayContaining(['Nginx -> Basket service', 'Nginx -> Billing service']));
  });
  it('keeps numbered copies when fewer names than the count follow', () => {
    const { labels } = plan('The toy shop runs three microservices: Basket to hold the picks. It pushes events to RabbitMQ.', 'general');
    expect(labels.some((l) => /Microservice \d/.test(l))).toBe(true);
  });
});
