import type { APIRequestContext } from '@playwright/test';
import {
  createPlanThroughApi,
  expect,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function cravingsOf(request: APIRequestContext, token: string) {
  return (await (await request.get('/api/envies', { headers: auth(token) })).json()) as {
    total: number;
    held: number;
    slipCount: number;
    cigarettes: number;
  };
}

test('a craving in two taps from /home, then « Tenir bon »: a timer, encouragement and 39 89', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /Bonjour/ })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  // Tap 1: the intensity on /home's card.
  await page.getByRole('link', { name: 'Noter une envie d’intensité 4 sur 5' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Noter une envie' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /4/ })).toBeChecked();
  // Tap 2: « Enregistrer ».
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Envie notée. Bravo de l’avoir repérée !')).toBeVisible();
  expect(await cravingsOf(request, account.token)).toMatchObject({ total: 1, held: 1 });

  await page.getByRole('button', { name: 'Tenir bon' }).click();
  await expect(page.getByRole('heading', { name: 'Tenir bon' })).toBeVisible();
  const timer = page.getByTestId('hold-on-timer');
  await expect(timer).toHaveText(/^[23]:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  await expect(page.getByText(/Inspirez|Expirez/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '39 89' })).toHaveAttribute('href', 'tel:3989');
  await expect(page.getByText(/passe en quelques minutes/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Arrêter l’exercice' }).click();

  await page.goto('/envies');
  await expect(page.getByTestId('cravings-summary')).toContainText('1 envie, dont 1 sans cigarette');
  // At 390 px the grid's days (« Lun ») and hours (« 12 ») and the chart's dates (« 29/11 ») stay on one line.
  const lines = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluateAll((elements) =>
      elements
        .filter((element) => (element.textContent ?? '').trim() !== '')
        .map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          return `${element.textContent?.trim()}: ${tops.size}`;
        }),
    );
  const labels = [
    ...(await lines(
      page.locator('table:has(caption:text("Envies par jour de la semaine")) th:not(:has(.sr-only))'),
    )),
    ...(await lines(page.locator('figcaption > span:first-child, figcaption > span:last-child'))),
  ];
  expect(labels.length).toBeGreaterThan(10);
  expect(labels.filter((label) => !label.endsWith(': 1'))).toEqual([]);
  await expectNoSeriousAxeViolations(page);
});

test('a craving logged offline is sent once when the network is back', async ({ page, context, request }) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/envies/noter?intensite=2');
  await expect(page.getByRole('radio', { name: /2/ })).toBeChecked();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText(/Pas de réseau : la modification est gardée/)).toBeVisible();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await cravingsOf(request, account.token)).total).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Noter une envie' })).toBeVisible();
  expect((await cravingsOf(request, account.token)).total).toBe(1);
});

test('« J’ai fumé » leaves the plan, the series and the badges as they were; the clock asks first', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await createPlanThroughApi(request, account.token);
  const status = async () =>
    (await request.get('/api/nicotine/status', { headers: auth(account.token) })).json();
  const today = (await status()).today as string;
  expect(
    (
      await request.post('/api/nicotine/log', {
        headers: auth(account.token),
        data: { date: today, ml: 15, rate: 6 },
      })
    ).status(),
  ).toBe(200);
  const lastCigarette = new Date(Date.now() - 3 * 86_400_000).toISOString();
  await request.put('/api/compteur', {
    headers: auth(account.token),
    data: { lastCigaretteAt: lastCigarette },
  });
  const before = await status();
  await signIn(page, account.token);

  await page.goto('/nicotine');
  const series = page.getByRole('region', { name: 'Ma série' });
  await expect(series.getByTestId('streak-current')).toHaveText('1\u00a0jour');
  const badges = page.getByRole('region', { name: 'Mes badges' });
  const earned = await badges.locator('[data-earned="true"]').count();
  expect(earned).toBeGreaterThan(0);
  await expect(page.getByTestId('chart-slips')).toHaveCount(0);

  await page.goto('/envies/noter');
  await page.getByLabel('Nombre de cigarettes').fill('2');
  await page.getByLabel('Ce qui l’a déclenché (facultatif)').selectOption('alcool');
  await page.getByRole('button', { name: 'Noter cet écart' }).click();
  await expect(page.getByText(/Un écart n’efface pas vos progrès/)).toBeVisible();
  await expect(page.getByText('Remettre le compteur à zéro ?')).toBeVisible();
  const choices = page.getByRole('button', { name: /Non, je continue|Oui, remettre à zéro/ });
  await expect(choices.first()).toHaveText('Non, je continue');
  await choices.first().click();
  await expect(page.getByText('Votre compteur continue.', { exact: false })).toBeVisible();

  // Only the chart's marks change: the plan, its figures, the series and the badges' figures are as they were.
  const after = await status();
  expect(after.slips).toEqual([{ date: today, count: 2 }]);
  expect({ ...after, slips: before.slips }).toEqual(before);
  expect(await cravingsOf(request, account.token)).toMatchObject({ slipCount: 1, cigarettes: 2 });
  const clock = await (await request.get('/api/compteur', { headers: auth(account.token) })).json();
  expect(clock.lastCigaretteAt).toBe(lastCigarette);

  await page.goto('/nicotine');
  await expect(series.getByTestId('streak-current')).toHaveText('1\u00a0jour');
  await expect(badges.locator('[data-earned="true"]')).toHaveCount(earned);
  // The slip is a mark on the chart, said in words for everyone.
  await expect(page.getByTestId('chart-slips')).toContainText(
    'Écarts marqués sur la courbe : 2 cigarettes le',
  );
  // The chart loads once its card is in view.
  await page.getByRole('heading', { name: 'Ma courbe' }).scrollIntoViewIfNeeded();
  const chart = page.getByRole('img', { name: /Courbe de la nicotine consommée/ });
  await expect(chart).toHaveAttribute('aria-label', /un écart marqué d’un triangle rouge : 2 cigarettes le/);
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('slip-on-chart.png') });
  await expectNoSeriousAxeViolations(page);
  await page.goto('/envies');
  await expect(page.getByTestId('cravings-summary')).toContainText('1 écart (2 cigarettes)');
});

test('the smoke-free clock: the last cigarette in /profil, the NHS milestones, the next with its countdown', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/sans-tabac');
  await expect(page.getByRole('link', { name: 'Indiquer ma dernière cigarette' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/profil');
  const field = page.getByLabel('Date et heure');
  await field.fill('2999-01-01T10:00');
  await page
    .getByRole('region', { name: 'Dernière cigarette' })
    .getByRole('button', { name: 'Enregistrer' })
    .click();
  await expect(page.getByText(/au plus tard maintenant/)).toBeVisible();
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000 - 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  await field.fill(
    `${threeDaysAgo.getFullYear()}-${pad(threeDaysAgo.getMonth() + 1)}-${pad(threeDaysAgo.getDate())}T${pad(threeDaysAgo.getHours())}:${pad(threeDaysAgo.getMinutes())}`,
  );
  await page
    .getByRole('region', { name: 'Dernière cigarette' })
    .getByRole('button', { name: 'Enregistrer' })
    .click();
  await expect(page.getByText('Compteur enregistré.')).toBeVisible();

  await page.goto('/sans-tabac');
  await expect(page.getByTestId('smoke-free-days')).toHaveText('3 jours sans tabac');
  // One date formatter for every screen (issue 26 point 12): « 26 novembre 2026 à 8 h 05 ».
  await expect(
    page.getByText(/^Dernière cigarette le (1er|\d{1,2}) \p{L}+ \d{4} à \d{1,2} h \d{2}\.$/u),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('smoke-free-clock.png') });
  await expect(page.getByTestId('next-milestone')).toContainText('2 à 12 semaines');
  await expect(page.getByText('Après 72 heures (atteint)')).toBeAttached();
  await expect(page.getByText('Après 1 an (pas encore)')).toBeAttached();
  await expect(page.getByText(/Source : NHS/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/home');
  // The coach's cards load once their place (below the others) comes into view.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('home-smoke-free-days')).toHaveText('3 jours sans tabac');
});

/** Moves the server's day (the browser keeps its own), and answers that day (YYYY-MM-DD, Paris). */
async function serverDay(request: APIRequestContext, offsetDays: number, token: string) {
  expect((await request.post('/api/test/clock', { data: { offsetDays } })).status()).toBe(200);
  const status = await request.get('/api/nicotine/status', { headers: auth(token) });
  return ((await status.json()) as { today: string }).today;
}

async function logOn(
  request: APIRequestContext,
  token: string,
  offsetDays: number,
  ml: number,
  rate: number,
) {
  const date = await serverDay(request, offsetDays, token);
  const response = await request.post('/api/nicotine/log', {
    headers: auth(token),
    data: { date, ml, rate },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function rapidPlan(request: APIRequestContext, token: string) {
  await serverDay(request, 0, token);
  const response = await request.post('/api/nicotine/plan', {
    headers: auth(token),
    data: { startRate: 6, targetRate: 0, dailyAvgMl: 10, mode: 'rapide' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('the step down that holds (the server’s clock moved)', () => {
  test.afterEach(async ({ request }) => {
    expect((await request.post('/api/test/clock', { data: { offsetDays: 0 } })).status()).toBe(200);
  });

  test('after a step down, more mL a day: the app says so with the figures, and one tap holds the step', async ({
    page,
    request,
  }) => {
    test.slow();
    const account = await registerThroughApi(request);
    await rapidPlan(request, account.token);
    // A week at 6 mg/mL, 10 mL a day: 60 mg.
    for (let day = 0; day < 7; day++) await logOn(request, account.token, day, 10, 6);
    await serverDay(request, 7, account.token);
    await signIn(page, account.token);
    await page.goto('/nicotine');
    const dialog = page.getByRole('dialog', { name: 'Avez-vous tenu votre palier de départ à 6 mg/mL ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Sur 10, êtes-vous prêt à passer à 4,5 mg ?').selectOption('8');
    await expect(dialog.getByRole('button', { name: /demi-palier/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: "Oui, j'ai réussi !" }).click();
    await expect(page.getByText('Étape mise à jour')).toBeVisible();

    // Three days at 4,5 mg/mL but 14 mL a day: 63 mg, more than before.
    for (const day of [7, 8, 9]) await logOn(request, account.token, day, 14, 4.5);
    await page.goto('/nicotine');
    const card = page.getByTestId('compensation-card');
    await expect(
      card.getByRole('heading', {
        name: 'Vous vapotez plus depuis la baisse : votre nicotine par jour n’a presque pas baissé',
      }),
    ).toBeVisible();
    await expect(card).toContainText('10 mL et 60 mg de nicotine par jour');
    await expect(card).toContainText('14 mL et 63 mg par jour, soit 105 % d’avant');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('compensation.png') });
    await expectNoSeriousAxeViolations(page);

    const steps = async () =>
      (
        (await (await request.get('/api/nicotine/status', { headers: auth(account.token) })).json()) as {
          plan: { steps: { end: string }[] };
        }
      ).plan.steps;
    const endBefore = (await steps())[1]!.end;
    await card.getByRole('button', { name: 'Tenir ce palier une semaine de plus' }).click();
    await expect(page.getByText('Palier prolongé d’une semaine')).toBeVisible();
    expect((await steps())[1]!.end > endBefore).toBe(true);
  });

  test('not ready (below 7 on 10): a half step or a week more comes first, and the half step is one tap', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request);
    await rapidPlan(request, account.token);
    await serverDay(request, 7, account.token);
    await signIn(page, account.token);
    await page.goto('/nicotine');
    const dialog = page.getByRole('dialog', { name: 'Avez-vous tenu votre palier de départ à 6 mg/mL ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Sur 10, êtes-vous prêt à passer à 4,5 mg ?').selectOption('5');
    await expect(dialog.getByRole('status')).toContainText(
      'descendez d’un demi-palier, à 5,25 mg/mL, ou restez à 6 mg/mL une semaine de plus',
    );
    const half = dialog.getByRole('button', { name: 'Un demi-palier : passer à 5,25 mg/mL' });
    await expect(half).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Rester à 6 mg/mL une semaine de plus' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('gentler-path.png') });
    await expectNoSeriousAxeViolations(page);

    await half.click();
    await expect(page.getByText('Demi-palier ajouté')).toBeVisible();
    await expect(dialog).toBeHidden();
    const status = (await (
      await request.get('/api/nicotine/status', { headers: auth(account.token) })
    ).json()) as { plan: { steps: { rate: number; done: boolean }[] } };
    expect(status.plan.steps.map((step) => step.rate)).toEqual([6, 5.25, 4.5, 3, 1.5, 0]);
    expect(status.plan.steps.map((step) => step.done)).toEqual([true, false, false, false, false, false]);
    // The log form offers the new rate, and the steps list shows it as the current step.
    await expect(page.getByText('5,25 mg/mL').first()).toBeVisible();
    await page.getByRole('heading', { name: 'Mes paliers' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('after-half-step.png') });
  });
});

test('« arrêt d’un coup » at plan creation: the target at once, then cravings, the clock and the last cigarette', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/nicotine');
  await expect(page.getByRole('heading', { name: 'Créer mon plan de réduction' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  // The radios are drawn by their labels: a tap on the label, as a finger does.
  const tap = (name: string | RegExp) =>
    page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name }) })
      .click();
  await tap('12 mg');
  await expect(page.getByRole('radio', { name: '12 mg' })).toBeChecked();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText(/revue Cochrane CD013183/)).toBeVisible();
  // Neither path imposed: gradual is checked at first, « arrêt d'un coup » one tap away.
  await expect(page.getByRole('radio', { name: /Palier par palier/ })).toBeChecked();
  await tap(/Arrêt d’un coup/);
  await expect(page.getByRole('radio', { name: /Arrêt d’un coup/ })).toBeChecked();
  await expect(page.getByTestId('estimated-weeks')).toHaveText('Dès aujourd’hui');
  await expect(page.getByRole('radio', { name: /Normal/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('quit-at-once-form.png'), fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Créer mon plan' }).click();

  const card = page.getByTestId('quit-at-once-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('vous vapez sans nicotine (avant : 12 mg/mL)');
  await expect(card.getByRole('link', { name: 'Noter une envie' })).toHaveAttribute('href', '/envies/noter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const status = await (await request.get('/api/nicotine/status', { headers: auth(account.token) })).json();
  expect(status.plan).toMatchObject({ approach: 'arret', startRate: 12, targetRate: 0 });
  expect(status.plan.steps).toHaveLength(1);

  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000 - 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const lastCigarette = page.getByRole('region', { name: 'Dernière cigarette' });
  await lastCigarette
    .getByLabel('Date et heure')
    .fill(
      `${twoDaysAgo.getFullYear()}-${pad(twoDaysAgo.getMonth() + 1)}-${pad(twoDaysAgo.getDate())}T${pad(twoDaysAgo.getHours())}:${pad(twoDaysAgo.getMinutes())}`,
    );
  await lastCigarette.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Compteur enregistré.')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('quit-at-once-plan.png') });
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('link', { name: 'Mon compteur sans tabac' }).click();
  await expect(page.getByTestId('smoke-free-days')).toHaveText('2 jours sans tabac');
});
