import { Outlet, useLocation } from 'react-router';
import { LogoHeader } from '../components/logo-header.tsx';
import { SkipLink } from '../components/ui/skip-link.tsx';
import { AppHeader } from '../features/menu/app-header.tsx';
import { useSession } from '../lib/auth-token.ts';
import { SiteFooter } from './site-footer.tsx';

/** Pages without the signed-in header. /maintenance among them: it polls the status only, not /auth/me (503). */
const logoOnly = new Set([
  '/',
  '/landing',
  '/login',
  '/register',
  '/password',
  '/reset-password',
  '/mentions-legales',
  '/maintenance',
]);

export function SiteLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  const showAppHeader = session && !logoOnly.has(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {showAppHeader ? <AppHeader /> : <LogoHeader />}
      {/* At least the window under the header: the footer starts below the fold, so a page growing as its data
          arrives never pushes it down in view (layout shift). */}
      <main
        id="contenu"
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-5xl flex-1 px-4 py-6 sm:py-10"
      >
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
