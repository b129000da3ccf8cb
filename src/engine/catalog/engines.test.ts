import { describe, expect, it } from 'vitest';
import { findMentions, getService, resolveService } from './index.js';

describe('a managed database said with its engine is one service that keeps the engine', () => {
  it('reads the engine form of each provider\'s managed database', () => {
    expect(resolveService('Amazon RDS for MariaDB', 'aws')?.id).toBe('aws.rds_mariadb');
    expect(resolveService('Aurora MySQL-Compatible Edition', 'aws')?.id).toBe('aws.aurora_mysql');
    expect(resolveService('Cloud SQL for SQL Server', 'gcp')?.id).toBe('gcp.cloudsql_sql_server');
    expect(resolveService('RDS', 'aws')?.id).toBe('aws.rds');
  });

  it('the whole name is one mention, not the service plus a self-run engine', () => {
    const found = findMentions('ledger rows go to Amazon RDS for Oracle nightly', 'aws');
    expect(found.map((m) => [m.entry.id, m.matched])).toEqual([['aws.rds_oracle', 'Amazon RDS for Oracle']]);
  });

  it('draws an RDS engine with draw.io\'s icon for that engine', () => {
    expect(getService('aws.rds_mysql')?.style).toContain('shape=mxgraph.aws4.rds_mysql_instance;');
    expect(getService('aws.rds_sql_server')?.style).toContain('shape=mxgraph.aws4.rds_sql_server_instance;');
  });

  it('the engine said alone on a cloud names that cloud\'s service for it', () => {
    expect(resolveService('MariaDB', 'aws')?.id).toBe('aws.rds_mariadb');
    expect(resolveService('MySQL', 'gcp')?.id).toBe('gcp.cloudsql_mysql');
    expect(resolveService('MySQL', 'azure')?.id).toBe('azure.mysql');
  });
});
