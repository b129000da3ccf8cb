import type { ConcreteDiagramType, DiagramType, Provider } from '../../shared/contract/values.js';
import type { ArchitectureModel } from '../model/index.js';
import { buildPlan } from './build/index.js';
import { planFlowchart } from './flowchart/index.js';
import type { Plan } from './plan/schema.js';
import { planToModel } from './plan/to-model.js';
import { planSequence } from './sequence/index.js';
import { isArchitectureType } from './understand/diagram-type.js';
import { understand } from './understand/index.js';
import { isForeign } from './understand/language.js';
import { describeUnderstanding } from './understood.js';

export interface PlanOptions {
  provider: Provider;
  diagramType: DiagramType;
  /** Told as each stage begins: understanding the prompt, then planning the diagram. */
  onStage?: (stage: 'understanding' | 'planning', progress: number, message: string) => void;
}

export interface PlanResult {
  model: ArchitectureModel;
  diagramType: ConcreteDiagramType;
  title: string;
  /** What the planner understood, in short sentences a person can check. */
  understood: string[];
  /** The plan the model was built from (the same shape LLM planners return). */
  plan: Plan;
}

/** Thrown when a prompt names nothing the planner can draw. */
export class PlanNotUnderstood extends Error {
  override name = 'PlanNotUnderstood';
}

/**
 * The built-in planner: prompt → model, deterministic and offline. Architecture types go through
 * understanding (components, relations, templates) and container placement; flowcharts and
 * sequence diagrams have their own readers.
 */
export function planDiagram(prompt: string, options: PlanOptions): PlanResult {
  options.onStage?.('understanding', 5, 'Reading the prompt');
  const { u, graph } = understand(prompt, options);
  if (isForeign(u.text)) {
    throw new PlanNotUnderstood('The built-in planner reads English only. Write the prompt in English, or configure an LLM planner (SKYPLAN_AI_BASE_URL, SKYPLAN_AI_MODEL) to read other languages.');
  }
  options.onStage?.('planning', 20, `Planning ${graph.live().length} components as a ${u.diagramType.replace(/_/g, ' ')} diagram`);
  let plan: Plan;
  if (u.diagramType === 'flowchart') plan = planFlowchart(u.text, u.provider);
  else if (u.diagramType === 'sequence') plan = planSequence(u.text, u.provider);
  else {
    if (graph.live().length === 0) {
      throw new PlanNotUnderstood('The prompt names no component Skyplan knows. Name services or parts, e.g. "a three-tier web app on AWS with an ALB, EC2 and RDS".');
    }
    plan = buildPlan(u, graph);
  }
  if (!isArchitectureType(u.diagramType) && plan.nodes.length === 0) {
    throw new PlanNotUnderstood('The prompt describes no steps or participants. Try e.g. "flowchart: user signs up, if the email is valid send a code, else show an error".');
  }
  const built = planToModel(plan, u.provider);
  if (!built.ok) throw new Error(`built-in planner produced an invalid plan: ${built.errors.join('; ')}`);
  return { model: built.model, diagramType: u.diagramType, title: plan.title, understood: describeUnderstanding(u, plan), plan };
}
