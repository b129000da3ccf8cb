import { useEffect, useRef, useState } from 'react';
import { drawioHost } from '../../../drawio/host.js';

interface DrawioEditorProps {
  xml: string;
  /** Called with the document after each change made in the canvas (draw.io autosave). */
  onChange?: (xml: string) => void;
}

/**
 * Shows the session's one embedded draw.io editor in this component's box and loads `xml` into
 * it. The iframe itself is never unmounted (see DrawioHost).
 */
export function DrawioEditor({ xml, onChange }: DrawioEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const host = drawioHost();
    host.show(el);
    const off = host.bridge.on('autosave', (e) => onChangeRef.current?.(e.xml));
    return () => {
      off();
      host.hide(el);
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    drawioHost()
      .bridge.load(xml)
      .then(
        () => !cancelled && setStatus('ready'),
        () => !cancelled && setStatus('error'),
      );
    return () => {
      cancelled = true;
    };
  }, [xml]);

  return (
    <div ref={box} className="relative min-h-0 flex-1" data-testid="editor.canvas" data-status={status}>
      {status === 'loading' && (
        <div role="status" className="absolute inset-0 grid place-items-center text-sm text-slate-500">
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
