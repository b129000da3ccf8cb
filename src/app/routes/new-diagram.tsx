import { useEffect } from 'react';
import { drawioHost } from '../drawio/host.js';
import { CodeDrop } from '../features/new-diagram/components/code-drop.js';
import { NewDiagramForm } from '../features/new-diagram/components/new-diagram-form.js';

/** While the person writes, get the editor ready: its code, and draw.io itself (hidden). */
function useWarmEditor() {
  useEffect(() => {
    const warm = () => {
      void import('./editor.js');
      drawioHost();
    };
    const idle = window.requestIdleCallback?.(warm, { timeout: 1500 });
    const timer = idle === undefined ? window.setTimeout(warm, 300) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
}

/** / — describe a system; Skyplan draws it. */
export function NewDiagramRoute() {
  useWarmEditor();
  return (
    <div className="flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-8 py-12">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Describe your architecture</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Skyplan draws it as an editable draw.io diagram, reviews it against the Well-Architected pillars, and lets you fix what it finds in one click.
          </p>
        </div>
        <NewDiagramForm />
        <CodeDrop />
      </div>
    </div>
  );
}
