import { useEffect, useRef } from 'react';

/**
 * Runs `reset` when a dialog opens, and only then: a background refetch while it is open must not wipe what
 * the user is typing.
 */
export function useResetOnOpen(open: boolean, reset: () => void) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) reset();
    wasOpen.current = open;
  });
}
