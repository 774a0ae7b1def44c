import { OfflineIndicator } from './offline-indicator.tsx';
import { Logo } from './ui/logo.tsx';

/** The logo-only header of the guest pages; the logo leads to the landing page, its own document. */
export function LogoHeader() {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4">
        <a
          href="/"
          className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-brand-800"
        >
          <Logo />
          <span>Vapolib</span>
        </a>
        <OfflineIndicator />
      </div>
    </header>
  );
}
