import { LogoHeader } from '../../components/logo-header.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import LandingPage from './landing-page.tsx';

/** The guest page frame (skip link, logo header, legal footer) around the landing page, without the router. */
export function LandingShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LogoHeader />
      <main id="contenu" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-10">
        <LandingPage />
      </main>
      <footer className="mt-auto border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]">
        <p className="py-4 text-center text-xs text-slate-600">
          <a href="/mentions-legales" className="underline">
            Mentions légales
          </a>
        </p>
      </footer>
    </div>
  );
}
