/**
 * server/ai — the planners behind one interface, chosen by configuration (SKYPLAN_AI):
 * `builtin` (default: the engine's deterministic planner, no network), `openai-compatible`
 * (Chat Completions: OpenAI, Ollama, vLLM, LM Studio, OpenRouter) and `anthropic` (Messages API).
 */
import type { Config } from '../config.js';
import type { ComputePool } from '../compute/pool.js';
import { createBuiltinPlanner } from './builtin.js';
import { anthropicTransport } from './llm/anthropic.js';
import { createLlmPlanner } from './llm/llm-planner.js';
import { openAiTransport } from './llm/openai.js';
import type { Planner } from './types.js';

export { PlannerError, type Planner, type PlannerErrorCode, type PlannerStage, type PlanDiagramInput, type PlanDiagramContext, type PlanDiagramOutput, type PlanEditOutput, type ClarifyOutput, type PlannerContext } from './types.js';
export { createBuiltinPlanner } from './builtin.js';
export { createLlmPlanner } from './llm/llm-planner.js';
export { openAiTransport } from './llm/openai.js';
export { anthropicTransport } from './llm/anthropic.js';
export type { LlmTransport, TransportConfig } from './llm/transport.js';

export type PlannerConfig = Pick<Config, 'SKYPLAN_AI' | 'SKYPLAN_AI_BASE_URL' | 'SKYPLAN_AI_MODEL' | 'SKYPLAN_AI_API_KEY' | 'SKYPLAN_AI_TIMEOUT_MS'>;

const DEFAULT_BASE: Record<'openai-compatible' | 'anthropic', string> = {
  'openai-compatible': 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com',
};

/** Thrown at start-up when the AI settings cannot work; the message names the variable to set. */
export class PlannerConfigError extends Error {
  override name = 'PlannerConfigError';
}

/** The planner the configuration asks for. LLM planners need SKYPLAN_AI_MODEL (and a key for Anthropic). */
/** `pool`: the compute pool the built-in planner runs in (off the request thread). */
export function createPlanner(config: PlannerConfig, pool?: ComputePool): Planner {
  if (config.SKYPLAN_AI === 'builtin') return createBuiltinPlanner(pool);
  const kind = config.SKYPLAN_AI;
  if (!config.SKYPLAN_AI_MODEL) {
    throw new PlannerConfigError(`SKYPLAN_AI=${kind} needs SKYPLAN_AI_MODEL (e.g. ${kind === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-4o-mini, or llama3.1 for Ollama'}).`);
  }
  if (kind === 'anthropic' && !config.SKYPLAN_AI_API_KEY) throw new PlannerConfigError('SKYPLAN_AI=anthropic needs SKYPLAN_AI_API_KEY.');
  const transportConfig = {
    baseUrl: config.SKYPLAN_AI_BASE_URL ?? DEFAULT_BASE[kind],
    model: config.SKYPLAN_AI_MODEL,
    apiKey: config.SKYPLAN_AI_API_KEY,
    timeoutMs: config.SKYPLAN_AI_TIMEOUT_MS,
  };
  return createLlmPlanner(kind === 'anthropic' ? anthropicTransport(transportConfig) : openAiTransport(transportConfig));
}
