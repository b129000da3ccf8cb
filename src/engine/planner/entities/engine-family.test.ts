import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a managed database named with its engine, then by its plain service name, is one node', () => {
  it('the plain name said later is the engine database said before', () => {
    const d = drawn('A kiosk API saves tickets to Amazon RDS for MariaDB. Each night the RDS instance is snapshotted by AWS Backup.', 'aws');
    expect(d.nodes.filter((n) => n.service.startsWith('aws.rds'))).toHaveLength(1);
    expect(d.nodes.find((n) => n.service === 'aws.rds_mariadb')?.label).toMatch(/MariaDB/);
  });

  it('two engines of one service stay two nodes', () => {
    const d = drawn('The quiz service writes scores to Cloud SQL for MySQL while the badge service files awards under Cloud SQL for PostgreSQL.', 'gcp');
    expect(d.nodes.map((n) => n.service).filter((s) => s.startsWith('gcp.cloudsql')).sort()).toEqual(['gcp.cloudsql_mysql', 'gcp.cloudsql_postgresql']);
  });

  it('the engine said alone is labelled with the service that runs it, once', () => {
    const d = drawn('A parcel tracker stores scans in MySQL.', 'aws');
    expect(d.nodes.find((n) => n.service === 'aws.rds_mysql')?.label).toBe('RDS for MySQL');
  });
});
