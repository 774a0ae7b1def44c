import { adminCredentials, expect, loginThroughApi, registerThroughApi, signIn, test } from './fixtures.ts';

test('a visitor is sent to /login from auth and admin routes', async ({ page }) => {
  for (const path of ['/home', '/profil', '/eliquides']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  }
  for (const path of ['/admin', '/admin/user']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('after signing in, a visitor comes back to the page they opened (a shared link)', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await page.goto('/calculateur?nicotine=9');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The calculator then writes all its inputs in the address: the shared nicotine stays.
  await expect(page).toHaveURL(/\/calculateur\?(.*&)?nicotine=9(&|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calculateur' })).toBeVisible();
});

test('a signed-in user is kept out of /admin and sent from guest pages to /home', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/home$/);
  for (const path of ['/login', '/register', '/password', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
  await page.goto('/landing');
  await expect(page).toHaveURL(/\/landing$/);
});

test('an expired or broken token is removed and the user goes to /login', async ({ page }) => {
  await signIn(page, 'pas-un-jeton');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a token revoked on another device sends the user to /login without reloading the page', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  const logout = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(logout.status()).toBe(200);
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) documents.push(sent.url());
  });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(documents.map((url) => new URL(url).pathname)).toEqual(['/home']);
});

test('an admin reaches the back-office, and the burger menu shows the Admin link', async ({
  page,
  request,
}) => {
  const { token } = await loginThroughApi(request, adminCredentials.email, adminCredentials.password);
  await signIn(page, token);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the burger menu lists the dynamic links, closes on an outside click', async ({ page, request }) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('link', { name: /Calculateur/ })).toBeVisible();
  await expect(page.getByText('Paramètres')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: /Calculateur/ })).toHaveCount(0);
});

test('an unknown path shows "Page introuvable" with a way home', async ({ page }) => {
  await page.goto('/nulle-part/ici');
  await expect(page.getByText('Page introuvable')).toBeVisible();
  await expect(page.getByText("Oups ! Cette page n'existe pas.")).toBeVisible();
  await expect(page).toHaveTitle(/Page introuvable/);
});

test('« Retour » on a page opened in a new tab goes to the liquids list, not out of the app', async ({
  page,
  context,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  const tab = await context.newPage();
  await tab.goto('/add-liquide');
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await tab.getByRole('button', { name: 'Retour' }).click();
  await expect(tab).toHaveURL(/\/eliquides$/);
  await tab.close();
});
