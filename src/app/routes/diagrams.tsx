import { Link } from 'react-router';
import { diagramsListQuery } from '../api/diagrams/list-diagrams.js';
import { DiagramsTable } from '../features/diagrams-list/components/diagrams-table.js';
import { queryClient } from '../lib/query-client.js';
import { Page } from './page.js';

export function diagramsLoader() {
  void queryClient.prefetchInfiniteQuery(diagramsListQuery);
  return null;
}

/** /diagrams — everything you made. */
export function DiagramsRoute() {
  return (
    <Page
      title="Your diagrams"
      actions={
        <Link to="/" className="inline-flex h-9 items-center rounded-md bg-sky-700 px-3.5 text-sm font-medium text-white shadow-sm hover:bg-sky-800 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400">
          New diagram
        </Link>
      }
    >
      <DiagramsTable />
    </Page>
  );
}
