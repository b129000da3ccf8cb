import type { DiagramOut, DiagramSummary, UsageOut, VersionSummary, WarningOut } from '../../../shared/contract/index.js';
import { controlsFor } from '../../../engine/review/index.js';
import type { Framework } from '../../../shared/contract/values.js';
import type { DiagramRow, StoredWarning, VersionRow } from '../../db/schema.js';
import type { Engine } from '../../pipeline/engine.js';

/** Rows → the wire shapes of the contract. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stored warning as served, with the compliance controls of its rule (of `frameworks` when given). */
export function toWarningOut(w: StoredWarning, frameworks?: readonly Framework[]): WarningOut {
  return {
    id: w.id, type: w.type, component: w.component ?? null, message: w.message, severity: w.severity, pillar: w.pillar,
    recommendation: w.recommendation, cell_ids: w.cell_ids, controls: controlsFor(w.type, frameworks),
  };
}

export function toSummary(d: DiagramRow): DiagramSummary {
  return {
    id: d.id,
    title: d.title,
    cloud_provider: d.cloud_provider,
    diagram_type: d.diagram_type,
    is_public: d.is_public,
    created_at: iso(d.created_at),
    updated_at: iso(d.updated_at),
    version_number: d.current_version_number,
    version_id: d.current_version_id,
  };
}

/** A diagram at one version; the score is recomputed from that version's warnings. */
export function toDiagramOut(engine: Pick<Engine, 'score'>, d: DiagramRow, v: VersionRow, usage: UsageOut | null = null): DiagramOut {
  const out: DiagramOut = {
    ...toSummary(d),
    xml: v.xml,
    warnings: v.warnings.map((w) => toWarningOut(w)),
    suggestions: v.suggestions.map((w) => toWarningOut(w)),
    score: engine.score(v.warnings),
    version_id: v.id,
    version_number: v.version_number,
    version_revision: v.revision,
  };
  if (usage) out.usage = usage;
  return out;
}

/** A version as listed (`is_current` against the diagram's current version). */
export function toVersionSummary(
  v: Pick<VersionRow, 'id' | 'version_number' | 'prompt_text' | 'created_at' | 'name' | 'updated_at'>,
  currentVersionId: string | null,
): VersionSummary {
  return {
    id: v.id,
    version_number: v.version_number,
    prompt_text: v.prompt_text,
    created_at: v.created_at.toISOString(),
    is_current: v.id === currentVersionId,
    name: v.name,
    updated_at: iso(v.updated_at),
  };
}
