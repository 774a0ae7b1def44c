import { useCallback, useEffect, useRef, useState } from 'react';

export type TimedMessage = { kind: 'success' | 'error'; text: string } | null;

/** A feedback message that clears itself after `delayMs` (spec §4: 5 s, some banners 3 s). */
export function useTimedMessage(delayMs: number) {
  const [message, setMessage] = useState<TimedMessage>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (kind: 'success' | 'error', text: string) => {
      clearTimeout(timer.current);
      setMessage({ kind, text });
      timer.current = setTimeout(() => setMessage(null), delayMs);
    },
    [delayMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}
