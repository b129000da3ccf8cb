import type { DiagramType, Provider } from '../../../shared/contract/values.js';
import { isArchitectureType } from '../understand/diagram-type.js';
import { understand } from '../understand/index.js';

export interface ClarifyResult {
  questions: { text: string; options: string[] | null }[];
  suggested_diagram_type: string | null;
}

const SCALE = /\b(users?|requests?|rps|qps|traffic|load|scale|scaling|million|thousand|\d+k\b|concurrent|high[- ]?availability|highly available|ha\b|multi[- ]?az|redundan\w*|failover|dr\b|single (az|zone|instance)|dev(elopment)?|prototype|poc|production)\b/i;
const TYPE_WORDS = /\b(flow|process|steps?|sequence|interaction|architecture|infrastructure|diagram)\b/i;

/**
 * Up to three questions that would change the diagram, asked only when the prompt leaves them
 * open: the cloud provider, whether it must be highly available, the kind of diagram, and (for a
 * prompt that names nothing) its main parts. A clear prompt gets none.
 */
export function clarifyPrompt(prompt: string, opts: { provider?: Provider; diagramType?: DiagramType } = {}): ClarifyResult {
  const requested = opts.provider ?? 'general';
  const { u, graph } = understand(prompt, { provider: requested, diagramType: opts.diagramType ?? 'auto' });
  const questions: ClarifyResult['questions'] = [];
  const architecture = isArchitectureType(u.diagramType);
  const components = graph.live().filter((e) => e.entry.category !== 'client' && e.origin === 'prompt');
  if (architecture && components.length === 0 && u.archetypes.length === 0) {
    questions.push({ text: 'What are the main parts of the system (for example a web front end, an API, a database, a queue)?', options: null });
  }
  if (architecture && requested === 'general' && u.provider === 'general') {
    questions.push({ text: 'Which cloud provider should the diagram use?', options: ['AWS', 'Azure', 'Google Cloud', 'Oracle Cloud', 'Kubernetes', 'No specific provider'] });
  }
  const stateful = components.some((e) => ['relational_db', 'nosql', 'vm', 'autoscaling_group', 'container_service', 'k8s_cluster', 'cache'].includes(e.entry.kind)) ||
    u.archetypes.some((a) => ['three_tier', 'k8s_microservices', 'hybrid'].includes(a));
  if (architecture && stateful && !SCALE.test(prompt) && questions.length < 3) {
    questions.push({ text: 'Should it be highly available, with redundant components across availability zones?', options: ['Yes, across two or more zones', 'No, a single zone is enough'] });
  }
  if ((opts.diagramType === undefined || opts.diagramType === 'auto') && !TYPE_WORDS.test(prompt) && components.length <= 1 && u.archetypes.length === 0 && questions.length < 3) {
    questions.push({ text: 'What kind of diagram do you want?', options: ['Architecture', 'Flowchart', 'Sequence diagram', 'Data pipeline'] });
  }
  return { questions: questions.slice(0, 3), suggested_diagram_type: u.diagramType };
}
