import { expect, registerThroughApi, signIn, test } from './fixtures.ts';

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

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(account.prenom);
    await expect(page.getByText('Hors ligne')).toBeVisible();
    await page.goto('/mentions-legales');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mentions légales');
  } finally {
    await context.setOffline(false);
  }
});
