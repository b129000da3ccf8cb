import { NavLink, Outlet } from 'react-router';
import { useSession } from '../api/auth/get-session.js';
import { AccountMenu } from './account-menu.js';
import { CreditsBadge } from './credits-badge.js';
import { useTheme } from './theme.js';

const link = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-1.5 text-sm ${isActive ? 'bg-slate-100 font-medium text-slate-900 dark:bg-slate-800 dark:text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'}`;

/** The app chrome: navigation, credits, account and the dark-mode switch, then the page. */
export function Layout() {
  const { dark, toggle } = useTheme();
  const session = useSession();
  const account = session.data?.account;
  return (
    <div className="flex h-full min-w-[1024px] flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="flex h-12 shrink-0 items-center gap-6 border-b border-slate-200 px-4 dark:border-slate-800">
        <NavLink to="/" className="flex items-center gap-2 font-semibold tracking-tight">
          <img src="/favicon.svg" alt="" className="h-6 w-6" />
          Skyplan
        </NavLink>
        {account && (
          <nav aria-label="Main" className="flex gap-1">
            <NavLink to="/" end className={link}>
              New diagram
            </NavLink>
            <NavLink to="/diagrams" className={link}>
              Diagrams
            </NavLink>
            <NavLink to="/gallery" className={link}>
              Gallery
            </NavLink>
            <NavLink to="/usage" className={link}>
              Usage
            </NavLink>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1">
          {account && <CreditsBadge />}
          {account && <AccountMenu email={account.email} />}
          <button
            type="button"
            aria-label="Dark mode"
            aria-pressed={dark}
            title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
            onClick={toggle}
            className="grid h-8 w-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {dark ? <SunIcon /> : <MoonIcon />}
          </button>
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}

function MoonIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M17.3 12.9A7.5 7.5 0 0 1 7.1 2.7a7.5 7.5 0 1 0 10.2 10.2Z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="10" cy="10" r="3.5" />
      <path d="M10 1.5v2M10 16.5v2M1.5 10h2M16.5 10h2M4 4l1.4 1.4M14.6 14.6 16 16M4 16l1.4-1.4M14.6 5.4 16 4" />
    </svg>
  );
}
