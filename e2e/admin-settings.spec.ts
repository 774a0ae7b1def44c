import {
  adminCredentials,
  expect,
  expectNoSeriousAxeViolations,
  loginThroughApi,
  setMaintenance,
  signIn,
  test,
} from './fixtures.ts';

test.afterEach(async ({ request }) => {
  await setMaintenance(request, false);
});

test('the admin dashboard counts, the maintenance setting and the API documentation link', async ({
  page,
  request,
}) => {
  const { token } = await loginThroughApi(request, adminCredentials.email, adminCredentials.password);
  await signIn(page, token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.locator('dd').nth(1)).toHaveText(/\d[\d\s ]{2,}/);
  await expectNoSeriousAxeViolations(page);

  await page.goto('/admin/setting');
  await page.getByLabel('Message affiché').fill('Retour à 15 h');
  await page.getByRole('button', { name: 'Activer' }).click();
  await expect(page.getByText('Maintenance activée')).toBeVisible();
  expect(await (await request.get('/api/maintenance')).json()).toEqual({
    maintenance: true,
    message: 'Retour à 15 h',
  });
  await page.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Maintenance désactivée')).toBeVisible();
  expect((await (await request.get('/api/maintenance')).json()).maintenance).toBe(false);

  await page.goto('/admin/swagger');
  await expect(page.getByRole('link', { name: "Ouvrir la documentation de l'API" })).toHaveAttribute(
    'href',
    '/api/docs',
  );
});
