import { Outlet, useLocation } from 'react-router';
import { AppHeader } from '../features/menu/app-header.tsx';
import { useSession } from '../lib/auth-token.ts';
import { SiteFooter } from './site-footer.tsx';
import { LogoHeader } from './site-header.tsx';

const logoOnly = new Set([
  '/',
  '/landing',
  '/login',
  '/register',
  '/password',
  '/reset-password',
  '/mentions-legales',
]);

export function SiteLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  const showAppHeader = session && !logoOnly.has(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Aller au contenu
      </a>
      {showAppHeader ? <AppHeader /> : <LogoHeader />}
      <main id="contenu" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-10">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
