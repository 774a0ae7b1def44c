import {
  createPlanThroughApi,
  expect,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';

test('« Je vape ce mélange » on a day already logged asks first: cancel, add the mL, replace the rate', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  await createPlanThroughApi(request, account.token);
  const batch = await request.post('/api/preparations', {
    headers,
    data: { name: 'Fraise 12', volume_ml: 30, nicotine_rate: 12, flavour_family: 'gourmand' },
  });
  expect(batch.status(), await batch.text()).toBe(201);
  const todayLog = async () => {
    const status = await (await request.get('/api/nicotine/status', { headers })).json();
    return status.logs.find((log: { date: string }) => log.date === status.today);
  };
  const { today } = await (await request.get('/api/nicotine/status', { headers })).json();
  const logged = await request.post('/api/nicotine/log', {
    headers,
    data: { date: today, ml: 8, rate: 10.5 },
  });
  expect(logged.status(), await logged.text()).toBe(200);

  await signIn(page, account.token);
  await page.goto('/preparations');
  const vape = page.getByRole('button', { name: 'Je vape ce mélange : Fraise 12' });
  const dialog = page.getByRole('dialog', { name: 'Je vape ce mélange' });

  // One tap only asks, showing the day's log beside the mix; « Annuler » leaves the day as it was.
  await vape.click();
  await expect(dialog.getByText('8 mL à 10,5 mg/mL')).toBeVisible();
  await expect(dialog.getByText('12 mg/mL', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  expect(await todayLog()).toEqual({ date: today, ml: 8, rate: 10.5 });

  // Adding 4 mL of the mix: 12 mL, and 84 + 48 = 132 mg of nicotine, so 11 mg/mL.
  await vape.click();
  await dialog.getByLabel('mL de ce mélange en plus').fill('4');
  await expect(
    dialog.getByText('La journée devient 12 mL à 11 mg/mL (taux moyen pondéré par les mL).'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Ajouter les mL' }).click();
  await expect(page.getByText('Consommation du jour mise à jour : 12 mL à 11 mg/mL.')).toBeVisible();
  expect(await todayLog()).toEqual({ date: today, ml: 12, rate: 11 });

  // Replacing the rate keeps the day's mL.
  await vape.click();
  await expect(dialog.getByText('12 mL à 11 mg/mL', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remplacer le taux' }).click();
  await expect(page.getByText('Consommation du jour mise à jour : 12 mL à 12 mg/mL.')).toBeVisible();
  expect(await todayLog()).toEqual({ date: today, ml: 12, rate: 12 });
});
