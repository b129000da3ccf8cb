import { Link } from 'react-router';
import { SkyplanApiError } from '../../../../sdk/index.js';
import { ErrorAlert } from '../../../ui/error-alert.js';

/** The diagram could not be opened: gone (404) or a failure worth retrying. */
export function MissingDiagram({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const gone = error instanceof SkyplanApiError && error.code === 'NOT_FOUND';
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 p-10">
      {gone ? (
        <>
          <h1 className="text-xl font-semibold">This diagram is not here</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">It was deleted, or it belongs to another account. Open one of yours, or start a new one.</p>
        </>
      ) : (
        <ErrorAlert error={error} onRetry={onRetry} />
      )}
      <div className="flex gap-4 text-sm">
        <Link className="font-medium text-sky-700 hover:underline dark:text-sky-300" to="/diagrams">
          Your diagrams
        </Link>
        <Link className="font-medium text-sky-700 hover:underline dark:text-sky-300" to="/">
          New diagram
        </Link>
      </div>
    </div>
  );
}
