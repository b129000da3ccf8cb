import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: an everyday word keying a list entry before a colon names the class of the product after it', () => {
  it('"db: aurora postgres" draws the Aurora database only, and the web tier reaches it', () => {
    const d = drawn('Stack for a recipe site. web: nginx on ec2, db: aurora postgres, cache: redis, search: opensearch.', 'aws');
    expect(d.labels).not.toContain('DB');
    expect(d.labels).toContain('Aurora PostgreSQL');
    expect(d.edges).toContain('EC2 (nginx) -> Aurora PostgreSQL');
  });

  it('"api: azure functions" draws the functions, not a separate API box', () => {
    const d = drawn('Ticketing app on azure. frontend: static web app, api: azure functions, database: cosmos db.', 'azure');
    expect(d.labels).not.toContain('API');
    expect(d.labels).not.toContain('Frontend');
    expect(d.edges).toContain('Azure Functions -> Cosmos DB');
  });

  it('"db: cloud sql for postgres" after a dash-led list keys the Cloud SQL database', () => {
    const d = drawn('Internal wiki stack - app: django on cloud run, db: cloud sql for postgres, storage: gcs bucket', 'gcp');
    expect(d.labels.filter((l) => /^db$/i.test(l))).toEqual([]);
    expect(d.edges).toContain('Cloud Run (django) -> Cloud SQL for PostgreSQL');
  });

  it('keys opening bullets or numbered lines key the product too, and "go service" says more than "backend"', () => {
    const a = drawn('Pet clinic portal\n- api: node on lambda\n- db: aurora mysql\n- files: s3', 'aws');
    expect(a.labels).not.toContain('DB');
    expect(a.edges).toContain('Lambda -> Aurora MySQL');
    const b = drawn('Moving-company quote tool\n1. backend: go service on cloud run\n2. database: cloud spanner', 'gcp');
    expect(b.labels).not.toContain('Backend');
    expect(b.edges).toContain('Cloud Run (go service) -> Cloud Spanner');
  });
});
