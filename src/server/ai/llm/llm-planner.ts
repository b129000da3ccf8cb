import { apply } from '../../../engine/model/index.js';
import { finishEdit, planToModel, PlanSchema, type Plan } from '../../../engine/planner/index.js';
import type { ConcreteDiagramType } from '../../../shared/contract/values.js';
import type { ClarifyOutput, PlanEditOutput, Planner } from '../types.js';
import {
  CLARIFY_SYSTEM, ClarifyReplySchema, diagramSystem, diagramUser, editSystem, editUser, EditReplySchema, ENHANCE_SYSTEM, EnhanceReplySchema, jsonSchemaOf,
} from './prompts.js';
import { issues, structured, type Check } from './structured.js';
import type { LlmTransport } from './transport.js';

const PLAN_JSON = jsonSchemaOf(PlanSchema);
const EDIT_JSON = jsonSchemaOf(EditReplySchema);
const ENHANCE_JSON = jsonSchemaOf(EnhanceReplySchema);
const CLARIFY_JSON = jsonSchemaOf(ClarifyReplySchema);

/**
 * A planner backed by an LLM. The model answers with a plan (or operations) as JSON; zod checks
 * its shape, the engine checks its meaning (catalog ids, references, apply), and problems go back
 * to the model for a bounded number of tries. The engine compiles the result — the LLM never
 * writes XML.
 */
export function createLlmPlanner(transport: LlmTransport): Planner {
  return {
    async planDiagram(input, ctx) {
      ctx.onStage?.('understanding', 5, `Sending the prompt to ${transport.name}`);
      let planningReported = false;
      const check = (value: unknown): Check<{ plan: Plan; model: ReturnType<typeof planToModel> & { ok: true } }> => {
        const parsed = PlanSchema.safeParse(value);
        if (!parsed.success) return { ok: false, errors: issues(parsed.error) };
        const plan: Plan = input.diagramType === 'auto' ? parsed.data : { ...parsed.data, diagram_type: input.diagramType as ConcreteDiagramType };
        const built = planToModel(plan, input.provider);
        return built.ok ? { ok: true, value: { plan, model: built } } : { ok: false, errors: built.errors };
      };
      const { plan, model } = await structured({
        transport, system: diagramSystem(input.provider), user: diagramUser(input.prompt, input.provider, input.diagramType),
        schema: { name: 'diagram_plan', description: 'The diagram as nodes, groups and edges', json: PLAN_JSON }, check, what: 'diagram plan', signal: ctx.signal,
        onProgress: (chars, attempt) => {
          if (!planningReported) ctx.onStage?.('planning', 15, attempt > 1 ? `Asking ${transport.name} to fix its plan (try ${attempt})` : 'Receiving the plan');
          planningReported = true;
          ctx.onStage?.('planning', Math.min(45, 15 + Math.floor(chars / 200)), `Received ${chars} characters of the plan`);
        },
      });
      if (!planningReported) ctx.onStage?.('planning', 40, 'Plan received');
      const understood = [`planned by ${transport.name}`, `${plan.nodes.length} components, ${plan.groups.length} containers, ${plan.edges.length} connections`, ...model.notes];
      return { model: model.model, diagramType: plan.diagram_type, title: plan.title, understood };
    },

    async planEdit(input, ctx): Promise<PlanEditOutput> {
      const check = (value: unknown): Check<PlanEditOutput> => {
        const parsed = EditReplySchema.safeParse(value);
        if (!parsed.success) return { ok: false, errors: issues(parsed.error) };
        const reply = parsed.data;
        if (!reply.ops || reply.ops.length === 0) {
          if (!reply.message) return { ok: false, errors: ['give "ops", or "message" and "example" when the change cannot be made'] };
          return { ok: true, value: { ok: false, understood: reply.understood, example: reply.example ?? '', message: reply.message } };
        }
        const applied = apply(input.model, reply.ops);
        if (!applied.ok) return { ok: false, errors: [`operation ${applied.error.index + 1} (${applied.error.op.op}): ${applied.error.reason}`] };
        // Held to the same meaning as the built-in planner: flow kept on remove, replace renames, no silent no-op.
        const finished = finishEdit(input.model, reply.ops, reply.understood);
        if (!finished.ok) return { ok: true, value: { ok: false, understood: reply.understood, example: reply.example ?? '', message: `${finished.message}.` } };
        return { ok: true, value: finished };
      };
      return structured({
        transport, system: editSystem(input.model.provider), user: editUser(input.prompt, input.model),
        schema: { name: 'diagram_edit', description: 'Operations that make the requested change', json: EDIT_JSON }, check, what: 'edit', signal: ctx.signal,
      });
    },

    async enhancePrompt(input, ctx) {
      const reply = await structured({
        transport, system: ENHANCE_SYSTEM, user: `Provider: ${input.provider}\nPrompt:\n${input.prompt}`,
        schema: { name: 'enhanced_prompt', description: 'The improved prompt', json: ENHANCE_JSON }, what: 'enhanced prompt', signal: ctx.signal,
        check: (value) => {
          const parsed = EnhanceReplySchema.safeParse(value);
          return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: issues(parsed.error) };
        },
      });
      return reply.enhanced_prompt;
    },

    async clarifyPrompt(input, ctx): Promise<ClarifyOutput> {
      return structured({
        transport, system: CLARIFY_SYSTEM, user: `Provider: ${input.provider ?? 'not given'}\nDiagram type: ${input.diagramType ?? 'not given'}\nPrompt:\n${input.prompt}`,
        schema: { name: 'clarifying_questions', description: 'Questions that would change the diagram', json: CLARIFY_JSON }, what: 'list of questions', signal: ctx.signal,
        check: (value) => {
          const parsed = ClarifyReplySchema.safeParse(value);
          return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: issues(parsed.error) };
        },
      });
    },
  };
}
