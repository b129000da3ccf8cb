import { COST_SCENARIOS, OPERATIONS_SCENARIOS, PERFORMANCE_SCENARIOS, RELIABILITY_SCENARIOS } from './scenarios-other.js';
import { SECURITY_SCENARIOS } from './scenarios-security.js';
import type { Scenario } from './scenario.js';
import { STRUCTURE_SCENARIOS } from './scenarios-structure.js';

export const SCENARIOS: readonly Scenario[] = [
  ...SECURITY_SCENARIOS, ...RELIABILITY_SCENARIOS, ...OPERATIONS_SCENARIOS, ...PERFORMANCE_SCENARIOS, ...COST_SCENARIOS, ...STRUCTURE_SCENARIOS,
];
export { variants, type Scenario } from './scenario.js';
