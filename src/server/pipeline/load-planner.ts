import type { Config } from '../config.js';
import { ApiError } from '../http/api-error.js';
import type { Planner } from './planner.js';

const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/**
 * The configured planner from src/server/ai (`createPlanner(config)`). A build without that
 * module answers the planner's routes with 503 naming what is missing.
 */
export async function loadPlanner(config: Config): Promise<Planner> {
  type PlannerModule = { createPlanner?: (config: Config) => Planner };
  let mod = null as PlannerModule | null;
  try {
    mod = (await import(new URL(`../ai/index${ext}`, import.meta.url).href)) as PlannerModule;
  } catch (err) {
    if (!/Cannot find module|Failed to load url|ERR_MODULE_NOT_FOUND|does not exist/i.test(`${(err as { code?: string }).code} ${(err as Error).message}`)) throw err;
  }
  if (mod?.createPlanner) return mod.createPlanner(config);
  const missing = (): never => {
    throw new ApiError('SERVICE_UNAVAILABLE', 'This Skyplan build has no planner (src/server/ai) yet; the operation cannot run.', { missing: 'planner' });
  };
  return { planDiagram: async () => missing(), planEdit: async () => missing(), enhancePrompt: async () => missing(), clarifyPrompt: async () => missing() };
}
