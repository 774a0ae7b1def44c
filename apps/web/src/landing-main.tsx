import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchMaintenance } from './app/fetch-maintenance.ts';
import { decideNavigation } from './app/navigation-guard.ts';
import { LandingShell } from './features/landing/landing-shell.tsx';
import { readSession } from './lib/auth-token.ts';
import './index.css';

/**
 * The landing page's own entry: the same route guard as the app, without the router and data layer, so a
 * first visit downloads little. The service worker is registered here too, so the app works offline and
 * can be installed from this first page.
 */
const path = window.location.pathname;
const { session, hadInvalidToken } = readSession();
const role = session?.role ?? null;
const leaveFor = (target: string | null) => {
  if (target && target !== path) window.location.replace(target);
  return Boolean(target && target !== path);
};

if (!leaveFor(decideNavigation({ path, role, hadInvalidToken, maintenance: null }))) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LandingShell />
    </StrictMode>,
  );
  // Maintenance is checked without holding the first paint back.
  void fetchMaintenance().then((maintenance) =>
    leaveFor(decideNavigation({ path, role, hadInvalidToken, maintenance })),
  );
  if ('serviceWorker' in navigator) registerSW({ immediate: true });
}
