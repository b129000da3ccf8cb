import { COST_RULES } from './rules/cost.js';
import { OPERATIONS_RULES } from './rules/operations.js';
import { PERFORMANCE_RULES } from './rules/performance.js';
import { RELIABILITY_COMPUTE_RULES } from './rules/reliability-compute.js';
import { RELIABILITY_DATA_RULES } from './rules/reliability-data.js';
import { RELIABILITY_NETWORK_RULES } from './rules/reliability-network.js';
import { SECURITY_ACCESS_RULES } from './rules/security-access.js';
import { SECURITY_DATA_RULES } from './rules/security-data.js';
import { SECURITY_EXPOSURE_RULES } from './rules/security-exposure.js';
import { SECURITY_K8S_RULES } from './rules/security-k8s.js';
import { SECURITY_NETWORK_RULES } from './rules/security-network.js';
import { SECURITY_PERIMETER_RULES } from './rules/security-perimeter.js';
import { STRUCTURE_RULES } from './rules/structure.js';
import type { Rule } from './types.js';

/** Every review rule, by pillar. Rule ids are the warning `type` and never change once shipped. */
export const RULES: readonly Rule[] = Object.freeze([
  ...SECURITY_EXPOSURE_RULES,
  ...SECURITY_ACCESS_RULES,
  ...SECURITY_DATA_RULES,
  ...SECURITY_PERIMETER_RULES,
  ...SECURITY_NETWORK_RULES,
  ...SECURITY_K8S_RULES,
  ...RELIABILITY_DATA_RULES,
  ...RELIABILITY_COMPUTE_RULES,
  ...RELIABILITY_NETWORK_RULES,
  ...OPERATIONS_RULES,
  ...PERFORMANCE_RULES,
  ...COST_RULES,
  ...STRUCTURE_RULES,
]);

const BY_ID = new Map(RULES.map((r) => [r.id, r]));
if (BY_ID.size !== RULES.length) throw new Error('review rules: two rules share an id');

export function ruleById(id: string): Rule | undefined {
  return BY_ID.get(id);
}
