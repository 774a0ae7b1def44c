import type { QueryClient } from '@tanstack/react-query';
import { decodeSession, storedToken } from '../lib/auth-token.ts';

/** How long a page waits for its data before it shows with what has arrived (its own loading states then). */
const PRELOAD_WAIT_MS = 2000;

/** Asks the query client for a page's data; resolves when the answers are in (failures included). */
type Preload = (queryClient: QueryClient) => Promise<unknown>;

/**
 * A route loader that asks for a signed-in page's data while the page's code downloads, instead of after its
 * first render, and waits for it a moment. The page then appears with its data at once: its cards do not grow
 * from « Chargement… » and push the next ones down (layout shift), and the phone renders it once instead of
 * once per answer. Only a first visit waits (lib/queries/ask-for.ts); on a slow network the page shows after PRELOAD_WAIT_MS with its loading states, as before.
 */
export function preloadData(queryClient: QueryClient, load: () => Promise<{ preload: Preload }>) {
  return async () => {
    // Without a session the guard sends the visitor to /login: nothing to ask for.
    if (!decodeSession(storedToken())) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      load()
        .then(({ preload }) => preload(queryClient))
        .catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, PRELOAD_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    return null;
  };
}
