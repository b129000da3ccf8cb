import type { Provider } from '../../../shared/contract/values.js';
import type { Plan, PlanEdge, PlanNode } from '../plan/schema.js';
import { capitalize } from '../text/tokens.js';
import { actionLabel, question, readSteps, topicOf, type Step } from './steps.js';
import { topicSteps } from './topics.js';

const MAX_STEPS = 40;

class FlowBuilder {
  readonly nodes: PlanNode[] = [];
  readonly edges: PlanEdge[] = [];
  private n = 0;

  node(label: string, shape: NonNullable<PlanNode['shape']>): string {
    const id = `${shape}-${++this.n}`;
    this.nodes.push({ id, label, service: null, shape });
    return id;
  }

  edge(from: string, to: string, label?: string): void {
    if (from !== to && !this.edges.some((e) => e.from === from && e.to === to)) this.edges.push({ from, to, ...(label ? { label } : {}) });
  }
}

/** Open ends of the flow so far: each waits for the next step (with the edge label it will carry). */
type Ends = { id: string; label?: string }[];

/**
 * Draws a process: Start, the steps in order, decisions with yes/no edges, both branches joining
 * the next step, and End. A prompt that only names a topic gets that topic's standard steps.
 */
export function planFlowchart(text: string, _provider: Provider): Plan {
  let steps = readSteps(text);
  const topic = topicOf(text);
  const fromTopic = steps.filter((s) => s.type !== 'else').length < 2;
  if (fromTopic) steps = readSteps(topicSteps(topic).steps);
  // A flowchart past a few dozen boxes is unreadable; the rest of a very long text is dropped.
  steps = steps.slice(0, MAX_STEPS);
  const b = new FlowBuilder();
  let ends: Ends = [{ id: b.node('Start', 'start') }];
  const connect = (to: string): void => {
    for (const e of ends) b.edge(e.id, to, e.label);
  };
  let lastDecision: { id: string; yesEnds: Ends; hasNo: boolean } | undefined;
  const stepIds = new Map<string, string>();
  for (const step of steps) {
    ends = addStep(b, step, ends, connect, stepIds, (d) => (lastDecision = d), () => lastDecision);
  }
  if (ends.length > 0 || (lastDecision && !lastDecision.hasNo)) {
    const end = b.node('End', 'end');
    connect(end);
    if (lastDecision && !lastDecision.hasNo) b.edge(lastDecision.id, end, 'no');
  }
  const title = fromTopic && topic.length > 2 ? capitalize(topic.slice(0, 60)) : 'Process flowchart';
  return { title, diagram_type: 'flowchart', nodes: b.nodes, groups: [], edges: b.edges };
}

function addStep(
  b: FlowBuilder, step: Step, ends: Ends, connect: (to: string) => void, stepIds: Map<string, string>,
  setDecision: (d: { id: string; yesEnds: Ends; hasNo: boolean }) => void, getDecision: () => { id: string; yesEnds: Ends; hasNo: boolean } | undefined,
): Ends {
  switch (step.type) {
    case 'action': {
      const id = b.node(actionLabel(step.text), 'step');
      stepIds.set(step.text.toLowerCase(), id);
      connect(id);
      return [{ id }];
    }
    case 'decision': {
      const id = b.node(question(step.text), 'decision');
      connect(id);
      const d = { id, yesEnds: [] as Ends, hasNo: false };
      setDecision(d);
      if (step.yes) {
        const yes = b.node(actionLabel(step.yes), 'step');
        b.edge(id, yes, 'yes');
        d.yesEnds = [{ id: yes }];
        return [{ id: yes }];
      }
      return [{ id, label: 'yes' }];
    }
    case 'else': {
      const d = getDecision();
      if (!d) return ends;
      d.hasNo = true;
      const joined: Ends = [...ends];
      if (!step.text) return [...joined, { id: d.id, label: 'no' }];
      const no = b.node(actionLabel(step.text), 'step');
      b.edge(d.id, no, 'no');
      return [...joined, { id: no }];
    }
    case 'loop': {
      const d = getDecision();
      const target = step.back ? [...stepIds.entries()].find(([t]) => t.includes(step.back.toLowerCase().slice(0, 12)))?.[1] : undefined;
      if (step.text) {
        const id = b.node(question(step.text), 'decision');
        connect(id);
        const back = target ?? d?.id ?? [...stepIds.values()].at(-1);
        if (back) b.edge(id, back, 'no');
        return [{ id, label: 'yes' }];
      }
      if (target) for (const e of ends) b.edge(e.id, target, e.label);
      return ends;
    }
    case 'end': {
      const id = b.node(step.text, 'end');
      connect(id);
      return [];
    }
  }
}
