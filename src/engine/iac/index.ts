export { readInfrastructureCode } from './read.js';
export { IacInputError, type IacFile } from './types.js';
export type { IacPlan } from './to-plan.js';
export { warmTerraformParser } from './terraform.js';
