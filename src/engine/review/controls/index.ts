import { FRAMEWORKS, type Framework } from '../../../shared/contract/values.js';
import { FRAMEWORK_INFO } from './catalog.js';
import { DEFAULT_SOURCE, RULE_CONTROLS, SOURCES, type SourceId } from './mappings.js';

/** A compliance control a review rule relates to (WarningOut.controls). */
export interface Control {
  framework: Framework;
  id: string;
  title: string;
}

/** One control with where its mapping to the rule comes from. */
export interface SourcedControl extends Control {
  source: string;
}

export { FRAMEWORK_INFO, RULE_CONTROLS, SOURCES };

function entriesOf(ruleId: string): { framework: Framework; ids: readonly string[]; source: SourceId }[] {
  const m = RULE_CONTROLS[ruleId];
  if (!m || !('controls' in m)) return [];
  return FRAMEWORKS.flatMap((framework) => {
    const e = m.controls[framework];
    if (!e) return [];
    return Array.isArray(e)
      ? [{ framework, ids: e as readonly string[], source: DEFAULT_SOURCE[framework] }]
      : [e as { ids: readonly string[]; source: SourceId }].map((x) => ({ framework, ...x }));
  });
}

/** The controls a rule relates to with the source of each mapping, frameworks in FRAMEWORKS order. */
export function sourcedControlsFor(ruleId: string): SourcedControl[] {
  return entriesOf(ruleId).flatMap(({ framework, ids, source }) =>
    ids.map((id) => ({ framework, id, title: FRAMEWORK_INFO[framework].controls[id] ?? id, source: SOURCES[source] })),
  );
}

/** The controls a rule relates to, optionally only those of some frameworks. */
export function controlsFor(ruleId: string, frameworks?: readonly Framework[]): Control[] {
  return sourcedControlsFor(ruleId)
    .filter((c) => !frameworks || frameworks.includes(c.framework))
    .map(({ framework, id, title }) => ({ framework, id, title }));
}

/** Why a rule has no control, when its mapping says none applies. */
export function noControlReason(ruleId: string): string | undefined {
  const m = RULE_CONTROLS[ruleId];
  return m && 'none' in m ? m.none : undefined;
}
