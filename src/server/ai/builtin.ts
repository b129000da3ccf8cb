import { clarifyPrompt, enhancePrompt, planDiagram, planEdit, PlanNotUnderstood } from '../../engine/planner/index.js';
import { ComputeError, type ComputePool } from '../compute/pool.js';
import { PlannerError, type Planner } from './types.js';

function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new PlannerError('CANCELLED', 'The request was cancelled before planning finished.');
}

function offloadFailure(err: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return new PlannerError('CANCELLED', 'The request was cancelled before planning finished.');
  if (err instanceof ComputeError && err.reason === 'budget') return new PlannerError('NOT_UNDERSTOOD', `Planning this prompt needed more than the work one request may use: ${err.message}. Shorten the prompt.`);
  return err;
}

/**
 * The built-in planner: the engine's deterministic planner (no network). Given the compute pool,
 * it plans there (off the request thread, cancelled with the request, queued fairly per account);
 * without one, in process, reporting stages as the engine reaches them.
 */
export function createBuiltinPlanner(pool?: ComputePool): Planner {
  return {
    async planDiagram(input, ctx) {
      checkSignal(ctx.signal);
      if (pool) {
        ctx.onStage?.('planning', 20, 'Choosing services and connections');
        const planned = await pool.run('plan', input, { signal: ctx.signal, owner: ctx.owner, budget: ctx.budget }).catch((err: unknown) => {
          throw offloadFailure(err, ctx.signal);
        });
        if (!planned.ok) throw new PlannerError('NOT_UNDERSTOOD', planned.message);
        return { model: planned.model, diagramType: planned.diagramType, title: planned.title, understood: planned.understood };
      }
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
      if (pool) {
        return pool.run('planEdit', input, { signal: ctx.signal, owner: ctx.owner, budget: ctx.budget }).catch((err: unknown) => {
          throw offloadFailure(err, ctx.signal);
        });
      }
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
