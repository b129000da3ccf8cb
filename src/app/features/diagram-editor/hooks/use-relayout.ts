import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DiagramOut, RelayoutStart } from '../../../../shared/contract/index.js';
import { diagramQuery } from '../../../api/diagrams/get-diagram.js';
import { startRelayout } from '../../../api/relayout/start-relayout.js';
import { useRelayoutStatus } from '../../../api/relayout/get-relayout-status.js';

export type RelayoutPhase =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'confirm'; message: string; credits?: number }
  | { phase: 'running'; jobId: string }
  | { phase: 'done'; notice: string }
  | { phase: 'error'; error: unknown };

/**
 * Re-layout in the server's two steps: ask (the server says whether it will charge), confirm when
 * it will, then follow the job's progress until the new version can be shown.
 */
export function useRelayout(diagramId: string, before: () => Promise<void>, onApplied: (diagram: DiagramOut) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RelayoutPhase>({ phase: 'idle' });
  const jobId = state.phase === 'running' ? state.jobId : null;
  const status = useRelayoutStatus(diagramId, jobId);

  const started = useCallback((answer: RelayoutStart) => {
    if (answer.job_id) setState({ phase: 'running', jobId: answer.job_id });
    else setState({ phase: 'error', error: new Error(answer.message ?? 'The server did not start a re-layout.') });
  }, []);

  const confirm = useCallback(async () => {
    setState({ phase: 'asking' });
    try {
      started(await startRelayout(diagramId, true));
    } catch (error) {
      setState({ phase: 'error', error });
    }
  }, [diagramId, started]);

  const request = useCallback(async () => {
    setState({ phase: 'asking' });
    try {
      await before();
      const answer = await startRelayout(diagramId, false);
      if (answer.status !== 'confirmation_required') return started(answer);
      if (answer.chargeable) {
        setState({ phase: 'confirm', message: answer.message ?? 'Re-layout will use credits.', credits: answer.credits });
      } else {
        await confirm();
      }
    } catch (error) {
      setState({ phase: 'error', error });
    }
  }, [before, confirm, diagramId, started]);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  const job = status.data;
  useEffect(() => {
    if (!jobId) return;
    if (status.error) setState({ phase: 'error', error: status.error });
    if (!job || job.job_id !== jobId) return;
    if (job.status === 'failed') {
      setState({ phase: 'error', error: new Error(job.reason ?? 'The re-layout failed. Try again.') });
    } else if (job.status === 'done') {
      void queryClient.invalidateQueries({ queryKey: ['usage'] });
      void queryClient.invalidateQueries({ queryKey: ['versions', diagramId] });
      if (!job.applied) {
        setState({ phase: 'done', notice: job.reason ?? 'The layout is already tidy: nothing changed.' });
        return;
      }
      queryClient.fetchQuery({ ...diagramQuery(diagramId), staleTime: 0 }).then(
        (diagram) => {
          onApplied(diagram);
          setState({ phase: 'done', notice: `Re-laid out as version ${job.version_number ?? diagram.version_number ?? ''}.`.replace(' .', '.') });
        },
        (error: unknown) => setState({ phase: 'error', error }),
      );
    }
  }, [job, jobId, status.error, queryClient, diagramId, onApplied]);

  return { state, progress: job?.progress ?? 0, jobStatus: job?.status ?? 'pending', request, confirm, reset };
}
