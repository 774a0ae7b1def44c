import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * React Router 7's package exports only its development build (dev warnings on, larger), a known upstream
 * issue (remix-run/react-router#14102); the production build it ships beside it is used for `vite build`.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * index.html and landing.html are one document with two entry scripts: each page holds only its entry, and
 * page.html the document around it, put together before Vite reads the page (the built pages are the same as
 * when each was written out in full).
 */
function sharedPage(): Plugin {
  let root = '';
  return {
    name: 'vapolib-shared-page',
    configResolved: (config) => {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const entry = html.match(/<script type="module" src="[^"]+"><\/script>/)?.[0];
        if (!entry) throw new Error('An HTML page names no entry script');
        return fs.readFileSync(path.join(root, 'page.html'), 'utf8').replace('<!-- entry -->', () => entry);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    sharedPage(),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Vapolib – réduire sa nicotine',
        short_name: 'Vapolib',
        description:
          'Notez vos e-liquides, suivez vos résistances, réduisez votre nicotine pas à pas et préparez vos mélanges.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0f766e',
        background_color: '#f0fdfa',
        categories: ['health', 'lifestyle'],
        // Long-press on the installed app's icon: a craving or the day's consumption in two taps.
        shortcuts: [
          {
            name: 'Noter une envie',
            short_name: 'Une envie',
            url: '/envies/noter',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Noter ma consommation',
            short_name: 'Ma consommation',
            url: '/nicotine#nicotine-log',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        screenshots: [
          {
            src: '/screenshots/accueil-mobile.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Accueil',
          },
          {
            src: '/screenshots/accueil-large.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Accueil',
          },
        ],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        // "/" is the landing page's own light document (landing.html); "/landing" finds it through cleanURLs.
        directoryIndex: 'landing.html',
        navigateFallbackDenylist: [/^\/api/],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        cleanupOutdatedCaches: true,
        // Reminders pushed by the server (coils open /resistance, the daily check-in /nicotine), and Background Sync of the outbox.
        importScripts: ['/push-handler.js', '/outbox-sync.js'],
        runtimeCaching: [
          {
            // Data screens show the last answer seen when the network is gone (cleared at logout).
            urlPattern: ({ url, request }) =>
              url.pathname.startsWith('/api/') &&
              request.method === 'GET' &&
              !url.pathname.startsWith('/api/docs') &&
              !url.pathname.startsWith('/api/test') &&
              !url.pathname.startsWith('/api/maintenance'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'vapolib-api',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url }) => /^\/api\/aromes\/\d+\/image\.svg$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'vapolib-images',
              expiration: { maxEntries: 500, maxAgeSeconds: 30 * 24 * 3600 },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // The pages' HTML still preloads its entry's chunks; a lazy page's chunks are not: appending a
    // <link rel="modulepreload"> for each of them (20 to 30 per page) cost a phone more main-thread time than
    // the round trips it saves (Lighthouse, /nicotine at 4× slowdown: blocking time 1 155 → 333 ms, LCP not worse).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rollupOptions: { input: { app: 'index.html', landing: 'landing.html' } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3001' } },
}));
