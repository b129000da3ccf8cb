import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../api/auth/logout.js';

/** The signed-in address, with API keys and Sign out behind it. */
export function AccountMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  const navigate = useNavigate();
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const item = 'block w-full rounded px-3 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800';
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex h-8 max-w-56 items-center gap-2 rounded-md px-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span aria-hidden className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-sky-700 text-xs font-semibold text-white uppercase">
          {email[0]}
        </span>
        <span className="truncate">{email}</span>
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-50 mt-1 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <Link role="menuitem" to="/settings/keys" className={item} onClick={() => setOpen(false)}>
            API keys
          </Link>
          <Link role="menuitem" to="/connect" className={item} onClick={() => setOpen(false)}>
            Use from code
          </Link>
          <Link role="menuitem" to="/usage" className={item} onClick={() => setOpen(false)}>
            Usage and credits
          </Link>
          <button
            role="menuitem"
            type="button"
            className={item}
            onClick={() => {
              setOpen(false);
              // Not mutate()'s callbacks: this menu unmounts as soon as the session is gone.
              void logout.mutateAsync().catch(() => undefined).finally(() => navigate('/login', { replace: true }));
            }}
          >
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
