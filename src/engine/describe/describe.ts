import type { ArchitectureModel, CellId, ModelEdge } from '../model/index.js';
import { ReviewContext, type Warning } from '../review/index.js';
import { cleanLabel } from '../review/text.js';

/**
 * The text equivalent of a diagram, for screen readers, documents and search: what it shows in
 * one sentence, then its frames and what each contains (outermost first), the flows from the entry
 * points (people, clients, internet gateways, else cells nothing points to), and the most
 * important findings. Deterministic: the same model always reads the same.
 */

export interface DescriptionSection {
  heading: string;
  lines: string[];
}

export interface Description {
  title: string;
  summary: string;
  sections: DescriptionSection[];
  /** Summary and sections as plain text: paragraphs separated by blank lines. */
  text: string;
}

const PROVIDER_NAMES: Record<string, string> = {
  aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud', kubernetes: 'Kubernetes', oci: 'Oracle Cloud', general: 'cloud-neutral',
};
const TYPE_NAMES: Record<string, string> = {
  architecture: 'architecture', data_pipeline: 'data pipeline', event_driven: 'event-driven architecture',
  serverless: 'serverless architecture', microservices: 'microservices architecture', ml: 'machine-learning architecture',
  network: 'network', hub_spoke: 'hub-and-spoke network', flowchart: 'flowchart', sequence: 'sequence diagram',
};
/** How many findings the description names, most severe first. */
const MAX_FINDINGS = 5;

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A component as read aloud: its label, with the service's name when the label does not say it. */
function componentName(ctx: ReviewContext, id: CellId): string {
  const label = ctx.display(id);
  const service = ctx.service(id);
  if (!service || label === service.short || label.toLowerCase().includes(service.short.toLowerCase()) || label.toLowerCase().includes(service.name.toLowerCase())) return label;
  return `${label} (${service.name})`;
}

function frameName(ctx: ReviewContext, id: CellId): string {
  const g = ctx.group(id)!;
  const kind = ctx.display(id) === '' ? '' : GROUP_WORDS[g.kind];
  const label = ctx.display(id);
  return kind && !label.toLowerCase().includes(kind.toLowerCase()) ? `${kind} “${label}”` : `“${label}”`;
}

const GROUP_WORDS: Record<string, string> = {
  cloud: 'cloud', account: 'account', region: 'region', vpc: 'network', az: 'availability zone', subnet: 'subnet',
  security_group: 'security group', resource_group: 'resource group', cluster: 'cluster', namespace: 'namespace',
  overlay: 'group', onprem: 'on-premises site', generic: 'group',
};

function framesSection(ctx: ReviewContext): string[] {
  const lines: string[] = [];
  const walk = (parent: CellId | null, depth: number) => {
    for (const id of ctx.children(parent)) {
      if (!ctx.group(id)) continue;
      const inside = ctx.children(id);
      const parts = [
        ...inside.filter((c) => ctx.node(c)).map((c) => componentName(ctx, c)),
        ...inside.filter((c) => ctx.group(c)).map((c) => frameName(ctx, c)),
      ];
      const where = depth > 0 ? `, inside ${frameName(ctx, parent!)},` : '';
      const g = ctx.group(id)!;
      const around = g.kind === 'overlay' && g.members?.length ? ` is drawn around ${list(g.members.map((m) => componentName(ctx, m)))}` : '';
      lines.push(parts.length || around
        ? `${capital(frameName(ctx, id))}${where}${around}${parts.length ? `${around ? ' and' : ''} contains ${list(parts)}` : ''}.`
        : `${capital(frameName(ctx, id))}${where} is empty.`);
      walk(id, depth + 1);
    }
  };
  walk(null, 0);
  const loose = ctx.children(null).filter((c) => ctx.node(c)).map((c) => componentName(ctx, c));
  if (loose.length && lines.length) lines.push(`Outside any frame: ${list(loose)}.`);
  else if (loose.length) lines.push(`Components: ${list(loose)}.`);
  return lines;
}

function capital(s: string): string {
  return s.startsWith('“') ? `The ${s}` : s.charAt(0).toUpperCase() + s.slice(1);
}

function edgeName(ctx: ReviewContext, e: ModelEdge): string {
  const text = cleanLabel(e.label);
  const label = text ? ` (${text})` : '';
  const two = e.props['direction'] === 'two_way' ? ' and back' : '';
  return `${componentOrFrame(ctx, e.source)} to ${componentOrFrame(ctx, e.target)}${two}${label}`;
}

function componentOrFrame(ctx: ReviewContext, id: CellId): string {
  return ctx.group(id) ? frameName(ctx, id) : componentName(ctx, id);
}

/** Connections in reading order: breadth-first from the entry points, then whatever is left. */
function flowsSection(ctx: ReviewContext): string[] {
  if (ctx.edges.length === 0) return [];
  const sources = [...ctx.exposure.sources];
  const starts = sources.length ? sources : ctx.nodes.filter((n) => ctx.in(n.id).length === 0 && ctx.out(n.id).length > 0).map((n) => n.id);
  const order = new Map(ctx.model.edges.map((e, i) => [e.id, i]));
  const done = new Set<CellId>();
  const lines: string[] = [];
  const visit = (from: CellId[]) => {
    const seen = new Set<CellId>(from);
    const queue = [...from];
    for (let i = 0; i < queue.length; i++) {
      for (const e of [...ctx.out(queue[i]!)].sort((a, b) => order.get(a.id)! - order.get(b.id)!)) {
        if (done.has(e.id)) continue;
        done.add(e.id);
        lines.push(`${capital(edgeName(ctx, e))}.`);
        if (!seen.has(e.target)) {
          seen.add(e.target);
          queue.push(e.target);
        }
      }
    }
  };
  visit(starts);
  for (const e of ctx.model.edges) if (!done.has(e.id)) visit([e.source]);
  const entry = starts.length ? [`Entry ${starts.length === 1 ? 'point' : 'points'}: ${list(starts.map((s) => componentOrFrame(ctx, s)))}.`] : [];
  return [...entry, ...lines];
}

function findingsSection(warnings: ReadonlyArray<Pick<Warning, 'severity' | 'message'>>): string[] {
  const counted = warnings.filter((w) => w.severity !== 'info');
  if (counted.length === 0) return ['The review found no problems.'];
  const lines = counted.slice(0, MAX_FINDINGS).map((w) => `${w.severity.charAt(0).toUpperCase()}${w.severity.slice(1)}: ${w.message}`);
  if (counted.length > MAX_FINDINGS) lines.push(`And ${plural(counted.length - MAX_FINDINGS, 'more finding')}.`);
  return lines;
}

/** Describes a model; `warnings` (its review, most severe first) adds the notable findings. */
export function describe(model: ArchitectureModel, warnings?: ReadonlyArray<Pick<Warning, 'severity' | 'message'>>): Description {
  const ctx = new ReviewContext(model);
  const title = model.title.trim() || 'Untitled diagram';
  const provider = PROVIDER_NAMES[model.provider] ?? model.provider;
  const type = TYPE_NAMES[model.diagramType] ?? 'diagram';
  const summary = `${title}: ${/^[aeiou]/i.test(provider) ? 'an' : 'a'} ${provider} ${type} with ${plural(model.nodes.length, 'component')}` +
    `${model.groups.length ? ` in ${plural(model.groups.length, 'frame')}` : ''} and ${plural(model.edges.length, 'connection')}.`;
  const sections: DescriptionSection[] = [
    { heading: 'Frames and what they contain', lines: framesSection(ctx) },
    { heading: 'Flows', lines: flowsSection(ctx) },
  ];
  if (warnings) sections.push({ heading: 'Notable findings', lines: findingsSection(warnings) });
  const kept = sections.filter((s) => s.lines.length > 0);
  const text = [summary, ...kept.map((s) => `${s.heading}:\n${s.lines.join('\n')}`)].join('\n\n');
  return { title, summary, sections: kept, text };
}
