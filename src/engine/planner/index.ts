/**
 * engine/planner — the built-in planner: prompt → model, edit prompt → operations, prompt help.
 * Pure and deterministic (no I/O), so the browser can run it too. LLM planners produce the same
 * Plan (plan/schema.ts) and go through the same planToModel.
 */
export { planDiagram, PlanNotUnderstood, type PlanOptions, type PlanResult } from './generate.js';
export { PlanSchema, PlanNodeSchema, PlanGroupSchema, PlanEdgeSchema, type Plan, type PlanNode, type PlanGroup, type PlanEdge } from './plan/schema.js';
export { planToModel, FLOW_SHAPES, type PlanResultModel } from './plan/to-model.js';
export { planEdit, type EditPlan } from './edit/index.js';
export { finishEdit, type Finished } from './edit/finish.js';
export { enhancePrompt } from './assist/enhance.js';
export { clarifyPrompt, type ClarifyResult } from './assist/clarify.js';
