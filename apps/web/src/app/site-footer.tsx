import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../lib/auth-token.ts';

const withBackButton = (path: string) => path === '/add-liquide' || path.startsWith('/liquides/');
/** Where "Retour" leads when the page was opened directly: both pages hang under the liquids list. */
const parentScreen = '/eliquides';

/**
 * A home button on every page, plus a back button on /add-liquide and /liquides/*. A page opened directly
 * (a shared link, a new tab) has no page of ours behind it ("default" key): Retour then goes to its parent
 * screen instead of leaving the app.
 */
export function SiteFooter() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        {withBackButton(pathname) ? (
          <button
            type="button"
            onClick={() => (key === 'default' ? navigate(parentScreen) : navigate(-1))}
            className="flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-slate-700 hover:bg-slate-100"
          >
            <span aria-hidden="true">←</span> Retour
          </button>
        ) : (
          <span />
        )}
        <Link
          to={session ? '/home' : '/'}
          className="flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7h-6v7H4a1 1 0 0 1-1-1z" />
          </svg>
          Accueil
        </Link>
      </div>
      <p className="pb-3 text-center text-xs text-slate-600">
        <Link to="/mentions-legales" className="underline">
          Mentions légales
        </Link>
      </p>
    </footer>
  );
}
