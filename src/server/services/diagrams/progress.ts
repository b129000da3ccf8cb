import type { GenerationStage } from '../../../shared/contract/values.js';

/** Reports a generation stage as it starts (the SSE `progress` event). */
export type OnProgress = (stage: GenerationStage, progress: number, message: string) => void;

export interface RunOptions {
  /** Fires when the caller goes away: the work stops and nothing is stored or charged. */
  signal: AbortSignal;
  onProgress?: OnProgress;
}
