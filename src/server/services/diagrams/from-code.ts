import { planToModel } from '../../../engine/planner/plan/to-model.js';
import type { DiagramOut, FromCodeRequest, Provider } from '../../../shared/contract/index.js';
import type { Ctx } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { throwIfAborted } from '../../pipeline/errors.js';
import { toDiagramOut } from './out.js';
import type { RunOptions } from './progress.js';
import { insertDiagram } from './store.js';

const PROVIDER_PREFIXES: ReadonlyArray<[string, Provider]> = [['aws.', 'aws'], ['azure.', 'azure'], ['gcp.', 'gcp'], ['kubernetes.', 'kubernetes']];

/** The provider most of the plan's services belong to. */
function providerOf(services: Array<string | null | undefined>): Provider {
  const counts = new Map<Provider, number>();
  for (const s of services) {
    const p = PROVIDER_PREFIXES.find(([prefix]) => s?.startsWith(prefix))?.[1];
    if (p) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'general';
}

/**
 * POST /diagrams/from-code (free, like import): infrastructure code → plan (on the compute pool)
 * → model → layout → compile → review → version 1. A file that cannot be read is a 422 naming
 * the file and line.
 */
export async function diagramFromCode({ ctx, input, opts }: { ctx: Ctx; input: FromCodeRequest; opts: RunOptions }): Promise<DiagramOut> {
  const { signal } = opts;
  const read = await ctx.engine.readCode(input.files, { title: input.title, signal });
  throwIfAborted(signal);
  if (!read.ok) {
    const where = read.line ? `${read.file}, line ${read.line}` : read.file;
    throw new ApiError('VALIDATION_ERROR', `${where}: ${read.message}`, { file: read.file, line: read.line });
  }
  const provider = input.cloud_provider !== 'general' ? input.cloud_provider : providerOf(read.plan.nodes.map((n) => n.service));
  const built = planToModel(read.plan, provider);
  if (!built.ok) throw new Error(`The diagram drawn from the code is not valid: ${built.errors.slice(0, 3).join('; ')}`);
  const model = built.model;
  const geometry = await ctx.engine.layout(model, { signal });
  throwIfAborted(signal);
  const xml = ctx.engine.compile(model, geometry);
  const review = ctx.engine.review(model);
  const now = ctx.clock.now();
  const summary = `Drawn from ${input.files.length} file${input.files.length === 1 ? '' : 's'} (${read.format})`;
  return ctx.db.transaction().execute(async (trx) => {
    const { diagram, version } = await insertDiagram(
      trx,
      { accountId: ctx.actor.accountId, title: read.plan.title, cloudProvider: provider, diagramType: 'architecture' },
      { xml, promptText: summary, ...review },
      now,
    );
    const out = toDiagramOut(ctx.engine, diagram, version);
    await ctx.onCommit?.(trx, out);
    return out;
  });
}
