import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { OfflineIndicator } from '../../components/offline-indicator.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { MenuToggleIcon } from '../../components/ui/menu-toggle-icon.tsx';
import { useSession } from '../../lib/auth-token.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { BurgerMenu } from './burger-menu.tsx';

/** The signed-in header: logo, the profile picture (initials) to /profil, and the burger menu. */
export function AppHeader() {
  const session = useSession();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point.
  useEffect(() => setOpen(false), [pathname]);
  const initials = user.data ? `${user.data.prenom[0] ?? ''}${user.data.nom[0] ?? ''}`.toUpperCase() : '';

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4">
        <Link
          to="/home"
          className="mr-auto flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-brand-800"
        >
          <Logo />
          <span>Vapolib</span>
        </Link>
        <OfflineIndicator />
        <Link
          to="/profil"
          aria-label="Mon profil"
          className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-base font-bold text-brand-900 ring-2 ring-white"
        >
          {initials || (
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM3 22a9 9 0 0 1 18 0" />
            </svg>
          )}
        </Link>
        <button
          type="button"
          data-menu-toggle
          aria-expanded={open}
          aria-controls="burger-menu"
          aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setOpen((value) => !value)}
          className="flex h-11 w-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100"
        >
          <MenuToggleIcon open={open} className="h-7 w-7" />
        </button>
      </div>
      {open && <BurgerMenu isAdmin={session?.role === 'admin'} onClose={close} />}
    </header>
  );
}
