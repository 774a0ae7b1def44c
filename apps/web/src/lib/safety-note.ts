import { useCallback, useState } from 'react';

/**
 * The nicotine safety note is dismissed on this device (it is advice, not data: nothing to sync). It comes back
 * when a booster newer than the dismissal is in the stash: a new bottle of nicotine is the moment to read it again.
 */
const KEY = 'vapolib.safety-note.dismissed-at';

function dismissedAt(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Whether the note is due, given the newest booster's creation time (ISO) when the stash is known. */
export function safetyNoteDue(
  newestBoosterAt: string | null | undefined,
  dismissed = dismissedAt(),
): boolean {
  if (!dismissed) return true;
  return newestBoosterAt != null && newestBoosterAt > dismissed;
}

export function useSafetyNote(newestBoosterAt?: string | null) {
  const [dismissed, setDismissed] = useState(dismissedAt);
  const dismiss = useCallback(() => {
    const now = new Date().toISOString();
    try {
      localStorage.setItem(KEY, now);
    } catch {
      // Private mode without storage: dismissed for this visit only.
    }
    setDismissed(now);
  }, []);
  return { due: safetyNoteDue(newestBoosterAt, dismissed), dismiss };
}
