import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CalculatorState, paramsFromState, stateFromParams } from './calculator-state.ts';

/** How long typing must pause before the URL follows (each URL change is a router navigation). */
const URL_WRITE_DELAY_MS = 300;

/**
 * The calculator's inputs, read from the URL query and written back to it (replace, no new history
 * entry), so that a link opens the calculator pre-filled. The screen keeps its own state so typing
 * stays instant; the URL follows after a short pause. A URL changed from outside (a link, the back
 * button) replaces the state.
 */
export function useCalculatorUrl() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<CalculatorState>(() => stateFromParams(params));
  // The queries this screen wrote itself: a navigation that lands late (the root loader runs first)
  // must not be taken for a link and throw away what the user typed since.
  const written = useRef(new Set([params.toString()]));
  const last = useRef(params.toString());

  useEffect(() => {
    const query = params.toString();
    if (written.current.has(query)) {
      // Ours: what was written before it has landed or been superseded.
      for (const older of written.current) {
        if (older === query) break;
        written.current.delete(older);
      }
      return;
    }
    written.current = new Set([query]);
    last.current = query;
    setState(stateFromParams(params));
  }, [params]);

  useEffect(() => {
    const query = paramsFromState(state).toString();
    if (query === last.current) return;
    const timer = setTimeout(() => {
      last.current = query;
      written.current.add(query);
      setParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, setParams]);

  const update = useCallback((change: (current: CalculatorState) => CalculatorState) => setState(change), []);
  return { state, update, replace: setState };
}
