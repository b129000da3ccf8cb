import { FRAMEWORK_NAMES, type Framework, type WarningOut } from '../../../../shared/contract/index.js';

/**
 * A diagram's findings as a report to file or share: Markdown (a table per severity, with the
 * controls each finding touches) or CSV (one row per finding and control). With a framework,
 * only the findings touching it, with only its controls.
 */

export interface ReportInput {
  title: string;
  score: number | null;
  warnings: WarningOut[];
  framework?: Framework | null;
  /** When the report was made (ISO date), written in its heading. */
  date: string;
}

const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;

export function reportWarnings(warnings: WarningOut[], framework?: Framework | null): WarningOut[] {
  if (!framework) return warnings;
  return warnings
    .map((w) => ({ ...w, controls: (w.controls ?? []).filter((c) => c.framework === framework) }))
    .filter((w) => w.controls.length > 0);
}

const mdCell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const controlText = (w: WarningOut) => (w.controls ?? []).map((c) => `${FRAMEWORK_NAMES[c.framework]} ${c.id}`).join('; ');

export function markdownReport(r: ReportInput): string {
  const warnings = reportWarnings(r.warnings, r.framework);
  const lines = [`# Findings: ${r.title}`, ''];
  lines.push(`Made ${r.date}${r.score === null ? '' : ` · score ${r.score}/100`} · ${warnings.length} finding(s)${r.framework ? ` touching ${FRAMEWORK_NAMES[r.framework]}` : ''}.`);
  for (const severity of SEVERITIES) {
    const items = warnings.filter((w) => w.severity === severity);
    if (!items.length) continue;
    lines.push('', `## ${severity.charAt(0).toUpperCase()}${severity.slice(1)} (${items.length})`, '');
    lines.push('| Rule | Component | Finding | Recommendation | Controls |', '|---|---|---|---|---|');
    for (const w of items) lines.push(`| ${[w.type, w.component ?? '', w.message, w.recommendation, controlText(w)].map(mdCell).join(' | ')} |`);
  }
  if (!warnings.length) lines.push('', 'No findings.');
  return `${lines.join('\n')}\n`;
}

const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function csvReport(r: ReportInput): string {
  const rows = [['severity', 'rule', 'pillar', 'component', 'finding', 'recommendation', 'framework', 'control', 'control_title', 'warning_id']];
  for (const w of reportWarnings(r.warnings, r.framework)) {
    const base = [w.severity, w.type, w.pillar, w.component ?? '', w.message, w.recommendation];
    const controls = w.controls ?? [];
    if (!controls.length) rows.push([...base, '', '', '', w.id]);
    for (const c of controls) rows.push([...base, c.framework, c.id, c.title, w.id]);
  }
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
