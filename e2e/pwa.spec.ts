import fs from 'node:fs/promises';
import path from 'node:path';
import {
  createPlanThroughApi,
  expect,
  expectApiAnswerCached,
  registerThroughApi,
  servedByServiceWorker,
  signIn,
  test,
} from './fixtures.ts';

test('the manifest is French, installable, with icons and screenshots', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    lang: 'fr',
    short_name: 'Vapolib',
    display: 'standalone',
    start_url: '/home',
  });
  expect(
    manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
  ).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']));
  for (const icon of [...manifest.icons, ...manifest.screenshots]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});

test('a first visit to the landing page loads no router, registers the service worker and offers "Rejoindre"', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vapotez mieux');
  await expect(page.getByRole('button', { name: 'Rejoindre' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  expect(scripts.some((script) => /\/assets\/landing-[\w-]+\.js$/.test(script))).toBe(true);
  expect(scripts.some((script) => /\/assets\/app-[\w-]+\.js$/.test(script))).toBe(false);
  // Chromium's own installability check (what Lighthouse's former PWA audit ran): nothing stands in the way
  // but the test browser's private profile ("in-incognito"), which is not the app's doing.
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((error) => error.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);
  await page.getByRole('link', { name: 'J’ai déjà un compte' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('after a first visit, the app opens and shows the last data with no network', async ({
  page,
  context,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load installs the worker; the second is served through it and fills the data cache.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.prenom);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expectApiAnswerCached(page, '/api/auth/me');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(account.prenom);
    await expect(page.getByText('Hors ligne')).toBeVisible();
    await page.goto('/mentions-legales');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mentions légales');
    // The landing page is its own light document, precached too.
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Vapotez mieux');
  } finally {
    await context.setOffline(false);
  }
});

test('offline: my liquids and the calculator open; a nicotine log waits, then reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  const [aroma] = (await (
    await request.get('/api/aromes/search?name=vanilla%20custard', { headers })
  ).json()) as Array<{ id: number; name: string; brand: string }>;
  expect(
    (
      await request.post('/api/eliquides', {
        headers,
        data: { arome_id: aroma!.id, brand: aroma!.brand, rating: 4, description: 'Mon préféré.' },
      })
    ).status(),
  ).toBe(201);
  await createPlanThroughApi(request, account.token);

  await signIn(page, account.token);
  await page.goto('/home');
  await servedByServiceWorker(page);
  // Seen once online, so the last answers are in the data cache.
  await page.goto('/eliquides');
  await expect(page.getByText(aroma!.name).first()).toBeVisible();
  await expectApiAnswerCached(page, '/api/eliquides');
  await page.goto('/calculateur');
  await expect(page.getByRole('heading', { level: 1, name: 'Calculateur' })).toBeVisible();
  await page.goto('/nicotine');
  await expect(page.getByRole('progressbar', { name: 'Progression du plan' })).toBeVisible();
  await expectApiAnswerCached(page, '/api/nicotine/status');
  await expectApiAnswerCached(page, '/api/auth/me');

  await context.setOffline(true);
  try {
    await page.goto('/eliquides');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes liquides' })).toBeVisible();
    await expect(page.getByText(aroma!.name).first()).toBeVisible();
    await expect(page.getByText('Hors ligne')).toBeVisible();

    await page.goto('/calculateur');
    await expect(page.getByRole('heading', { level: 1, name: 'Calculateur' })).toBeVisible();
    await page.getByLabel('Quantité', { exact: true }).fill('50');
    // 50 mL: booster 7,5 mL (8 would be 3,2 mg/mL), arôme 9,375 → 9, base 33,5
    await expect(page.getByTestId('quick-base')).toHaveText('33,5 mL');

    await page.goto('/nicotine');
    await expect(page.getByRole('progressbar', { name: 'Progression du plan' })).toBeVisible();
    await page.getByLabel('Quantité (mL)').fill('12');
    await page.getByLabel('Taux (mg/mL)').selectOption('6');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByText(
        'Pas de réseau : la modification est gardée et sera envoyée dès le retour de la connexion.',
      ),
    ).toBeVisible();
    await expect(page.getByText('1 modification en attente', { exact: false })).toBeVisible();
    // The waiting log shows at once, and still after the app is reopened offline.
    const history = page.getByRole('table', { name: 'Historique de ma consommation' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toContainText('72 mg');
    await page.reload();
    await expect(history.getByRole('row').nth(1)).toContainText('72 mg');
    await expect(page.getByText('1 modification en attente', { exact: false })).toBeVisible();
    const waiting = await (await request.get('/api/nicotine/status', { headers })).json();
    expect(waiting.chartData).toHaveLength(0);
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByText(/^Enregistré : Consommation du/)).toBeVisible();
  const saved = await (await request.get('/api/nicotine/status', { headers })).json();
  expect(saved.chartData).toHaveLength(1);
  expect(saved.chartData[0]).toMatchObject({ ml: 12 });
  // A later start (page reload) finds nothing waiting: the write is not sent a second time.
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Historique de ma consommation' }).getByRole('row'),
  ).toHaveCount(2);
  await expect(page.getByText('modification en attente', { exact: false })).toHaveCount(0);
});

test('a new version is offered with "Recharger", and taken only when the user says so', async ({ page }) => {
  const dist = process.env.WEB_DIST
    ? path.resolve(import.meta.dirname, process.env.WEB_DIST)
    : path.resolve(import.meta.dirname, '../apps/web/dist');
  const worker = path.join(dist, 'sw.js');
  const original = await fs.readFile(worker, 'utf8');
  await page.goto('/login');
  await servedByServiceWorker(page);
  await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);
  try {
    // A deployment: the service worker changes on the server.
    await fs.writeFile(worker, `${original}\n// nouvelle version ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(page.getByText('Nouvelle version disponible')).toBeVisible();
    await page.getByRole('button', { name: 'Recharger' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);
    // The new worker took over: nothing waits any more.
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      )
      .toBe(false);
  } finally {
    await fs.writeFile(worker, original);
  }
});
