import { useState } from 'react';
import { USER_CODE } from '../../../../shared/contract/index.js';
import { Button } from '../../../ui/button.js';
import { DeviceApproval } from './device-approval.js';

/**
 * The device-login page. No-email flow: the code arrives in the URL (`?code=XXXX-XXXX`) and the
 * person checks it matches what the device shows. E-mail flow: the person types the code from the
 * e-mail; it is never put in the URL, so a forwarded link cannot approve anything.
 */
export function DeviceLogin({ urlCode, email }: { urlCode: string | null; email: string }) {
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(urlCode);

  if (!code) {
    return (
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setCode(typed.trim().toUpperCase());
        }}
      >
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          One-time code
          <input
            autoFocus
            required
            autoComplete="one-time-code"
            minLength={4}
            maxLength={20}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="The code from the e-mail"
            className="h-11 rounded-md border border-slate-300 bg-white px-3 font-mono text-lg tracking-widest uppercase shadow-sm focus:border-sky-500 focus:ring-4 focus:ring-sky-500/15 focus:outline-none dark:border-slate-600 dark:bg-slate-800"
          />
        </label>
        <Button type="submit" variant="primary" className="h-10 self-start px-6" disabled={typed.trim().length < 4}>
          Continue
        </Button>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {urlCode && USER_CODE.test(urlCode) && (
        <div className="rounded-lg bg-slate-50 p-4 text-center dark:bg-slate-800/60">
          <p className="text-sm text-slate-600 dark:text-slate-300">Check that your device shows this code:</p>
          <p className="mt-1 font-mono text-3xl font-semibold tracking-[0.2em]" data-testid="device.code">
            {urlCode}
          </p>
        </div>
      )}
      <DeviceApproval code={code} email={email} onStartOver={urlCode ? undefined : () => setCode(null)} />
    </div>
  );
}
