import type { ArchitectureModel, Operation } from '../../engine/model/index.js';
import type { ConcreteDiagramType, DiagramType, Provider } from '../../shared/contract/values.js';

/**
 * The planner seam as the server uses it — structurally the `Planner` of src/server/ai
 * (docs/INTERFACES.md): prompt → model, edit prompt → operations, prompt helpers.
 */
export interface PlanDiagramInput {
  prompt: string;
  provider: Provider;
  /** May be 'auto': the planner picks. */
  diagramType: DiagramType;
}

export interface PlanDiagramResult {
  model: ArchitectureModel;
  diagramType: ConcreteDiagramType;
  title: string;
  understood: string[];
}

export type PlanEditResult =
  | { ok: true; ops: Operation[]; understood: string[] }
  | { ok: false; understood: string[]; example: string; message: string };

export interface PlanOptions {
  signal?: AbortSignal;
  /** Called as the planner's own stages really happen, with progress 0–100 of the whole generation. */
  onStage?: (stage: 'understanding' | 'planning', progress: number, message: string) => void;
}

export interface Planner {
  planDiagram(input: PlanDiagramInput, ctx: PlanOptions): Promise<PlanDiagramResult>;
  planEdit(input: { prompt: string; model: ArchitectureModel }, ctx: { signal?: AbortSignal }): Promise<PlanEditResult>;
  enhancePrompt(input: { prompt: string; provider: Provider }, ctx: { signal?: AbortSignal }): Promise<string>;
  clarifyPrompt(
    input: { prompt: string; provider?: Provider; diagramType?: DiagramType },
    ctx: { signal?: AbortSignal },
  ): Promise<{ questions: { text: string; options: string[] | null }[]; suggested_diagram_type: string | null }>;
}

/** Codes a planner failure carries; the HTTP layer maps them to the same house codes. */
export type PlannerErrorCode = 'AI_PROVIDER_ERROR' | 'GATEWAY_TIMEOUT' | 'NOT_UNDERSTOOD' | 'CANCELLED';

/** Duck-typed so the planner module's own error class (src/server/ai) is recognised. */
export function isPlannerError(err: unknown): err is Error & { code: PlannerErrorCode; details?: Record<string, unknown> } {
  return (
    err instanceof Error &&
    err.name === 'PlannerError' &&
    ['AI_PROVIDER_ERROR', 'GATEWAY_TIMEOUT', 'NOT_UNDERSTOOD', 'CANCELLED'].includes((err as { code?: string }).code ?? '')
  );
}
