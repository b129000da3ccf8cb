import { useParams } from 'react-router';
import { EditorPage } from '../features/diagram-editor/components/editor-page.js';
import { diagramQuery } from '../api/diagrams/get-diagram.js';
import { versionsQuery } from '../api/versions/list-versions.js';
import { queryClient } from '../lib/query-client.js';

/** Starts fetching the diagram and its history while the page renders. */
export function editorLoader({ params }: { params: { id?: string } }) {
  if (params.id) {
    void queryClient.prefetchQuery(diagramQuery(params.id));
    void queryClient.prefetchQuery(versionsQuery(params.id));
  }
  return null;
}

/** /d/:id — the diagram in the embedded editor. */
export function EditorRoute() {
  const { id = '' } = useParams();
  // A new page state for each diagram: nothing of the previous one carries over.
  return <EditorPage key={id} diagramId={id} />;
}
