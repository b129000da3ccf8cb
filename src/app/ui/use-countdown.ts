import { useEffect, useState } from 'react';

/** Seconds left of a wait that started when `seconds` was set; 0 when over (or none). */
export function useCountdown(seconds: number | undefined): number {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    if (!seconds) {
      setLeft(0);
      return;
    }
    const end = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
