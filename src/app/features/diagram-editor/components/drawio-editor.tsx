import { useEffect, useRef, useState } from 'react';
import { drawioHost } from '../../../drawio/host.js';
import { useTheme } from '../../../ui/theme.js';

interface DrawioEditorProps {
  /**
   * The document to show; the editor loads it whenever `key` changes. When `view` differs from the
   * previous document's (another diagram, a version preview), the whole diagram is fitted into
   * view; new versions of the same view keep the person's zoom and scroll.
   */
  doc: { xml: string; key: string; view?: string } | null;
  /** Report canvas changes (draw.io autosave); off for read-only previews. */
  autosave?: boolean;
  /** Called with the whole document after each change made in the canvas. */
  onChange?: (xml: string) => void;
  /** The name draw.io shows on a one-page diagram's page tab: the diagram's title. */
  pageName?: string;
  /** Called each time a document has loaded (draw.io takes the keyboard then; the page may take it back). */
  onLoaded?: () => void;
  /** Id of the element holding the diagram's text description, for screen readers on the canvas. */
  describedBy?: string | undefined;
}

type Status = 'waiting' | 'loading' | 'ready' | 'error';

/**
 * Shows the session's one embedded draw.io editor in this component's box and loads `doc` into
 * it. The iframe itself is never unmounted (see DrawioHost), so opening another diagram is fast.
 */
export function DrawioEditor({ doc, autosave = true, onChange, onLoaded, pageName, describedBy }: DrawioEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('waiting');
  const onChangeRef = useRef(onChange);
  const onLoadedRef = useRef(onLoaded);
  const autosaveRef = useRef(autosave);
  const xmlRef = useRef(doc?.xml);
  const viewRef = useRef(doc?.view);
  const shownView = useRef<string | undefined>(undefined);
  // Declared first, so the load effect below reads this render's values.
  useEffect(() => {
    onChangeRef.current = onChange;
    onLoadedRef.current = onLoaded;
    autosaveRef.current = autosave;
    xmlRef.current = doc?.xml;
    viewRef.current = doc?.view;
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const host = drawioHost();
    host.show(el);
    const off = host.bridge.on('autosave', (e) => {
      if (autosaveRef.current) onChangeRef.current?.(e.xml);
    });
    return () => {
      off();
      host.hide(el);
      host.reveal(true);
    };
  }, []);

  useEffect(() => {
    drawioHost().reveal(status === 'ready');
  }, [status]);

  // The page tab follows the title: after each load and after each rename.
  useEffect(() => {
    if (status === 'ready' && pageName) drawioHost().bridge.send({ action: 'pageName', name: pageName });
  }, [status, pageName, doc?.key]);

  // The editor follows the app's theme (draw.io's own dark mode), switched in place.
  const { dark } = useTheme();
  useEffect(() => {
    const { bridge } = drawioHost();
    let live = true;
    void bridge.whenReady().then(() => live && bridge.send({ action: 'theme', dark }));
    return () => {
      live = false;
    };
  }, [dark]);

  const key = doc?.key;
  useEffect(() => {
    if (key === undefined || xmlRef.current === undefined) return;
    let cancelled = false;
    setStatus('loading');
    const fit = viewRef.current === undefined || viewRef.current !== shownView.current;
    shownView.current = viewRef.current;
    drawioHost()
      .bridge.load(xmlRef.current, { autosave: autosaveRef.current, fit })
      .then(
        () => {
          if (cancelled) return;
          setStatus('ready');
          onLoadedRef.current?.();
        },
        (err: Error) => !cancelled && !/superseded/.test(err.message) && setStatus('error'),
      );
    return () => {
      cancelled = true;
    };
  }, [key]);

  useEffect(() => {
    if (!describedBy) return;
    const frame = drawioHost().iframe;
    frame.setAttribute('aria-describedby', describedBy);
    return () => frame.removeAttribute('aria-describedby');
  }, [describedBy]);

  return (
    <div ref={box} className="relative min-h-0 min-w-0 flex-1 bg-white dark:bg-slate-900" data-testid="editor.canvas" data-status={status}>
      {(status === 'loading' || status === 'waiting') && (
        <div role="status" className="absolute inset-0 grid place-items-center text-sm text-slate-600 dark:text-slate-300">
          Loading the editor…
        </div>
      )}
      {status === 'error' && (
        <div role="alert" className="absolute inset-0 grid place-items-center text-sm text-red-600">
          The editor could not open this diagram. Reload the page to try again.
        </div>
      )}
    </div>
  );
}
