import type { ArchitectureModel, Operation } from '../../engine/model/index.js';
import type { DiagramType, Provider } from '../../shared/contract/values.js';

/**
 * The planner seam (src/server/ai, docs/INTERFACES.md): prompt → model, edit prompt →
 * operations, prompt helpers. The server codes against this; `createPlanner(config)` in
 * src/server/ai returns one (builtin, openai-compatible or anthropic).
 */
export interface PlanDiagramInput {
  prompt: string;
  provider: Provider;
  diagramType: DiagramType;
}

export interface PlanDiagramResult {
  model: ArchitectureModel;
  diagramType: Exclude<DiagramType, 'auto'>;
  title: string;
  understood?: string;
}

export type PlanEditResult =
  | { ok: true; ops: Operation[]; understood: string }
  | { ok: false; understood: string; example: string; message: string };

export interface PlanOptions {
  signal: AbortSignal;
  /** Called as the planner moves through its own stages (understanding, planning). */
  onStage?: (stage: 'understanding' | 'planning', message?: string) => void;
}

export interface Planner {
  planDiagram(input: PlanDiagramInput, opts: PlanOptions): Promise<PlanDiagramResult>;
  planEdit(input: { prompt: string; model: ArchitectureModel }, opts: { signal: AbortSignal }): Promise<PlanEditResult>;
  enhancePrompt(input: { prompt: string; provider: Provider }): Promise<string>;
  clarifyPrompt(input: { prompt: string; provider?: Provider; diagramType?: DiagramType }): Promise<{
    questions: { text: string; options?: string[] | null }[];
    suggested_diagram_type: string | null;
  }>;
}

/** Codes a planner failure carries; the HTTP layer maps them to the same house codes. */
export type PlannerErrorCode = 'AI_PROVIDER_ERROR' | 'GATEWAY_TIMEOUT' | 'NOT_UNDERSTOOD';

/** Duck-typed so the planner module's own error class (src/server/ai) is recognised. */
export function isPlannerError(err: unknown): err is Error & { code: PlannerErrorCode } {
  return (
    err instanceof Error &&
    err.name === 'PlannerError' &&
    ['AI_PROVIDER_ERROR', 'GATEWAY_TIMEOUT', 'NOT_UNDERSTOOD'].includes((err as { code?: string }).code ?? '')
  );
}
