import type { APIRequestContext } from '@playwright/test';
import {
  createPlanThroughApi,
  expect,
  expectApiAnswerCached,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  servedByServiceWorker,
  signIn,
  test,
} from './fixtures.ts';

test.afterEach(async ({ request }) => {
  expect((await request.post('/api/test/clock', { data: { offsetDays: 0 } })).status()).toBe(200);
});

/** Moves the server's day, and answers that day (YYYY-MM-DD, Paris). */
async function serverDay(request: APIRequestContext, offsetDays: number, token: string) {
  expect((await request.post('/api/test/clock', { data: { offsetDays } })).status()).toBe(200);
  const status = await request.get('/api/nicotine/status', { headers: { authorization: `Bearer ${token}` } });
  return ((await status.json()) as { today: string }).today;
}

async function logThroughApi(request: APIRequestContext, token: string, date: string) {
  const response = await request.post('/api/nicotine/log', {
    headers: { authorization: `Bearer ${token}` },
    data: { date, ml: 15, rate: 6 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('the daily series: logged days in a row, a forgotten day pauses it, a log resumes it; the reminder in /profil', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await registerThroughApi(request);
  await createPlanThroughApi(request, account.token);
  // Three days logged in a row, the fourth forgotten; the fifth is today.
  for (const offset of [0, 1, 2])
    await logThroughApi(request, account.token, await serverDay(request, offset, account.token));
  await serverDay(request, 4, account.token);
  await signIn(page, account.token);

  await page.goto('/home');
  const homeSeries = page.locator('section', { has: page.getByRole('heading', { name: 'Ma série' }) });
  await expect(homeSeries.getByTestId('streak-current')).toHaveText('3\u00a0jours');
  await expect(homeSeries.getByTestId('checkin-streak')).toHaveAttribute('data-state', 'en-pause');
  await expect(homeSeries.getByText(/Votre série est en pause/)).toBeVisible();
  await expect(homeSeries).not.toContainText('échec');
  await expectNoSeriousAxeViolations(page);

  // Noting today on /nicotine resumes the series: the forgotten day is forgiven.
  await homeSeries.getByRole('link', { name: /Ma série/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suivi de nicotine' })).toBeVisible();
  const nicotineSeries = page.getByRole('region', { name: 'Ma série' });
  await expect(nicotineSeries.getByTestId('streak-current')).toHaveText('3\u00a0jours');
  await page.getByLabel('Quantité (mL)').fill('12');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Log enregistré !')).toBeVisible();
  await expect(nicotineSeries.getByTestId('streak-current')).toHaveText('4\u00a0jours');
  await expect(nicotineSeries.getByTestId('checkin-streak')).toHaveAttribute('data-state', 'active');
  await expect(nicotineSeries.getByText('Consommation du jour notée. À demain !')).toBeVisible();
  await expect(page.locator('li[data-earned="false"]', { hasText: 'Série de 30 jours' })).toBeVisible();

  await page.goto('/home');
  await expect(homeSeries.getByTestId('streak-current')).toHaveText('4\u00a0jours');

  // The daily reminder: off at first, on at 7 h, still on after a reload.
  await page.goto('/profil');
  const reminder = page.getByRole('region', { name: 'Rappel quotidien' });
  const toggle = reminder.getByRole('checkbox', { name: 'Me le rappeler chaque jour' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await reminder.getByLabel('Heure du rappel').selectOption('7');
  await toggle.check();
  await expect(reminder.getByText('Rappel quotidien activé.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(reminder.getByLabel('Heure du rappel')).toHaveValue('7');
  const saved = await request.get('/api/rappel-quotidien', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(await saved.json()).toEqual({ actif: true, heure: 7 });
});

test('offline: the series shows from the cached status, and the reminder switch waits in the outbox', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const account = await registerThroughApi(request);
  await createPlanThroughApi(request, account.token);
  for (const offset of [0, 1])
    await logThroughApi(request, account.token, await serverDay(request, offset, account.token));
  const headers = { authorization: `Bearer ${account.token}` };

  await signIn(page, account.token);
  await page.goto('/home');
  await servedByServiceWorker(page);
  const homeSeries = page.locator('section', { has: page.getByRole('heading', { name: 'Ma série' }) });
  await expect(homeSeries.getByTestId('streak-current')).toHaveText('2\u00a0jours');
  await expectApiAnswerCached(page, '/api/nicotine/status');
  await page.goto('/profil');
  const reminder = page.getByRole('region', { name: 'Rappel quotidien' });
  const toggle = reminder.getByRole('checkbox', { name: 'Me le rappeler chaque jour' });
  await expect(toggle).toBeEnabled();
  await expectApiAnswerCached(page, '/api/rappel-quotidien');
  await expectApiAnswerCached(page, '/api/auth/me');

  await context.setOffline(true);
  try {
    await page.goto('/home');
    await expect(homeSeries.getByTestId('streak-current')).toHaveText('2\u00a0jours');
    await expect(homeSeries.getByTestId('checkin-streak')).toHaveAttribute('data-state', 'active');

    await page.goto('/profil');
    await expect(toggle).toBeEnabled();
    await toggle.check();
    await expect(
      reminder.getByText(
        'Pas de réseau : la modification est gardée et sera envoyée dès le retour de la connexion.',
      ),
    ).toBeVisible();
    // Reopened offline, the switch still says what the user chose.
    await page.reload();
    await expect(toggle).toBeChecked();
    expect(await (await request.get('/api/rappel-quotidien', { headers })).json()).toEqual({
      actif: false,
      heure: 20,
    });
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByText(/^Enregistré : Rappel quotidien/)).toBeVisible();
  expect(await (await request.get('/api/rappel-quotidien', { headers })).json()).toEqual({
    actif: true,
    heure: 20,
  });
  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('modification en attente', { exact: false })).toHaveCount(0);
});
