import { describe, expect, it } from 'vitest';
import { getService } from '../catalog/index.js';
import { AWS_RULES } from './rules-aws.js';
import { AZURE_RULES, GCP_RULES, K8S_RULES } from './rules-azure-gcp.js';

describe('resource type rules', () => {
  const tables = { AWS_RULES, AZURE_RULES, GCP_RULES, K8S_RULES };
  it('name only catalog services, and give every drawn component a display label', () => {
    for (const [table, rules] of Object.entries(tables)) {
      for (const [type, rule] of Object.entries(rules)) {
        for (const service of [rule.service, ...(rule.variants ?? []).map((v) => v.service)]) {
          if (service) expect(getService(service), `${table}.${type} → ${service}`).toBeDefined();
        }
        if ((rule.role ?? 'node') === 'node') expect(rule.label, `${table}.${type}`).toBeTruthy();
        if (rule.role === 'connector') expect(rule.from?.length, `${table}.${type}`).toBeGreaterThan(0);
        if (rule.role === 'group') expect(rule.group, `${table}.${type}`).toBeDefined();
      }
    }
  });
});
