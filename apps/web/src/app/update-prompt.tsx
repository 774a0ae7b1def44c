import { useRegisterSW } from 'virtual:pwa-register/react';

/** Offers the new version once its service worker is ready; nothing mixes old and new files until reload. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error) {
      console.warn("Le service worker n'a pas pu s'installer", error);
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-xl"
    >
      <span className="flex-1">Nouvelle version disponible</span>
      <button
        type="button"
        onClick={() => updateServiceWorker(true)}
        className="min-h-11 rounded-xl bg-brand-500 px-4 font-semibold text-slate-950"
      >
        Recharger
      </button>
    </div>
  );
}
