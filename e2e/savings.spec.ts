import {
  createPlanThroughApi,
  expect,
  expectApiAnswerCached,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('fill « Mes dépenses », then see the money saved on /home, online and offline', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  await createPlanThroughApi(request, account.token);
  // The server's day (Paris, and its test clock) is the one the figures count from.
  const { usage } = await (await request.get('/api/depenses', { headers })).json();
  const today: string = usage.today;
  const logged = await request.post('/api/nicotine/log', { headers, data: { date: today, ml: 5, rate: 6 } });
  expect(logged.status(), await logged.text()).toBe(200);

  await signIn(page, account.token);
  await page.goto('/home');
  const card = page.getByTestId('savings-card');
  await expect(card.getByRole('heading', { name: 'Mes économies' })).toBeVisible();
  await card.getByRole('link', { name: 'Renseigner mes dépenses' }).click();
  await expect(page).toHaveURL(/\/depenses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes dépenses' })).toBeVisible();

  // 10 mL bottles at 6 €, a coil at 3,50 €, vaping for 10 days (today included), 10 cigarettes a day before.
  await page.getByText('Flacons de 10 mL').click();
  await page.getByLabel('Prix d’un flacon de 10 mL').fill('6');
  await expect(page.getByRole('note')).toHaveText(/Soit environ 6,00\s€ les 10 mL à 6 mg\/mL\./);
  await page.getByLabel('Prix d’une résistance').fill('abc');
  await page.getByLabel('Vous vapez depuis le').fill(addDays(today, -9));
  await page.getByLabel('Cigarettes par jour').fill('10');
  await expect(page.getByLabel('Prix d’un paquet de 20')).toHaveValue('12,50');
  await page.getByRole('button', { name: 'Enregistrer mes dépenses' }).click();
  await expect(page.getByText(/Indiquez un prix en euros/)).toBeVisible();
  await expect(page.getByLabel('Prix d’une résistance')).toBeFocused();
  await page.getByLabel('Prix d’une résistance').fill('3,50');
  await page.getByRole('button', { name: 'Enregistrer mes dépenses' }).click();
  await expect(page.getByText('Dépenses enregistrées !')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Cigarettes: 10 × 12,50 € / 20 × 10 days = 62,50 €. Vaping: 5 mL a day at 0,60 € the mL = 30 €, and a
  // coil every 15 days: 10 / 15 × 3,50 € = 2,33 €. Saved: 62,50 − 32,33 = 30,17 €.
  await page.goto('/home');
  await expect(card.getByTestId('savings-amount')).toHaveText(/^30,17\s€$/);
  await expect(card.getByTestId('month-spending')).toHaveText(/Ce mois-ci : 3,00\s€ de vape \(5\smL notés\)/);
  await expect(card.getByRole('link', { name: 'Modifier mes dépenses' })).toHaveAttribute(
    'href',
    '/depenses',
  );

  // The same card on /nicotine, and the figures stay on screen without network.
  await page.goto('/nicotine');
  await expect(page.getByTestId('savings-amount')).toHaveText(/^30,17\s€$/);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.reload();
  await expectApiAnswerCached(page, '/api/depenses');
  await context.setOffline(true);
  try {
    await page.goto('/home');
    await expect(page.getByText('Hors ligne')).toBeVisible();
    await expect(page.getByTestId('savings-amount')).toHaveText(/^30,17\s€$/);
  } finally {
    await context.setOffline(false);
  }
});
