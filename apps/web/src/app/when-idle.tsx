import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children once the browser is idle after the page has appeared: for what the first screen does not
 * show (the outbox's first look), which then runs in a task of its own rather than in the one that renders the
 * page (a phone's long task, Lighthouse's blocking time).
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    // Safari before 26 has no requestIdleCallback.
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle ? children : null;
}
