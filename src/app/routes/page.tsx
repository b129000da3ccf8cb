import type { ReactNode } from 'react';

/** The frame of the list-like pages: a title, a line of context, then the content. */
export function Page({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-8 py-8">
        <div className="flex items-end gap-4">
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
          </div>
          {actions}
        </div>
        {children}
      </div>
    </div>
  );
}
