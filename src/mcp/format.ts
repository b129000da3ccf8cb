import type {
  ClarifyResponse,
  DiagramList,
  DiagramOut,
  DiagramSummary,
  GalleryList,
  MeOut,
  RelayoutStatusOut,
  UsageHistoryList,
  UsageOut,
  UsageSummary,
  VersionList,
  WarningOut,
} from '../sdk/index.js';
import { controlsLine } from './format-compare.js';

/**
 * Tool answers as text an agent (and a person reading over its shoulder) can use. Ids are always
 * written `id: <uuid>` so they can be picked out reliably.
 */

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');

export function warningLine(w: WarningOut): string {
  const where = w.component ? ` (${w.component})` : '';
  return `• [${w.severity}] ${w.type}${where}: ${w.message}\n  fix: ${w.recommendation}\n  warning_id: ${w.id}`;
}

export function usageLine(usage: UsageOut | null | undefined): string {
  if (!usage) return '';
  const left = usage.credits_remaining < 0 ? 'unlimited' : String(usage.credits_remaining);
  return `credits charged: ${usage.credits_charged} (remaining: ${left})`;
}

export function summaryLines(d: DiagramSummary): string[] {
  return [`id: ${d.id}`, `title: ${d.title}`, `provider/type: ${d.cloud_provider ?? 'general'}/${d.diagram_type ?? 'architecture'}`, `public: ${d.is_public ? 'yes' : 'no'}`];
}

export function diagramText(d: DiagramOut, opts: { includeXml: boolean; heading: string; next?: string }): string {
  const lines = [opts.heading, ...summaryLines(d)];
  if (d.version_number) lines.push(`version: ${d.version_number}`);
  if (d.score) lines.push(`score: ${d.score.score}/100 (${d.score.tier}), ${d.score.warning_count} warning(s), ${d.score.recoverable_points} point(s) to win back`);
  const usage = usageLine(d.usage);
  if (usage) lines.push(usage);
  if (d.warnings.length) lines.push('', `Warnings (${d.warnings.length}):`, ...d.warnings.map(warningLine));
  else lines.push('', 'No warnings.');
  if (d.suggestions.length) lines.push('', `Suggestions (${d.suggestions.length}):`, ...d.suggestions.map(warningLine));
  if (opts.next) lines.push('', opts.next);
  if (opts.includeXml) lines.push('', 'draw.io XML:', d.xml);
  return lines.join('\n');
}

export function warningsText(diagramId: string, warnings: WarningOut[], opts: { controls?: boolean } = {}): string {
  if (!warnings.length) return `No warnings for diagram id: ${diagramId}. Next: export_diagram.`;
  return [
    `${warnings.length} warning(s) for diagram id: ${diagramId}:`,
    ...warnings.map((w) => [warningLine(w), opts.controls ? controlsLine(w) : ''].filter(Boolean).join('\n')),
    '',
    'Next: fix what matters with fix_warning (diagram_id + warning_id; 1 credit each), then export_diagram.',
  ].join('\n');
}

export function diagramListText(list: DiagramList): string {
  if (!list.items.length) return 'No diagrams yet. Create one with generate_diagram or import_diagram.';
  const rows = list.items.map((d) => `• ${d.title} — ${d.cloud_provider ?? 'general'}/${d.diagram_type ?? 'architecture'}, ${day(d.created_at)}\n  id: ${d.id}`);
  return [...rows, list.has_more ? `More: call again with cursor "${list.next_cursor}".` : ''].filter(Boolean).join('\n');
}

export function versionsText(diagramId: string, list: VersionList): string {
  const rows = list.items.map((v) => `v${v.version_number}${v.is_current ? ' (current)' : ''}  version_id: ${v.id}  ${day(v.created_at)} — ${(v.prompt_text ?? '').slice(0, 80)}`);
  return [`Versions of diagram id: ${diagramId}`, ...rows, list.has_more ? `More: call again with cursor "${list.next_cursor}".` : ''].filter(Boolean).join('\n');
}

export function relayoutText(s: RelayoutStatusOut): string {
  const lines = [`job_id: ${s.job_id}`, `status: ${s.status} (${s.progress}%)`];
  if (s.status === 'done') lines.push(s.applied ? `applied as version ${s.version_number}` : `finished without changes${s.reason ? `: ${s.reason}` : ''}`);
  if (s.status === 'failed') lines.push(`reason: ${s.reason ?? 'unknown'}`);
  if (s.score) lines.push(`score: ${s.score.score}/100 (${s.score.tier})`);
  return lines.join('\n');
}

export function galleryText(list: GalleryList): string {
  if (!list.items.length) return 'Nothing in the gallery matches. Try fewer words, or source "all".';
  const rows = list.items.map((i) => `• ${i.title} — ${i.cloud_provider ?? 'general'}/${i.diagram_type ?? 'architecture'} (${i.source})${i.description ? `: ${i.description.slice(0, 80)}` : ''}\n  id: ${i.id}`);
  return [...rows, '', 'Fork one into your account with fork_diagram.', list.has_more ? `More: call again with cursor "${list.next_cursor}".` : ''].filter(Boolean).join('\n');
}

export function clarifyText(c: ClarifyResponse): string {
  if (!c.questions.length) return 'The prompt is clear enough: go ahead with generate_diagram.';
  const rows = c.questions.map((q, i) => `${i + 1}. ${q.text}${q.options?.length ? ` (options: ${q.options.join(', ')})` : ''}`);
  return [...rows, c.suggested_diagram_type ? `Suggested diagram_type: ${c.suggested_diagram_type}` : ''].filter(Boolean).join('\n');
}

export function usageText(u: UsageSummary): string {
  const left = u.credits_remaining < 0 ? 'unlimited' : String(u.credits_remaining);
  const cost = (k: keyof UsageSummary['cost_estimates']) => `${k} ${u.cost_estimates[k].min_credits}–${u.cost_estimates[k].max_credits}`;
  return [
    `plan: ${u.plan}`,
    `credits remaining: ${left} (used this period: ${u.credits_used_this_period}; resets ${day(u.resets_at)})`,
    `costs (credits): ${(['generate', 'edit', 'fix', 'relayout'] as const).map(cost).join(', ')}`,
    `free re-layouts per diagram: ${u.free_relayouts_per_diagram}; reads, exports, import, revert, fork, enhance and clarify are free`,
  ].join('\n');
}

export function historyText(h: UsageHistoryList): string {
  const rows = h.items.map((i) => {
    const when = new Date(i.created_at).toISOString();
    const diagram = i.diagram_id ? ` diagram id: ${i.diagram_id}` : '';
    return `• ${when} ${i.action_type} −${i.credits_charged}${i.credits_granted ? ` +${i.credits_granted}` : ''} via ${i.source ?? '—'}${diagram}`;
  });
  return [`${h.summary.task_count} task(s), ${h.summary.total_credits_charged} credit(s) in total`, ...rows, h.has_more ? `More: call again with cursor "${h.next_cursor}".` : '']
    .filter(Boolean)
    .join('\n');
}

export function meText(me: MeOut, baseUrl: string): string {
  return [`email: ${me.email}`, `plan: ${me.plan}`, `mode: ${me.livemode ? 'live' : 'test'}`, `scopes: ${me.scopes.join(' ')}`, `credits remaining: ${me.credits_remaining < 0 ? 'unlimited' : me.credits_remaining}`, `server: ${baseUrl}`].join('\n');
}
