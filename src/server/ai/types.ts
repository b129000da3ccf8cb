import type { ArchitectureModel, Operation } from '../../engine/model/index.js';
import type { WorkBudget } from '../compute/admission.js';
import type { ConcreteDiagramType, DiagramType, Provider } from '../../shared/contract/values.js';

/** The planner stages generation reports; the server adds layout, review and saving. */
export type PlannerStage = 'understanding' | 'planning';

export interface PlanDiagramInput {
  prompt: string;
  provider: Provider;
  /** May be 'auto': the planner picks. */
  diagramType: DiagramType;
}

export interface PlanDiagramContext {
  signal?: AbortSignal;
  /** Whose work it is: the built-in planner queues it fairly per account in the compute pool. */
  owner?: string;
  /** The request's time in the worker pools (admission control). */
  budget?: WorkBudget;
  /** Called as each stage really happens, with progress 0–100 within the whole generation. */
  onStage?: (stage: PlannerStage, progress: number, message: string) => void;
}

export interface PlanDiagramOutput {
  model: ArchitectureModel;
  diagramType: ConcreteDiagramType;
  title: string;
  understood: string[];
}

export type PlanEditOutput =
  | { ok: true; ops: Operation[]; understood: string[] }
  | { ok: false; understood: string[]; example: string; message: string };

export interface ClarifyOutput {
  questions: { text: string; options: string[] | null }[];
  suggested_diagram_type: string | null;
}

export interface PlannerContext {
  signal?: AbortSignal;
  owner?: string;
  budget?: WorkBudget;
}

/** One planner interface, three implementations (builtin, openai-compatible, anthropic). */
export interface Planner {
  planDiagram(input: PlanDiagramInput, ctx: PlanDiagramContext): Promise<PlanDiagramOutput>;
  planEdit(input: { prompt: string; model: ArchitectureModel }, ctx: PlannerContext): Promise<PlanEditOutput>;
  enhancePrompt(input: { prompt: string; provider: Provider }, ctx: PlannerContext): Promise<string>;
  clarifyPrompt(input: { prompt: string; provider?: Provider; diagramType?: DiagramType }, ctx: PlannerContext): Promise<ClarifyOutput>;
}

export type PlannerErrorCode = 'AI_PROVIDER_ERROR' | 'GATEWAY_TIMEOUT' | 'NOT_UNDERSTOOD' | 'CANCELLED';

/**
 * A planner failure the HTTP layer maps to the house error envelope. `details` carries what a
 * person needs to act: the provider's status and message, the validation errors of the last try.
 */
export class PlannerError extends Error {
  override name = 'PlannerError';

  constructor(
    readonly code: PlannerErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
