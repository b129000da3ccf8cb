import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: "X is a <kind>" says what a named part is', () => {
  it('a part said to be a framework application is one box that keeps its own name and verbs', () => {
    const { labels, edges } = plan('The rostering service is a Spring Boot application that stores shifts in MariaDB.', 'kubernetes');
    expect(labels.some((l) => /spring/i.test(l))).toBe(false);
    expect(edges.some((e) => /rostering.* -> .*mariadb/i.test(e))).toBe(true);
  });

  it('a name the catalog lacks, said to be a Go service, stays the one part the relative clause is about', () => {
    const { labels, edges } = plan('Tallyman is a Go service that pulls meter readings from RabbitMQ.', 'kubernetes');
    expect(labels.some((l) => /go service/i.test(l))).toBe(false);
    expect(edges.some((e) => /rabbitmq.* -> .*tallyman/i.test(e))).toBe(true);
  });

  it('"It is a Kotlin application that …" after a named part is about that part', () => {
    const { labels, edges } = plan('Tallyman totals meter readings. It is a Kotlin application that writes the totals to Cassandra.', 'kubernetes');
    expect(labels.some((l) => /kotlin/i.test(l))).toBe(false);
    expect(edges.some((e) => /tallyman.* -> .*cassandra/i.test(e))).toBe(true);
  });

  it('"React.js" is one framework word, no "Js application" beside it', () => {
    const { labels, edges } = plan('The kiosk screen is a React.js kiosk application that queries the menu-api over GraphQL.', 'kubernetes');
    expect(labels.some((l) => /^js\b/i.test(l))).toBe(false);
    expect(edges.some((e) => /kiosk.* -> .*menu-api/i.test(e))).toBe(true);
  });

  it('a description over several framework words ("an ASP.NET Core Web API application") is still the named part', () => {
    const { labels, edges } = plan('The Parcelhub is a small ASP.NET Core WebAPI application that posts parcel events to NATS.', 'kubernetes');
    expect(labels.some((l) => /asp|webapi/i.test(l))).toBe(false);
    expect(edges.some((e) => /parcelhub -> nats/i.test(e))).toBe(true);
  });

  it('a product said to be a product is left as written', () => {
    const { labels } = plan('The session cache is a Redis instance that the web tier reads.', 'kubernetes');
    expect(labels.some((l) => /redis/i.test(l))).toBe(true);
  });
});
