import { expect } from 'vitest';
import { apply, type ArchitectureModel, type ModelNode } from '../../model/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { planDiagram } from '../generate.js';
import { planEdit } from '../edit/index.js';

/** For edit tests: a model planned from a prompt, to edit. */
export const base = (prompt: string, provider: Provider): ArchitectureModel => planDiagram(prompt, { provider, diagramType: 'auto' }).model;

/** Plans the edit, applies the ops with the engine and returns the new model. */
export function edit(prompt: string, model: ArchitectureModel): ArchitectureModel {
  const plan = planEdit(prompt, model);
  if (!plan.ok) throw new Error(`edit "${prompt}" not planned: ${plan.message}`);
  expect(plan.understood.length).toBeGreaterThan(0);
  const result = apply(model, plan.ops);
  if (!result.ok) throw new Error(`edit "${prompt}" did not apply: ${result.error.reason}`);
  return result.model;
}

export const byService = (m: ArchitectureModel, service: string): ModelNode[] => m.nodes.filter((n) => n.service === service);
export const one = (m: ArchitectureModel, service: string): ModelNode => {
  const found = byService(m, service);
  expect(found).toHaveLength(1);
  return found[0]!;
};
export const linked = (m: ArchitectureModel, a: string, b: string): boolean => m.edges.some((e) => e.source === a && e.target === b);
