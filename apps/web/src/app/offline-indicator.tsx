import { useOnline } from '../lib/use-online.ts';

/** A discreet "Hors ligne" pill while the network is gone: the screens show the last data seen. */
export function OfflineIndicator() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed left-1/2 top-[calc(4.5rem+env(safe-area-inset-top))] z-50 -translate-x-1/2 rounded-full bg-slate-900 px-4 py-1.5 text-sm font-semibold text-white shadow-lg"
    >
      Hors ligne
    </div>
  );
}
