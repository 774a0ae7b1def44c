import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { flushOutbox, type OutboxEvent, onOutboxChange, pendingWrites } from '../lib/outbox.ts';

/**
 * Tells the user that a change made offline is waiting, then that it was saved; sends the waiting
 * writes at start, when the network returns, when the page comes back, and on Background Sync.
 */
export function OutboxStatus() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(0);
  const [last, setLast] = useState<OutboxEvent | null>(null);
  // Everything sent since the network came back, so no confirmation is lost behind the next one.
  const [sent, setSent] = useState<string[]>([]);

  useEffect(() => {
    const refresh = () => void pendingWrites().then((queue) => setPending(queue.length));
    const stop = onOutboxChange((event) => {
      refresh();
      if (!event) return;
      setLast(event);
      if (event.kind === 'sent') setSent((labels) => [...labels, event.label]);
      if (event.kind === 'queued') setSent([]);
      if (event.kind !== 'queued') void queryClient.invalidateQueries();
    });
    const flush = () => {
      if (navigator.onLine) void flushOutbox().then(refresh);
    };
    const onVisible = () => document.visibilityState === 'visible' && flush();
    const onMessage = (event: MessageEvent) => event.data?.type === 'flush-outbox' && flush();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    refresh();
    flush();
    // A write queued after a failed request while the browser still believed it was online gets no
    // `online` event: try again every half minute.
    const retry = setInterval(flush, 30_000);
    return () => {
      clearInterval(retry);
      stop();
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisible);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [queryClient]);

  useEffect(() => {
    if (!last || last.kind === 'queued') return;
    const timer = setTimeout(() => {
      setLast(null);
      setSent([]);
    }, 5000);
    return () => clearTimeout(timer);
  }, [last]);

  let text: string | null = null;
  if (pending > 0) {
    text = `${pending} modification${pending > 1 ? 's' : ''} en attente : envoi dès le retour du réseau.`;
  } else if (last?.kind === 'sent') {
    text = `Enregistré : ${sent.join(', ')}.`;
  } else if (last?.kind === 'failed') {
    text = `Non enregistré (${last.label}) : ${last.message}`;
  }
  if (!text) return null;
  const failed = pending === 0 && last?.kind === 'failed';
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className={`fixed inset-x-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-2xl px-4 py-3 text-center text-sm font-semibold shadow-lg ${failed ? 'bg-red-700 text-white' : pending > 0 ? 'bg-amber-100 text-amber-950 ring-1 ring-amber-300' : 'bg-emerald-700 text-white'}`}
    >
      {text}
    </div>
  );
}
