import { Link, useRouteError } from 'react-router';

/** Shown when a screen fails to load (a lost chunk offline, a bug): never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">Oups, cet écran n’a pas pu s’afficher</h1>
      <p className="text-slate-700">
        {offline
          ? 'Vous semblez hors ligne. Réessayez quand la connexion revient.'
          : 'Une erreur inattendue est survenue.'}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white"
          onClick={() => window.location.reload()}
        >
          Réessayer
        </button>
        <Link to="/" className="rounded-xl px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-200">
          Accueil
        </Link>
      </div>
      {import.meta.env.DEV && (
        <pre className="max-w-full overflow-auto text-left text-xs">{String(error)}</pre>
      )}
    </main>
  );
}
