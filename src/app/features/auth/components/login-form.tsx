import { useState } from 'react';
import { LOGIN_CODE_LENGTH } from '../../../../shared/contract/index.js';
import { useStartEmailLogin } from '../../../api/auth/start-email-login.js';
import { useVerifyEmailLogin } from '../../../api/auth/verify-email-login.js';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';

const input =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-sky-500 focus:ring-4 focus:ring-sky-500/15 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** Sign in by e-mail: the address, then the 6-digit code the server mailed. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const start = useStartEmailLogin();
  const verify = useVerifyEmailLogin();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [expiresIn, setExpiresIn] = useState(600);
  const send = (address: string) =>
    start.mutate(address, {
      onSuccess: (answer) => {
        setSentTo(answer.email);
        setExpiresIn(answer.expires_in);
      },
    });

  if (!sentTo) {
    return (
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          send(email.trim());
        }}
      >
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          E-mail address
          <input className={input} type="email" autoComplete="email" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@company.com" />
        </label>
        {start.isError && <ErrorAlert error={start.error} />}
        <Button type="submit" variant="primary" busy={start.isPending} className="h-10">
          Send me a sign-in code
        </Button>
        <p className="text-xs text-slate-500 dark:text-slate-400">New here? The first sign-in creates your free account.</p>
      </form>
    );
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        verify.mutate({ email: sentTo, code: code.trim() }, { onSuccess: onSignedIn });
      }}
    >
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        We e-mailed a {LOGIN_CODE_LENGTH}-digit code to <span className="font-medium text-slate-900 dark:text-slate-100">{sentTo}</span>. It works for{' '}
        {Math.round(expiresIn / 60)} minutes.
      </p>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Sign-in code
        <input
          className={`${input} font-mono text-lg tracking-[0.4em]`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={LOGIN_CODE_LENGTH}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          placeholder="123456"
        />
      </label>
      {verify.isError && <ErrorAlert error={verify.error} />}
      {start.isError && <ErrorAlert error={start.error} />}
      <Button type="submit" variant="primary" busy={verify.isPending} disabled={code.length !== LOGIN_CODE_LENGTH} className="h-10">
        Sign in
      </Button>
      <div className="flex justify-between text-xs">
        <button type="button" className="text-sky-700 hover:underline dark:text-sky-300" onClick={() => send(sentTo)} disabled={start.isPending}>
          Send a new code
        </button>
        <button
          type="button"
          className="text-slate-500 hover:underline"
          onClick={() => {
            start.reset();
            verify.reset();
            setSentTo(null);
            setCode('');
          }}
        >
          Use another address
        </button>
      </div>
    </form>
  );
}
