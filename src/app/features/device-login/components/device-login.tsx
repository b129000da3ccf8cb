import { useState } from 'react';
import { normalizeDeviceCode, USER_CODE } from '../../../../shared/contract/index.js';
import { useDecideDevice } from '../../../api/device/decide-device.js';
import { useDeviceInfo } from '../../../api/device/get-device-info.js';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { DecisionResult, RequestDetails } from './request-details.js';

/**
 * The device-login page. No-email flow: the code arrives in the URL (`?code=XXXX-XXXX`) and the
 * person checks it matches what the device shows. E-mail flow: the page shows the latest request
 * sent to the signed-in address and the person types the code from the e-mail; that code is never
 * put in a URL, so a forwarded link cannot approve anything.
 */
export function DeviceLogin({ urlCode, email }: { urlCode: string | null; email: string }) {
  const userCode = urlCode ? normalizeDeviceCode(urlCode) : null;
  const info = useDeviceInfo(userCode);
  const decide = useDecideDevice();
  const [typed, setTyped] = useState('');
  const emailFlow = !userCode;
  const code = emailFlow ? normalizeDeviceCode(typed) : userCode;
  // A user_code that names no request leaves nothing to decide; an e-mailed code is typed anyway.
  const canDecide = !info.isError || emailFlow;
  const decided = decide.data?.status ?? (info.data && info.data.status !== 'pending' ? info.data.status : null);

  if (info.isPending) return <p className="text-sm text-slate-500">Looking up the request…</p>;
  return (
    <form
      className="flex flex-col gap-4"
      data-testid="device.request"
      data-status={decided ?? info.data?.status ?? 'unknown'}
      onSubmit={(e) => {
        e.preventDefault();
        if (code) decide.mutate({ code, approve: true });
      }}
    >
      {userCode && USER_CODE.test(userCode) && (
        <div className="rounded-lg bg-slate-50 p-4 text-center dark:bg-slate-800/60">
          <p className="text-sm text-slate-600 dark:text-slate-300">Check that your device shows this code:</p>
          <p className="mt-1 font-mono text-3xl font-semibold tracking-[0.2em]" data-testid="device.code">
            {userCode}
          </p>
        </div>
      )}
      {info.isError && (emailFlow ? <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">{(info.error as Error).message}</p> : <ErrorAlert error={info.error} onRetry={() => void info.refetch()} />)}
      {info.data && <RequestDetails info={info.data} email={email} />}
      {decided ? (
        <DecisionResult status={decided} clientId={info.data?.client_id} />
      ) : (
        <>
          {emailFlow && (
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              Code from the e-mail
              <input
                autoFocus
                required
                autoComplete="one-time-code"
                maxLength={20}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder="ABCD-2345"
                className="h-11 rounded-md border border-slate-300 bg-white px-3 font-mono text-lg tracking-widest uppercase shadow-sm focus:border-sky-500 focus:ring-4 focus:ring-sky-500/15 focus:outline-none dark:border-slate-600 dark:bg-slate-800"
              />
            </label>
          )}
          {decide.isError && <ErrorAlert error={decide.error} />}
          {canDecide && (
            <div className="flex gap-2">
              <Button type="submit" variant="primary" className="h-10 px-6" busy={decide.isPending && decide.variables?.approve} disabled={!code || decide.isPending}>
                Approve
              </Button>
              <Button className="h-10 px-6" busy={decide.isPending && !decide.variables?.approve} disabled={!code || decide.isPending} onClick={() => code && decide.mutate({ code, approve: false })}>
                Deny
              </Button>
            </div>
          )}
          {canDecide && <p className="text-xs text-slate-500">Only approve if you started this sign-in yourself, just now. The application gets an API key for {email}.</p>}
        </>
      )}
    </form>
  );
}
