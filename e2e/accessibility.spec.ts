import { expect, expectNoSeriousAxeViolations, registerThroughApi, signIn, test } from './fixtures.ts';

for (const path of [
  '/',
  '/login',
  '/register',
  '/password',
  '/reset-password?token=abc',
  '/mentions-legales',
  '/introuvable',
]) {
  test(`no serious accessibility problem on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('no serious accessibility problem on the signed-in pages', async ({ page, request }) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  for (const path of ['/home', '/profil', '/envies', '/envies/noter', '/sans-tabac']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
});

test('each page sets its title and description', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Connexion/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(20);
});
