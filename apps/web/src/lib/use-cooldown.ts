import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds. It counts from a deadline rather than tick by tick, so a throttled
 * background tab still frees the button on time.
 */
export function useCooldown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
