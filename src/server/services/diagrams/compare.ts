import type { DescriptionOut, DiffOut } from '../../../shared/contract/index.js';
import { workOf, type Ctx } from '../../context.js';
import type { DiagramRow, StoredWarning, VersionRow } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { findOwnedDiagram, notFound } from './store.js';
import { toWarningOut } from './out.js';

async function versionByNumber(ctx: Ctx, diagram: DiagramRow, n: number): Promise<VersionRow> {
  const v = await ctx.db.selectFrom('versions').selectAll().where('diagram_id', '=', diagram.id).where('version_number', '=', n).executeTakeFirst();
  if (!v) throw notFound('version');
  return v;
}

/**
 * A warning's id names its rule and the cell it is about; read through the pairing of the two
 * versions, a warning about a redrawn cell (new id) is still the same warning.
 */
function warningKey(w: StoredWarning, pairs: Record<string, string>): string {
  const at = w.id.indexOf(':');
  const anchor = w.id.slice(at + 1);
  return `${w.type}:${pairs[anchor] ?? anchor}`;
}

/** GET /diagrams/{id}/diff?from&to: what changed from one version to another, and in the review. */
export async function diffDiagram({ ctx, input }: { ctx: Ctx; input: { id: string; from?: number | undefined; to?: number | undefined } }): Promise<DiffOut> {
  const diagram = await findOwnedDiagram(ctx.db, ctx.actor.accountId, input.id);
  const to = input.to ?? diagram.current_version_number;
  const from = input.from ?? to - 1;
  if (from < 1 || from === to) {
    const message = from === to ? 'from and to name the same version.' : 'This diagram has only one version: nothing to compare it with.';
    throw new ApiError('VALIDATION_ERROR', message, { fields: [{ field: 'query.from', message }] });
  }
  const [older, newer] = await Promise.all([versionByNumber(ctx, diagram, from), versionByNumber(ctx, diagram, to)]);
  const diff = await ctx.engine.diffAsync(older.xml, newer.xml, workOf(ctx));
  const before = new Set(older.warnings.map((w) => warningKey(w, diff.pairs)));
  const after = new Set(newer.warnings.map((w) => warningKey(w, {})));
  const scoreBefore = ctx.engine.score(older.warnings).score;
  const scoreAfter = ctx.engine.score(newer.warnings).score;
  return {
    diagram_id: diagram.id,
    from,
    to,
    components: diff.components,
    frames: diff.frames,
    connections: diff.connections,
    matched_by_meaning: diff.matched_by_meaning,
    renamed: Object.fromEntries(Object.entries(diff.pairs).filter(([a, b]) => a !== b)),
    review: {
      fixed: older.warnings.filter((w) => !after.has(warningKey(w, diff.pairs))).map((w) => toWarningOut(w)),
      introduced: newer.warnings.filter((w) => !before.has(warningKey(w, {}))).map((w) => toWarningOut(w)),
      score_before: scoreBefore,
      score_after: scoreAfter,
      score_delta: scoreAfter - scoreBefore,
    },
  };
}

/** The description of a stored version (its warnings give the findings), read in the compute pool. */
export async function describeVersion(ctx: Ctx, diagram: DiagramRow, version: VersionRow): Promise<DescriptionOut> {
  const d = await ctx.engine.describeAsync({ xml: version.xml, title: diagram.title, warnings: version.warnings }, workOf(ctx));
  return { diagram_id: diagram.id, version_number: version.version_number, title: d.title, summary: d.summary, text: d.text, sections: d.sections };
}

/** GET /diagrams/{id}/description?version: the diagram's text equivalent. */
export async function getDescription({ ctx, input }: { ctx: Ctx; input: { id: string; version?: number | undefined } }): Promise<DescriptionOut> {
  const diagram = await findOwnedDiagram(ctx.db, ctx.actor.accountId, input.id);
  const version = await versionByNumber(ctx, diagram, input.version ?? diagram.current_version_number);
  return describeVersion(ctx, diagram, version);
}
