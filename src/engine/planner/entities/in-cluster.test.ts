import { describe, expect, it } from 'vitest';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: a store said to run in the cluster is self-run, not the cloud\'s managed service', () => {
  it('"MariaDB runs inside the cluster" on AWS draws MariaDB, not RDS', () => {
    const { nodes } = plan('Our ticketing pods on EKS keep seats in MariaDB. MariaDB runs inside the cluster as well.', 'aws');
    expect(nodes.some((n) => n.service === 'general.mariadb')).toBe(true);
    expect(nodes.some((n) => n.service === 'aws.rds')).toBe(false);
  });
  it('"both databases are hosted inside the EKS cluster" says it of each store named before', () => {
    const { nodes, edges } = plan('The bakery app has two stores: MySQL keeps the recipe rows for the recipe service, and PostgreSQL keeps invoices for the billing service. Both databases are hosted inside the EKS cluster too.', 'aws');
    const services = nodes.map((n) => n.service);
    expect(services).toContain('general.mysql');
    expect(services).toContain('general.postgresql');
    expect(services).not.toContain('aws.rds');
    expect(edges.some((e) => /billing service/i.test(e) && /PostgreSQL/.test(e))).toBe(true);
  });
  it('a later mention of the same store by name is the self-run one', () => {
    const { nodes } = plan('Postgres runs as a StatefulSet on the GKE cluster. The scoring pods write their results to Postgres.', 'gcp');
    expect(nodes.filter((n) => /postgres/i.test(n.label))).toHaveLength(1);
    expect(nodes.some((n) => n.service === 'gcp.cloudsql')).toBe(false);
  });
  it('a store with no word about the cluster stays the managed service', () => {
    const { nodes } = plan('The ticketing pods on EKS keep seats in MariaDB.', 'aws');
    expect(nodes.some((n) => /^aws\.rds(?:_|$)/.test(n.service))).toBe(true);
  });
});
