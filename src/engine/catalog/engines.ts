import { entryBuilder } from './define.js';
import { awsGlyph, awsService, gcpHex } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const aws = entryBuilder('aws', { width: 78, height: 78 });
const gcp = entryBuilder('gcp', { width: 66, height: 58.5 });
const DB = '#3334B9';

/**
 * A managed database named with the engine it runs ("RDS for PostgreSQL", "Cloud SQL for MySQL",
 * "Aurora MySQL") is one service of its own: the engine stays in its name and id, and where draw.io
 * ships an engine icon (AWS's RDS instance glyphs) it draws with that icon. The engine word alone
 * ("PostgreSQL" in an AWS diagram) names the provider's managed service for that engine.
 */
export const ENGINE_ENTRIES: readonly ServiceEntry[] = [
  aws('rds_postgresql', 'Amazon RDS for PostgreSQL', 'RDS for PostgreSQL', 'relational_db', 'database', awsGlyph('rds_postgresql_instance', DB),
    ['rds for postgresql', 'rds for postgres', 'rds postgresql', 'rds postgres', 'postgresql', 'postgres', 'postgresql instance',
      'postgres instance', 'rds postgresql instance', 'rds postgresql database', 'amazon rds postgresql']),
  aws('rds_mysql', 'Amazon RDS for MySQL', 'RDS for MySQL', 'relational_db', 'database', awsGlyph('rds_mysql_instance', DB),
    ['rds for mysql', 'rds mysql', 'mysql', 'mysql instance', 'rds mysql instance', 'rds mysql database', 'amazon rds mysql']),
  aws('rds_mariadb', 'Amazon RDS for MariaDB', 'RDS for MariaDB', 'relational_db', 'database', awsGlyph('rds_mariadb_instance', DB),
    ['rds for mariadb', 'rds mariadb', 'mariadb', 'mariadb instance', 'amazon rds mariadb']),
  aws('rds_oracle', 'Amazon RDS for Oracle', 'RDS for Oracle', 'relational_db', 'database', awsGlyph('rds_oracle_instance', DB),
    ['rds for oracle', 'rds oracle', 'oracle database', 'oracle db', 'oracle instance', 'amazon rds oracle', 'rds custom for oracle']),
  aws('rds_sql_server', 'Amazon RDS for SQL Server', 'RDS for SQL Server', 'relational_db', 'database', awsGlyph('rds_sql_server_instance', DB),
    ['rds for sql server', 'rds sql server', 'sql server', 'sql server instance', 'amazon rds sql server', 'rds custom for sql server']),
  aws('aurora_postgresql', 'Amazon Aurora PostgreSQL-Compatible Edition', 'Aurora PostgreSQL', 'relational_db', 'database', awsService('aurora', 'database'),
    ['aurora postgresql', 'aurora postgres', 'aurora postgresql compatible', 'aurora postgresql compatible edition',
      'aurora postgresql cluster', 'aurora postgresql database', 'aurora serverless postgresql', 'aurora serverless v2 postgresql']),
  aws('aurora_mysql', 'Amazon Aurora MySQL-Compatible Edition', 'Aurora MySQL', 'relational_db', 'database', awsService('aurora', 'database'),
    ['aurora mysql', 'aurora mysql compatible', 'aurora mysql compatible edition', 'aurora mysql cluster', 'aurora mysql database',
      'aurora serverless mysql', 'aurora serverless v2 mysql']),
  gcp('cloudsql_postgresql', 'Cloud SQL for PostgreSQL', 'Cloud SQL for PostgreSQL', 'relational_db', 'database', gcpHex('cloud_sql'),
    ['postgresql', 'cloud sql for postgresql', 'postgres', 'cloud sql for postgres', 'postgresql instance', 'cloud sql postgresql',
      'postgres instance', 'cloud sql postgres', 'cloud sql postgresql instance', 'cloud sql postgres instance']),
  gcp('cloudsql_mysql', 'Cloud SQL for MySQL', 'Cloud SQL for MySQL', 'relational_db', 'database', gcpHex('cloud_sql'),
    ['cloud sql for mysql', 'cloud sql mysql', 'mysql', 'cloud sql mysql instance', 'mysql instance']),
  gcp('cloudsql_sql_server', 'Cloud SQL for SQL Server', 'Cloud SQL for SQL Server', 'relational_db', 'database', gcpHex('cloud_sql'),
    ['cloud sql for sql server', 'cloud sql sql server', 'sql server', 'cloud sql sql server instance']),
];

/** Ids of the engine entries above: drawn where their provider's plain managed database is. */
export const ENGINE_IDS: ReadonlySet<string> = new Set(ENGINE_ENTRIES.map((e) => e.id));

/** The plain managed service each engine entry is a form of ("RDS for MySQL" is a form of RDS). */
export const ENGINE_FAMILY: Readonly<Record<string, string>> = {
  'aws.rds_postgresql': 'aws.rds', 'aws.rds_mysql': 'aws.rds', 'aws.rds_mariadb': 'aws.rds', 'aws.rds_oracle': 'aws.rds',
  'aws.rds_sql_server': 'aws.rds', 'aws.aurora_postgresql': 'aws.aurora', 'aws.aurora_mysql': 'aws.aurora',
  'gcp.cloudsql_postgresql': 'gcp.cloudsql', 'gcp.cloudsql_mysql': 'gcp.cloudsql', 'gcp.cloudsql_sql_server': 'gcp.cloudsql',
};
