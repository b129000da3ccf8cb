import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../api/auth/get-session.js';
import { LoginForm } from '../features/auth/components/login-form.js';

/** Where to go after signing in: only a path inside this app (never another site). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** /login — e-mail, then the code; back to where the person was going. */
export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const next = safeNext(params.get('next'));
  if (session.data) return <Navigate to={next} replace />;
  return (
    <div className="flex-1 overflow-y-auto">
      <div className="mx-auto mt-16 w-full max-w-sm rounded-xl border border-slate-200 bg-white p-7 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold tracking-tight">Sign in to Skyplan</h1>
        <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">No password: we e-mail you a one-time code.</p>
        <LoginForm onSignedIn={() => navigate(next, { replace: true })} />
      </div>
    </div>
  );
}
