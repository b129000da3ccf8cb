import type { ClarifyRequest, ClarifyResponse, EnhanceRequest, EnhanceResponse } from '../../../shared/contract/index.js';
import type { Ctx } from '../../context.js';
import { plannerFailure } from '../../pipeline/errors.js';

/** POST /prompts/enhance (free): a fuller prompt from the planner. */
export async function enhancePrompt({ ctx, input }: { ctx: Ctx; input: EnhanceRequest }): Promise<EnhanceResponse> {
  try {
    const enhanced = await ctx.planner.enhancePrompt({ prompt: input.prompt, provider: input.cloud_provider }, {});
    return { original_prompt: input.prompt, enhanced_prompt: enhanced };
  } catch (err) {
    throw plannerFailure(err);
  }
}

/** POST /prompts/clarify (free): questions that would make the prompt clearer; [] = clear enough. */
export async function clarifyPrompt({ ctx, input }: { ctx: Ctx; input: ClarifyRequest }): Promise<ClarifyResponse> {
  try {
    const result = await ctx.planner.clarifyPrompt({ prompt: input.prompt, provider: input.cloud_provider, diagramType: input.diagram_type }, {});
    return { questions: result.questions.slice(0, 3), suggested_diagram_type: result.suggested_diagram_type };
  } catch (err) {
    throw plannerFailure(err);
  }
}
