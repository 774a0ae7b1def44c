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

  expect(await status()).toEqual(before);
  expect(await cravingsOf(request, account.token)).toMatchObject({ slipCount: 1, cigarettes: 2 });
  const clock = await (await request.get('/api/compteur', { headers: auth(account.token) })).json();
  expect(clock.lastCigaretteAt).toBe(lastCigarette);

  await page.goto('/nicotine');
  await expect(series.getByTestId('streak-current')).toHaveText('1\u00a0jour');
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
