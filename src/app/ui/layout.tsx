import { NavLink, Outlet } from 'react-router';
import { useTheme } from './theme.js';

const link = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm ${isActive ? 'bg-slate-200 font-medium dark:bg-slate-700' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`;

/** The app chrome: header with navigation and the dark-mode switch, then the page. */
export function Layout() {
  const { dark, toggle } = useTheme();
  return (
    <div className="flex h-full min-w-[1024px] flex-col bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <header className="flex items-center gap-4 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <NavLink to="/" className="flex items-center gap-2 font-semibold">
          <img src="/favicon.svg" alt="" className="h-6 w-6" />
          Skyplan
        </NavLink>
        <nav aria-label="Main" className="flex gap-1">
          <NavLink to="/" end className={link}>
            New diagram
          </NavLink>
        </nav>
        <button
          type="button"
          className="ml-auto rounded px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          aria-pressed={dark}
          onClick={toggle}
        >
          {dark ? 'Light mode' : 'Dark mode'}
        </button>
      </header>
      <main className="flex min-h-0 flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
