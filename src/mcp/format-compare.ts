import type { DescriptionOut, DiffOut, WarningOut } from '../shared/contract/index.js';

/** Text answers of the compare tools: a version diff, a description, a warning's controls. */

type Section = DiffOut['components'];
type FieldChange = Section['changed'][number]['changes'][number];

function changeText(c: FieldChange): string {
  return `${c.field} ${c.before ?? '—'} → ${c.after ?? '—'}`;
}

function sectionLines(name: string, s: Section): string[] {
  const label = (x: { label: string; id: string }) => `${x.label || '(unlabelled)'} [${x.id}]`;
  return [
    ...s.added.map((x) => `+ ${name} added: ${label(x)}`),
    ...s.removed.map((x) => `- ${name} removed: ${label(x)}`),
    ...s.changed.map((x) => `~ ${name} changed: ${label(x)}: ${x.changes.map(changeText).join('; ')}`),
  ];
}

export function diffText(d: DiffOut): string {
  const c = d.connections;
  const lines = [
    `Changes from v${d.from} to v${d.to} of diagram id: ${d.diagram_id}`,
    ...sectionLines('component', d.components),
    ...sectionLines('frame', d.frames),
    ...c.added.map((e) => `+ connection added: ${e.source} → ${e.target}${e.label ? ` (${e.label})` : ''}`),
    ...c.removed.map((e) => `- connection removed: ${e.source} → ${e.target}${e.label ? ` (${e.label})` : ''}`),
    ...c.changed.map((e) => `~ connection changed: ${e.source} → ${e.target}: ${e.changes.map(changeText).join('; ')}`),
  ];
  if (lines.length === 1) lines.push('No changes to components, frames or connections.');
  if (d.matched_by_meaning) lines.push(`(${d.matched_by_meaning} cell(s) had new ids and were paired by meaning.)`);
  const r = d.review;
  lines.push('', `Score: ${r.score_before} → ${r.score_after} (${r.score_delta >= 0 ? '+' : ''}${r.score_delta})`);
  lines.push(...r.fixed.map((w) => `✓ fixed: [${w.severity}] ${w.type}: ${w.message}`));
  lines.push(...r.introduced.map((w) => `✗ introduced: [${w.severity}] ${w.type}: ${w.message}`));
  return lines.join('\n');
}

export function descriptionText(d: DescriptionOut): string {
  return d.text;
}

/** The controls of a warning, one line: `NIST-800-53 SC-8, PCI-DSS 4.2.1`. */
export function controlsLine(w: WarningOut): string {
  const list = (w.controls ?? []).map((c) => `${c.framework} ${c.id}`);
  return list.length ? `  controls: ${list.join(', ')}` : '';
}
