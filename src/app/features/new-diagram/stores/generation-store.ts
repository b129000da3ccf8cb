import { create } from 'zustand';
import type { GenerationStage, ProgressEvent } from '../../../../shared/contract/index.js';

export type GenerationStatus = 'idle' | 'running' | 'cancelled' | 'error';

interface GenerationState {
  status: GenerationStatus;
  stage: GenerationStage | null;
  progress: number;
  message: string;
  error: unknown;
  start: () => void;
  advance: (event: ProgressEvent) => void;
  fail: (error: unknown) => void;
  cancelled: () => void;
  finish: () => void;
}

/** Where the current generation is: the last stage the server reported, or how it ended. */
export const useGenerationStore = create<GenerationState>((set) => ({
  status: 'idle',
  stage: null,
  progress: 0,
  message: '',
  error: null,
  start: () => set({ status: 'running', stage: null, progress: 0, message: 'Sending your prompt…', error: null }),
  advance: (e) => set({ stage: e.stage, progress: e.progress, message: e.message }),
  fail: (error) => set({ status: 'error', error }),
  cancelled: () => set({ status: 'cancelled', error: null }),
  finish: () => set({ status: 'idle', stage: null, progress: 0, message: '', error: null }),
}));
