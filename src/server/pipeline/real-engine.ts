import * as drawio from '../../engine/drawio/index.js';
import { placeNew } from '../../engine/layout/index.js';
import { apply, type ArchitectureModel, type Geometry, type Operation } from '../../engine/model/index.js';
import type { ScoreOut } from '../../shared/contract/common.js';
import type { StoredWarning } from '../db/schema.js';
import { ComputeError, ComputePool } from '../compute/pool.js';
import { ApiError } from '../http/api-error.js';
import type { Engine, SanitizeResult } from './engine.js';
import { CancelledError } from './errors.js';

/** The parts of engine/review and engine/drawio the server binds to (docs/INTERFACES.md). */
interface ReviewModule {
  review(model: ArchitectureModel): StoredWarning[];
  score(warnings: StoredWarning[]): ScoreOut;
  fixFor(model: ArchitectureModel, warning: StoredWarning): Operation[];
  matchWarning(warnings: StoredWarning[], query: { message: string; component?: string; warning_type?: string }): StoredWarning | null | undefined;
}
interface DrawioExtras {
  sanitize?(xml: string): { ok: true; xml: string } | { ok: false; code: string; reason: string };
  patchGeometry?(xml: string, geometry: Geometry): string;
}

const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/**
 * Loads a module of the engine that may not be built yet in this checkout. Bound by name from
 * INTERFACES.md; when absent, the operations needing it answer 503 saying what is missing.
 */
async function optionalModule<T>(relative: string): Promise<T | null> {
  try {
    return (await import(new URL(`${relative}${ext}`, import.meta.url).href)) as T;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Failed to load url|does not exist/i.test((err as Error).message)) return null;
    throw err;
  }
}

function unavailable(part: string): never {
  throw new ApiError('SERVICE_UNAVAILABLE', `This Skyplan build has no ${part} yet; the operation cannot run.`, { missing: part });
}

/** The engine wired to the real modules; full layout runs on the compute pool. */
export async function createRealEngine(opts: { computeWorkers: number }): Promise<Engine> {
  const pool = new ComputePool({ size: opts.computeWorkers });
  const reviewModule = await optionalModule<ReviewModule>('../../engine/review/index');
  const extras = drawio as unknown as DrawioExtras;
  const review = () => reviewModule ?? unavailable('review engine (src/engine/review)');

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
    placeNew: (model, geometry, ids) => placeNew(model, geometry, ids),
    compile: (model, geometry) => drawio.compile(model, geometry),
    parse: (xml) => {
      const parsed = drawio.parse(xml);
      return { model: parsed.model, geometry: parsed.geometry };
    },
    patch: (xml, ops, placement) => drawio.patch(xml, ops, placement),
    patchGeometry: (xml, geometry) => (extras.patchGeometry ?? unavailable('geometry patcher (drawio.patchGeometry)'))(xml, geometry),
    sanitize: (xml): SanitizeResult => (extras.sanitize ?? unavailable('XML sanitizer (drawio.sanitize)'))(xml),
    apply: (model, ops) => apply(model, ops),
    review(model) {
      const all = review().review(model);
      return { warnings: all.filter((w) => w.severity !== 'info'), suggestions: all.filter((w) => w.severity === 'info') };
    },
    score: (warnings) => review().score(warnings),
    fixFor: (model, warning) => review().fixFor(model, warning),
    matchWarning(warnings, query) {
      if (query.id) {
        const exact = warnings.find((w) => w.id === query.id);
        if (exact) return exact;
      }
      return review().matchWarning(warnings, { message: query.message, component: query.component, warning_type: query.warning_type }) ?? null;
    },
    close: () => pool.close(),
  };
}
