import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { AdminPlaceholder } from '../features/admin/admin-placeholder.tsx';
import { setMaintenanceHandler, setUnauthorizedHandler } from '../lib/api-client.ts';
import { guardLoader } from './guard-loader.ts';
import { preloadData } from './preload-data.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { SiteLayout } from './site-layout.tsx';

/** Lazy screens keep the landing page's first load small. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const NothingYet = () => null;

const appRoutes = (queryClient: QueryClient) => [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    loader: guardLoader,
    // The guard answers within moments of the first load: nothing is shown meanwhile (and React Router does
    // not warn about a missing fallback).
    HydrateFallback: NothingYet,
    // The guard runs on every navigation, not only when the URL's parameters change.
    shouldRevalidate: () => true,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, lazy: page(() => import('../features/landing/landing-page.tsx')) },
          { path: 'landing', lazy: page(() => import('../features/landing/landing-page.tsx')) },
          { path: 'login', lazy: page(() => import('../features/auth/login-page.tsx')) },
          { path: 'register', lazy: page(() => import('../features/auth/register-page.tsx')) },
          { path: 'password', lazy: page(() => import('../features/auth/forgot-password-page.tsx')) },
          { path: 'reset-password', lazy: page(() => import('../features/auth/reset-password-page.tsx')) },
          {
            path: 'home',
            lazy: page(() => import('../features/home/home-page.tsx')),
            loader: preloadData(queryClient, () => import('../features/home/preload.ts')),
          },
          { path: 'profil', lazy: page(() => import('../features/profile/profile-page.tsx')) },
          { path: 'depenses', lazy: page(() => import('../features/spending/spending-page.tsx')) },
          {
            path: 'resistance',
            lazy: page(() => import('../features/devices/resistance-page.tsx')),
            loader: preloadData(queryClient, () => import('../features/devices/preload.ts')),
          },
          {
            path: 'nicotine',
            lazy: page(() => import('../features/nicotine/nicotine-page.tsx')),
            loader: preloadData(queryClient, () => import('../features/nicotine/preload.ts')),
          },
          { path: 'calculateur', lazy: page(() => import('../features/calculator/calculator-page.tsx')) },
          {
            path: 'envies',
            lazy: page(() => import('../features/coach/cravings-page.tsx')),
            loader: preloadData(queryClient, () =>
              import('../features/coach/preload.ts').then(({ preloadCravings }) => ({
                preload: preloadCravings,
              })),
            ),
          },
          { path: 'envies/noter', lazy: page(() => import('../features/coach/log-craving-page.tsx')) },
          {
            path: 'sans-tabac',
            lazy: page(() => import('../features/coach/smoke-free-page.tsx')),
            loader: preloadData(queryClient, () =>
              import('../features/coach/preload.ts').then(({ preloadClock }) => ({ preload: preloadClock })),
            ),
          },
          { path: 'preparations', lazy: page(() => import('../features/batches/batches-page.tsx')) },
          {
            path: 'stock',
            lazy: page(() => import('../features/stash/stash-page.tsx')),
            loader: preloadData(queryClient, () => import('../features/stash/preload.ts')),
          },
          { path: 'eliquides', lazy: page(() => import('../features/eliquides/eliquides-page.tsx')) },
          { path: 'add-liquide', lazy: page(() => import('../features/eliquides/add-liquide-page.tsx')) },
          { path: 'liquides/:id', lazy: page(() => import('../features/eliquides/liquide-page.tsx')) },
          { path: 'mentions-legales', lazy: page(() => import('../features/legal/legal-page.tsx')) },
          { path: 'maintenance', lazy: page(() => import('../features/maintenance/maintenance-page.tsx')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('../features/admin/admin-layout.tsx')).AdminLayout }),
        children: [
          { index: true, lazy: page(() => import('../features/admin/pages/dashboard-page.tsx')) },
          { path: 'swagger', lazy: page(() => import('../features/admin/pages/swagger-page.tsx')) },
          { path: 'user', lazy: page(() => import('../features/admin/pages/users-page.tsx')) },
          { path: 'aromes', lazy: page(() => import('../features/admin/pages/aromes-page.tsx')) },
          { path: 'resistance', lazy: page(() => import('../features/admin/pages/resistances-page.tsx')) },
          { path: 'cigarette', lazy: page(() => import('../features/admin/pages/cigarettes-page.tsx')) },
          {
            path: 'eliquideUser',
            lazy: page(() => import('../features/admin/pages/eliquides-users-page.tsx')),
          },
          { path: 'menu', lazy: page(() => import('../features/admin/pages/menu-links-page.tsx')) },
          { path: 'setting', lazy: page(() => import('../features/admin/pages/settings-page.tsx')) },
          { path: 'sauvegardes', lazy: page(() => import('../features/admin/pages/backups-page.tsx')) },
          { path: 'emailing', element: <AdminPlaceholder /> },
          { path: 'logs', element: <AdminPlaceholder /> },
          { path: 'test', element: <AdminPlaceholder /> },
        ],
      },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(appRoutes(queryClient));
  // Registered with the router, before any page renders: a route loader's call answered 401 (a token revoked on
  // another device) or 503 on the very first navigation moves within the app instead of reloading the page.
  setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));
  setMaintenanceHandler(() => {
    if (window.location.pathname !== '/maintenance') void router.navigate('/maintenance', { replace: true });
  });
  return router;
}
