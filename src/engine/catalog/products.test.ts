import { describe, expect, it } from 'vitest';
import { genericService, kindOfName, resolveService, serviceForKind } from './index.js';

describe('third-party products: named, of the right kind, never with an invented icon', () => {
  it('a product draw.io has no shape for answers to its name and is drawn as the generic shape of its kind', () => {
    for (const [name, kind] of [['PagerDuty', 'notification'], ['Logstash', 'etl'], ['ClickHouse', 'data_warehouse'], ['NetBox', 'config'], ['SQLite', 'relational_db']] as const) {
      const entry = resolveService(name, 'gcp');
      expect(entry?.provider, name).toBe('general');
      expect(entry?.kind, name).toBe(kind);
      expect(entry?.style, name).toBe(genericService(kind, 'general').style);
    }
  });

  it('Linkerd is a mesh of its own, never drawn as Istio', () => {
    expect(resolveService('Linkerd', 'general')?.id).toBe('kubernetes.linkerd');
    expect(resolveService('Linkerd', 'general')?.kind).toBe('service_mesh');
  });

  it('a product is never what a bare role stands for', () => {
    expect(serviceForKind('timeseries_db', 'general')).toBeUndefined();
    expect(serviceForKind('graph_db', 'general')).toBeUndefined();
  });

  it('a product whose name is an everyday word gives its kind to the written name only', () => {
    expect(resolveService('segment', 'aws')).toBeUndefined();
    expect(kindOfName('Segment')).toBe('analytics');
    expect(kindOfName('Presto coordinator')).toBe('analytics');
  });
});

describe('messaging products are named apart from what they send', () => {
  it('Twilio and SendGrid are products of their own, not the everyday notification or e-mail entries', () => {
    expect(resolveService('Twilio', 'aws')?.id).toBe('general.twilio');
    expect(resolveService('SendGrid', 'azure')?.id).toBe('general.sendgrid');
    expect(resolveService('alerts', 'general')?.id).toBe('general.notification');
  });

  it('Spark is the cloud\'s own Spark service where there is one, and Apache Spark elsewhere', () => {
    expect(resolveService('spark', 'general')?.id).toBe('general.spark');
    expect(resolveService('spark', 'oci')?.id).toBe('general.spark');
    expect(resolveService('spark', 'gcp')?.id).toBe('gcp.dataproc');
    expect(resolveService('hadoop', 'general')?.name).toBe('Apache Hadoop');
  });

  it('RabbitMQ, ActiveMQ and NATS are brokers of their own; on AWS RabbitMQ stays the managed Amazon MQ', () => {
    expect(resolveService('RabbitMQ', 'azure')?.id).toBe('general.rabbitmq');
    expect(resolveService('ActiveMQ', 'kubernetes')?.id).toBe('general.activemq');
    expect(resolveService('NATS', 'general')?.kind).toBe('queue');
    expect(resolveService('RabbitMQ', 'aws')?.id).toBe('aws.mq');
    expect(resolveService('message broker', 'general')?.id).toBe('general.message_broker');
  });

  it('Docker is a container product of its own; on AWS a Docker container stays the AWS container', () => {
    expect(resolveService('Docker host', 'general')?.id).toBe('general.docker');
    expect(resolveService('Docker', 'kubernetes')?.kind).toBe('container');
    expect(resolveService('docker container', 'aws')?.id).toBe('aws.container');
  });
});
