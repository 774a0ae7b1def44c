import {
  adminCredentials,
  expect,
  loginThroughApi,
  registerThroughApi,
  setMaintenance,
  signIn,
  test,
} from './fixtures.ts';

test.afterEach(async ({ request }) => {
  await setMaintenance(request, false);
});

test('maintenance on sends users to /maintenance; off brings them back', async ({ page, request }) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await setMaintenance(request, true, 'Nous changeons les résistances du serveur, retour vers 15 h.');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: 'Site en maintenance' })).toBeVisible();
  await expect(page.getByText('Nous changeons les résistances du serveur, retour vers 15 h.')).toBeVisible();

  await setMaintenance(request, false);
  await expect(page).toHaveURL(/\/home$/);
});

test('a visitor goes back to / when maintenance ends, and an admin is never blocked', async ({
  page,
  request,
}) => {
  await setMaintenance(request, true);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(
    page.getByText('Nous effectuons actuellement une maintenance. Le site sera de retour très bientôt.'),
  ).toBeVisible();
  await setMaintenance(request, false);
  await expect(page).toHaveURL(/\/$/);

  await setMaintenance(request, true);
  const { token } = await loginThroughApi(request, adminCredentials.email, adminCredentials.password);
  await signIn(page, token);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
});
