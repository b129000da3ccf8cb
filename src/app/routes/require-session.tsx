import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/auth/get-session.js';
import { ErrorAlert } from '../ui/error-alert.js';
import { Spinner } from '../ui/button.js';

/** Pages behind sign-in: signed-out people go to /login and come back here afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <div className="grid flex-1 place-items-center text-slate-400">
        <Spinner className="h-6 w-6" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="mx-auto max-w-lg p-10">
        <ErrorAlert error={session.error} onRetry={() => void session.refetch()} />
      </div>
    );
  }
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
