import { useSearchParams } from 'react-router';
import { useSession } from '../api/auth/get-session.js';
import { DeviceLogin } from '../features/device-login/components/device-login.js';

/** /device — approve (or deny) a sign-in from the SDKs or the MCP server. */
export function DeviceRoute() {
  const [params] = useSearchParams();
  const session = useSession();
  return (
    <div className="flex-1 overflow-y-auto">
      <div className="mx-auto mt-12 w-full max-w-md rounded-xl border border-slate-200 bg-white p-7 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold tracking-tight">Sign in a device</h1>
        <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">An application asks for an API key to act for your account.</p>
        <DeviceLogin urlCode={params.get('code')} email={session.data?.account.email ?? ''} />
      </div>
    </div>
  );
}
