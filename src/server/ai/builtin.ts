import { clarifyPrompt, enhancePrompt, planDiagram, planEdit, PlanNotUnderstood } from '../../engine/planner/index.js';
import { PlannerError, type Planner } from './types.js';

function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new PlannerError('CANCELLED', 'The request was cancelled before planning finished.');
}

/**
 * The built-in planner: the engine's deterministic planner (no network). Stages are reported as
 * the engine reaches them.
 */
export function createBuiltinPlanner(): Planner {
  return {
    async planDiagram(input, ctx) {
      checkSignal(ctx.signal);
      try {
        const result = planDiagram(input.prompt, {
          provider: input.provider,
          diagramType: input.diagramType,
          onStage: (stage, progress, message) => ctx.onStage?.(stage, progress, message),
        });
        return { model: result.model, diagramType: result.diagramType, title: result.title, understood: result.understood };
      } catch (error) {
        if (error instanceof PlanNotUnderstood) throw new PlannerError('NOT_UNDERSTOOD', error.message);
        throw error;
      }
    },
    async planEdit(input, ctx) {
      checkSignal(ctx.signal);
      return planEdit(input.prompt, input.model);
    },
    async enhancePrompt(input, ctx) {
      checkSignal(ctx.signal);
      return enhancePrompt(input.prompt, input.provider);
    },
    async clarifyPrompt(input, ctx) {
      checkSignal(ctx.signal);
      return clarifyPrompt(input.prompt, { ...(input.provider ? { provider: input.provider } : {}), ...(input.diagramType ? { diagramType: input.diagramType } : {}) });
    },
  };
}
