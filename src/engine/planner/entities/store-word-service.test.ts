import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: "the warehouse service", "a reporting service" name programs, not analytics products', () => {
  it('"the warehouse service on Amazon ECS" is a program on ECS, not Redshift, and reads the queue', () => {
    const { services, labels, edges } = drawn('The parcel desk posts bookings to Amazon SQS; the warehouse service on Amazon ECS takes them and records stock in Amazon DynamoDB.', 'aws');
    expect(services).not.toContain('aws.redshift');
    const warehouse = labels.find((l) => /warehouse service/i.test(l));
    expect(warehouse).toBeDefined();
    expect(edges).toContain(`Amazon SQS -> ${warehouse}`);
  });

  it('"the reporting service, which runs on AKS" is a part of its own, not Power BI', () => {
    const { nodes, edges } = drawn('The ticket kiosk calls the reporting service, which runs on AKS and reads sales from Azure SQL Database.', 'azure');
    expect(nodes.some((n) => n.service === 'azure.power_bi')).toBe(false);
    expect(nodes.find((n) => n.label === 'Reporting service')?.service).toBe('general.microservice');
    expect(edges).toContain('Ticket kiosk -> Reporting service');
  });

  it('"the warehouse in Amazon Redshift" is still the data warehouse', () => {
    const { services } = drawn('A nightly Glue job fills the warehouse in Amazon Redshift for the finance analysts.', 'aws');
    expect(services).toContain('aws.redshift');
  });
});
