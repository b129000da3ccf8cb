import type { ConcreteDiagramType, DiagramType } from '../../../shared/contract/values.js';
import type { Archetype } from './archetype.js';

const FLOWCHART = /\bflow ?charts?\b|\bflow diagram\b|\bprocess flow\b|\bdecision (tree|flow)\b|\bactivity diagram\b|\bworkflow diagram\b|\bbusiness process\b|\bprocess (for|of)\b/i;
const SEQUENCE = /\bsequence diagrams?\b|\bsequence of (calls|messages|requests|events|interactions)\b|\binteraction diagram\b|\bhandshake\b|\b(login|auth\w*|oauth|checkout|payment|signup|sign[ -]up|request) (flow|sequence)\b|\bmessage sequence\b|\bswim ?lanes? of calls\b/i;
const STEPS = /\b(if|when)\b.+\b(then|else|otherwise)\b|\b(first|next|finally|afterwards)\b.*\b(then|finally)\b|\bstep \d/i;

const BY_ARCHETYPE: Partial<Record<Archetype, ConcreteDiagramType>> = {
  event_driven: 'event_driven', data_pipeline: 'data_pipeline', ml: 'ml', rag: 'ml', k8s_microservices: 'microservices',
  hub_spoke: 'hub_spoke', serverless_web: 'serverless', serverless_api: 'serverless', hybrid: 'network', iot: 'event_driven',
};

/** The diagram type to draw: the one asked for, or for `auto` the one the prompt reads as. */
export function chooseDiagramType(requested: DiagramType, text: string, archetypes: readonly Archetype[], serviceCount: number): ConcreteDiagramType {
  if (requested !== 'auto') return requested;
  if (SEQUENCE.test(text)) return 'sequence';
  if (FLOWCHART.test(text)) return 'flowchart';
  if (STEPS.test(text) && serviceCount <= 1) return 'flowchart';
  const first = archetypes[0];
  return (first && BY_ARCHETYPE[first]) ?? 'architecture';
}

/** Types drawn as a cloud architecture (services, containers, data flow). */
export function isArchitectureType(type: ConcreteDiagramType): boolean {
  return type !== 'flowchart' && type !== 'sequence';
}
