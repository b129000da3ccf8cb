import { useEffect, useRef, useState } from 'react';
import { drawioHost } from '../../../drawio/host.js';

/**
 * The way out of the embedded editor for keyboard users. draw.io keeps Tab, Shift+Tab and Escape
 * for its shapes, so F6 (Shift+F6 backwards) is the documented key: the editor reports it with a
 * `leave` message and `onLeave` moves focus into the page. `inEditor` tells whether the editor has
 * the keyboard now, so the page can show a visible "Leave editor" control while it does.
 */
export function useLeaveEditor(onLeave: (back: boolean) => void): { inEditor: boolean; leave: (back?: boolean) => void } {
  const [inEditor, setInEditor] = useState(false);
  const onLeaveRef = useRef(onLeave);
  useEffect(() => {
    onLeaveRef.current = onLeave;
  });

  useEffect(() => {
    const host = drawioHost();
    const check = () => setInEditor(document.activeElement === host.iframe);
    // The page's window blurs when focus moves into the frame; activeElement is the iframe then.
    const onBlur = () => setTimeout(check, 0);
    const off = host.bridge.on('leave', (e) => {
      setInEditor(false);
      onLeaveRef.current(e.back === true);
    });
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', check);
    document.addEventListener('focusin', check);
    return () => {
      off();
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', check);
      document.removeEventListener('focusin', check);
    };
  }, []);

  return {
    inEditor,
    leave: (back = false) => {
      setInEditor(false);
      onLeaveRef.current(back);
    },
  };
}
