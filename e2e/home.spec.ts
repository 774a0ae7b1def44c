import {
  createPlanThroughApi,
  expect,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';

test('the home cards show the latest liquids, the most worn coil and the nicotine plan', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  await signIn(page, account.token);
  await page.goto('/home');
  await expect(page.getByText('Aucun liquide trouvé')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer un plan' })).toBeVisible();

  const [arome] = await (await request.get('/api/aromes/search?name=vanilla', { headers })).json();
  expect(
    (
      await request.post('/api/eliquides', {
        headers,
        data: { arome_id: arome.id, brand: arome.brand, rating: 3.5 },
      })
    ).status(),
  ).toBe(201);
  const { cigarette } = await (
    await request.post('/api/cigarettes', { headers, data: { modele: 'Zeus X' } })
  ).json();
  const installed = new Date(Date.now() - 16 * 86400000).toISOString().slice(0, 10);
  await request.post('/api/resistance', {
    headers,
    data: { cigId: cigarette._id, dateInstallation: installed, duree: 15 },
  });
  await createPlanThroughApi(request, account.token);

  await page.reload();
  await expect(page.getByRole('link', { name: new RegExp(arome.name) })).toHaveAttribute(
    'href',
    /\/liquides\/\d+/,
  );
  await expect(page.getByText('Note : 3,5 sur 5')).toBeAttached();
  await expect(page.getByText('Zeus X')).toBeVisible();
  await expect(page.getByText('À remplacer !')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Changer ma résistance' })).toHaveAttribute(
    'href',
    '/resistance',
  );
  await expect(page.getByRole('progressbar', { name: 'Progression du plan' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expectNoSeriousAxeViolations(page);
});
