import { describe, expect, it } from 'vitest';
import { kindOfName, resolveService } from './index.js';

describe('more third-party products keep their names and kinds', () => {
  it('reads observability, platform and data products', () => {
    expect(resolveService('OpenSearch Dashboards', 'aws')?.id).toBe('general.opensearch_dashboards');
    expect(resolveService('Karpenter', 'aws')?.kind).toBe('autoscaling_group');
    expect(resolveService('Apache Iceberg', 'general')?.kind).toBe('data_lake');
    expect(resolveService('Apache Flink', 'general')?.id).toBe('general.apache_flink');
    expect(resolveService('Alertmanager', 'kubernetes')?.kind).toBe('notification');
  });

  it('reads model servers and content systems', () => {
    expect(resolveService('KServe', 'kubernetes')?.kind).toBe('ml_endpoint');
    expect(resolveService('Contentful', 'general')?.id).toBe('general.contentful');
    expect(resolveService('Valkey', 'general')?.kind).toBe('cache');
  });

  it('an everyday word is a product only when written as a name', () => {
    expect(resolveService('materialize', 'general')).toBeUndefined();
    expect(kindOfName('Materialize')).toBe('stream_processing');
    expect(resolveService('superset', 'general')).toBeUndefined();
  });
});
