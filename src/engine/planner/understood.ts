import type { Plan } from './plan/schema.js';
import type { Understanding } from './types.js';

const PROVIDER: Record<string, string> = { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud', kubernetes: 'Kubernetes', oci: 'Oracle Cloud', general: 'no specific cloud' };

/** Short sentences saying what the planner read from the prompt, shown to the person. */
export function describeUnderstanding(u: Understanding, plan: Plan): string[] {
  const out = [`provider: ${PROVIDER[u.provider] ?? u.provider}`, `diagram type: ${u.diagramType.replace(/_/g, ' ')}`];
  if (u.archetypes.length > 0) out.push(`architecture: ${u.archetypes.slice(0, 2).map((a) => a.replace(/_/g, ' ')).join(', ')}`);
  const named = u.entities.filter((e) => e.origin === 'prompt' && !e.descriptor);
  if (named.length > 0) out.push(`components: ${[...new Set(named.map((e) => e.entry.name))].slice(0, 12).join(', ')}`);
  out.push(...u.notes);
  out.push(`${plan.nodes.length} components, ${plan.groups.length} containers, ${plan.edges.length} connections`);
  return out;
}
