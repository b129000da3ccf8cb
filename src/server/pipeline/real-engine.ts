import { compile, parse, patch, patchGeometry, sanitize } from '../../engine/drawio/index.js';
import { placeNew } from '../../engine/layout/index.js';
import { apply } from '../../engine/model/index.js';
import { fixFor, matchWarning, review, ReviewError, score, splitWarnings, type Warning } from '../../engine/review/index.js';
import type { StoredWarning } from '../db/schema.js';
import { ComputeError, ComputePool } from '../compute/pool.js';
import { ApiError } from '../http/api-error.js';
import type { Engine } from './engine.js';
import { CancelledError } from './errors.js';

const stored = (w: Warning): StoredWarning => ({ ...w, component: w.component || null });
const engineWarning = (w: StoredWarning): Warning => ({ ...w, component: w.component ?? '' });

/** How long reading one request's code may take before its worker is stopped. */
const CODE_TIMEOUT_MS = 20_000;

/** The engine wired to the real modules (docs/INTERFACES.md); full layout runs on the compute pool. */
export function createRealEngine(opts: { computeWorkers: number }): Engine {
  const pool = new ComputePool({ size: opts.computeWorkers });
  // Reading code has a worker of its own (started on first use), so a large upload never delays layouts.
  const codePool = new ComputePool({ size: 1, timeoutMs: CODE_TIMEOUT_MS, tasksModule: 'code-tasks' });
  return {
    async layout(model, { signal }) {
      try {
        return await pool.run('layout', { model }, signal);
      } catch (err) {
        if (signal?.aborted) throw new CancelledError('The request was cancelled.');
        if (err instanceof ComputeError) throw new Error(`Layout failed: ${err.message}`);
        throw err;
      }
    },
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
      void codePool.run('readCode', { files: [] }).catch(() => undefined);
    },
    placeNew: (model, geometry, ids) => placeNew(model, geometry, ids),
    compile: (model, geometry) => compile(model, geometry),
    parse(xml) {
      const parsed = parse(xml);
      return { model: parsed.model, geometry: parsed.geometry, reservedIds: [...parsed.reservedIds] };
    },
    patch: (xml, ops, placement) => patch(xml, ops, placement),
    patchGeometry: (xml, geometry) => patchGeometry(xml, geometry),
    sanitize: (xml) => sanitize(xml),
    apply: (model, ops, reservedIds) => apply(model, ops, { reservedIds }),
    review(model) {
      const split = splitWarnings(review(model));
      return { warnings: split.warnings.map(stored), suggestions: split.suggestions.map(stored) };
    },
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
    matchWarning(warnings, query) {
      const found = matchWarning(warnings.map(engineWarning), { warning_id: query.id, message: query.message, component: query.component, warning_type: query.warning_type });
      return found ? (warnings.find((w) => w.id === found.id) ?? null) : null;
    },
    close: async () => {
      await Promise.all([pool.close(), codePool.close()]);
    },
  };
}
