import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1024px)';

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/**
 * True on screens wide enough for a table; admin lists show stacked cards below that, one of the two in the
 * page, never both.
 */
export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
