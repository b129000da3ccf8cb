/**
 * The planner seam (docs/INTERFACES.md): src/server/ai's `Planner` — prompt → model, edit
 * prompt → operations, prompt helpers — and its error.
 */
export { PlannerError, type Planner, type PlannerErrorCode } from '../ai/index.js';
