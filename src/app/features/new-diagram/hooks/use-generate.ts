import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DiagramType, Provider } from '../../../../shared/contract/index.js';
import { applyDiagram } from '../../../api/diagrams/get-diagram.js';
import { streamDiagram, streamError } from '../../../api/diagrams/stream-diagram.js';
import { useGenerationStore } from '../stores/generation-store.js';

export interface GenerateInput {
  prompt: string;
  provider: Provider;
  diagramType: DiagramType;
}

/**
 * Generates over the progress stream and opens the diagram when it is complete. Cancel (or leaving
 * the page) closes the stream: the server stops and charges nothing.
 */
export function useGenerate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const controller = useRef<AbortController | null>(null);

  const generate = useCallback(
    async ({ prompt, provider, diagramType }: GenerateInput) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const store = useGenerationStore.getState();
      store.start();
      try {
        const events = streamDiagram({ prompt, cloud_provider: provider, diagram_type: diagramType }, abort.signal);
        for await (const event of events) {
          if (event.event === 'progress') store.advance(event.data);
          else if (event.event === 'error') store.fail(streamError(event.data));
          else {
            applyDiagram(queryClient, event.data);
            store.finish();
            // Focus goes to the new diagram's review once it shows (EditorPage).
            navigate(`/d/${event.data.id}`, { state: { focus: 'review' } });
          }
        }
      } catch (err) {
        if (abort.signal.aborted) store.cancelled();
        else store.fail(err);
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [navigate, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  useEffect(
    () => () => {
      controller.current?.abort();
      useGenerationStore.getState().finish();
    },
    [],
  );

  return { generate, cancel };
}
