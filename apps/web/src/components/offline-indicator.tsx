import { useOnline } from '../lib/use-online.ts';

/**
 * A discreet "Hors ligne" badge while the network is gone (the screens show the last data seen). It sits in
 * the row of each header, so it never covers the page.
 */
export function OfflineIndicator({ className = '' }: { className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <span
      role="status"
      className={`shrink-0 rounded-full bg-slate-900 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-white ring-1 ring-white/60 ${className}`}
    >
      Hors ligne
    </span>
  );
}
