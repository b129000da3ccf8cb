import { relayoutRoutes, type RelayoutStart, type RelayoutStatusOut } from '../shared/contract/relayout.js';
import { SkyplanApiError } from './errors.js';
import type { BillableOptions, RequestOptions, Requester } from './request.js';

/** Options of relayout.run. */
export interface RelayoutRunOptions extends BillableOptions {
  /** Between status polls; default 3 s. */
  pollIntervalMs?: number;
  /** Give up polling after this long; default 300 s. */
  maxWaitMs?: number;
  /** Told of every status poll (progress 0–100). */
  onProgress?: (status: RelayoutStatusOut) => void;
}

/** Re-layout: an asynchronous job behind a confirm gate. */
export interface RelayoutApi {
  /**
   * Starts a re-layout. Without `confirm: true` nothing starts: the answer is
   * `confirmation_required` with what it would cost. Honours Idempotency-Key.
   */
  start(diagramId: string, query?: { confirm?: boolean }, options?: BillableOptions): Promise<RelayoutStart>;
  /** The state of a re-layout job. */
  status(diagramId: string, jobId: string, options?: RequestOptions): Promise<RelayoutStatusOut>;
  /**
   * Starts a confirmed re-layout and polls it to the end. Resolves with the final status (`done`,
   * with the new XML when `applied`); throws RELAYOUT_FAILED when the job fails, TIMEOUT when it
   * outlasts `maxWaitMs`.
   */
  run(diagramId: string, options?: RelayoutRunOptions): Promise<RelayoutStatusOut>;
}

export function createRelayoutApi(requester: Requester): RelayoutApi {
  const api: RelayoutApi = {
    start: (diagramId, query = {}, options) =>
      // confirm is sent only when true, like the public SDKs.
      requester.send(relayoutRoutes.start, 'billable', { params: { diagram_id: diagramId }, query: query.confirm ? { confirm: true } : {} }, options),
    status: (diagramId, jobId, options) => requester.send(relayoutRoutes.status, 'read', { params: { diagram_id: diagramId, job_id: jobId } }, options),
    async run(diagramId, options = {}) {
      const started = await api.start(diagramId, { confirm: true }, options);
      if (!started.job_id) {
        throw new SkyplanApiError(0, 'RELAYOUT_FAILED', started.message ?? started.reason ?? `The re-layout did not start (status ${started.status}).`);
      }
      const interval = options.pollIntervalMs ?? 3_000;
      const deadline = Date.now() + (options.maxWaitMs ?? 300_000);
      for (;;) {
        const status = await api.status(diagramId, started.job_id, options);
        options.onProgress?.(status);
        if (status.status === 'done') return status;
        if (status.status === 'failed') throw new SkyplanApiError(0, 'RELAYOUT_FAILED', `The re-layout failed: ${status.reason ?? 'no reason given'}. Try again.`, null, { job_id: status.job_id });
        if (Date.now() + interval > deadline) {
          throw new SkyplanApiError(0, 'TIMEOUT', `The re-layout is still ${status.status} after ${Math.round((options.maxWaitMs ?? 300_000) / 1000)} s. Check it later with relayout.status("${diagramId}", "${started.job_id}").`, null, { job_id: started.job_id });
        }
        await requester.sleep(interval, options.signal);
      }
    },
  };
  return api;
}
