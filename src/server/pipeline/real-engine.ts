import { compile, parse, patch, patchGeometry, sanitize } from '../../engine/drawio/index.js';
import { compareLayouts, placeNew } from '../../engine/layout/index.js';
import { apply } from '../../engine/model/index.js';
import { findWarning, fixFor, improve, ReviewError, score, type Warning } from '../../engine/review/index.js';
import { MAX_UPDATE_XML_CHARS } from '../../shared/contract/diagrams.js';
import type { StoredWarning } from '../db/schema.js';
import { OverloadError } from '../compute/admission.js';
import { ComputeError, ComputePool } from '../compute/pool.js';
import { ApiError } from '../http/api-error.js';
import type { Engine, WorkOptions } from './engine.js';
import { CancelledError } from './errors.js';
import { engineWarning, reviewForStorage } from './review-out.js';
import type { WorkLimits } from './work-limits.js';

export const DEFAULT_WORK_LIMITS: WorkLimits = { maxInflatedChars: 2_000_000, maxCells: 10_000, maxComponents: 250, computeBudgetMs: 10_000 };

/** How long reading one request's code may take before its worker is stopped. */
const CODE_TIMEOUT_MS = 20_000;

/** Pool failures as the callers see them: cancelled, over budget (422), or a server fault. */
function poolFailure(err: unknown, what: string, opts: WorkOptions, limits: WorkLimits): unknown {
  if (opts.signal?.aborted) return new CancelledError('The request was cancelled.');
  if (err instanceof OverloadError) return err;
  if (err instanceof ComputeError && err.reason === 'budget') {
    return new ApiError('INVALID_DIAGRAM', `${what} needed more than the ${limits.computeBudgetMs} ms of work one request may use (SKYPLAN_COMPUTE_BUDGET_MS); make the diagram smaller.`, {
      limit: limits.computeBudgetMs,
    });
  }
  if (err instanceof ComputeError) return new Error(`${what} failed: ${err.message}`);
  return err;
}

/** The engine wired to the real modules (docs/INTERFACES.md); heavy work runs on the compute pool. */
export function createRealEngine(opts: { computeWorkers: number; limits?: WorkLimits; pool?: ComputePool; nice?: number }): Engine {
  const limits = opts.limits ?? DEFAULT_WORK_LIMITS;
  const pool = opts.pool ?? new ComputePool({ size: opts.computeWorkers, timeoutMs: limits.computeBudgetMs, nice: opts.nice });
  // Reading code has a worker of its own (started on first use), so a large upload never delays layouts.
  const codePool = new ComputePool({ size: 1, timeoutMs: CODE_TIMEOUT_MS, tasksModule: 'code-tasks', nice: opts.nice });
  const inPool = async <T>(what: string, work: WorkOptions, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw poolFailure(err, what, work, limits);
    }
  };
  return {
    layout: (model, { current, ...work }) => inPool('Layout', work, () => pool.run('layout', current ? { model, current } : { model }, work)),
    prepare: (xml, work) =>
      inPool('Reading the diagram', work, () =>
        pool.run('prepare', { xml, limits: { maxChars: MAX_UPDATE_XML_CHARS, maxInflatedChars: limits.maxInflatedChars, maxCells: limits.maxCells } }, work),
      ),
    read: (xml, work) => inPool('Reading the diagram', work, () => pool.run('read', { xml }, work)),
    change: (input, work) => inPool('Changing the diagram', work, () => pool.run('change', input, work)),
    reviewAsync: (model, work) => inPool('The review', work, () => pool.run('review', { model }, work)),
    describeAsync: (input, work) => inPool('The description', work, () => pool.run('describe', input, work)),
    diffAsync: (before, after, work) => inPool('The comparison', work, () => pool.run('diff', { before, after }, work)),
    async readCode(files, { title, signal }) {
      try {
        return await codePool.run('readCode', { files, title }, signal);
      } catch (err) {
        if (signal?.aborted) throw new CancelledError('The request was cancelled.');
        if (err instanceof ComputeError) throw new ApiError('VALIDATION_ERROR', `The code could not be read within ${CODE_TIMEOUT_MS / 1000} s: send fewer or smaller files. (${err.message})`);
        throw err;
      }
    },
    warm() {
      pool.warm();
      void codePool.run('readCode', { files: [] }).catch(() => undefined);
    },
    placeNew: (model, geometry, ids) => placeNew(model, geometry, ids),
    compareLayouts: (model, current, next) => compareLayouts(model, current, next),
    compile: (model, geometry) => compile(model, geometry),
    parse(xml) {
      const parsed = parse(xml);
      return { model: parsed.model, geometry: parsed.geometry, reservedIds: [...parsed.reservedIds] };
    },
    patch: (xml, ops, placement) => patch(xml, ops, placement),
    patchGeometry: (xml, geometry) => patchGeometry(xml, geometry),
    sanitize: (xml) => sanitize(xml),
    apply: (model, ops, reservedIds) => apply(model, ops, { reservedIds }),
    review: (model) => reviewForStorage(model),
    score: (warnings) => score(warnings.map(engineWarning)),
    fixFor(model, warning, reservedIds) {
      try {
        return fixFor(model, engineWarning(warning), { reservedIds });
      } catch (err) {
        if (err instanceof ReviewError && err.code === 'WARNING_NOT_FOUND') throw new ApiError('WARNING_NOT_FOUND', err.message);
        if (err instanceof ReviewError) throw new Error(`The fix for ${warning.type} could not be built: ${err.message}`);
        throw err;
      }
    },
    improve: (model) => improve(model).model,
    matchWarning(warnings, query) {
      const found = findWarning(warnings.map(engineWarning), { warning_id: query.id, message: query.message, component: query.component, warning_type: query.warning_type });
      const original = (w: Warning): StoredWarning | undefined => warnings.find((s) => s.id === w.id);
      if (!found) return null;
      if ('found' in found) return original(found.found) ?? null;
      return { ambiguous: found.ambiguous.map(original).filter((w) => w !== undefined) };
    },
    close: async () => {
      await Promise.all([pool.close(), codePool.close()]);
    },
  };
}
