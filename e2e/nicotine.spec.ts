import {
  createPlanThroughApi,
  expect,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';

test.afterEach(async ({ request }) => {
  expect((await request.post('/api/test/clock', { data: { offsetDays: 0 } })).status()).toBe(200);
});

test('create a plan, log a day, edit the rhythm, confirm the step when it ends', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/nicotine');
  await expect(page.getByRole('heading', { level: 1, name: 'Suivi de nicotine' })).toBeVisible();
  await expect(page).toHaveTitle(/Suivi de nicotine/);

  // The creation form: defaults 20 mL, 6 mg/mL → 0, normal; the figures follow live.
  await expect(page.getByTestId('daily-mg')).toHaveText('120 mg');
  await expect(page.getByTestId('estimated-weeks')).toHaveText('8 semaines');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('radio', { name: '6 mg' })).toBeChecked();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('radio', { name: '0 mg' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Normal/ })).toBeChecked();
  await page.getByRole('button', { name: 'Créer mon plan' }).click();
  await expect(page.getByText('Plan créé avec succès !')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progression du plan' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByRole('link', { name: 'Préparer mon liquide à 4,5 mg' })).toHaveAttribute(
    'href',
    '/calculateur?nicotine=4.5',
  );
  await expect(page.locator('li[data-earned="true"]', { hasText: 'Premier pas' })).toBeVisible();

  // Log 20 mL at 6 mg today.
  await page.getByLabel('Quantité (mL)').fill('0');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Merci d’indiquer une quantité en mL supérieure à 0.')).toBeVisible();
  await page.getByLabel('Quantité (mL)').fill('20');
  await page.getByLabel('Taux (mg/mL)').selectOption('6');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Log enregistré !')).toBeVisible();
  await expect(
    page.getByText('Vous avez déjà noté votre consommation aujourd’hui', { exact: false }),
  ).toBeVisible();
  const history = page.getByRole('table', { name: 'Historique de ma consommation' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('120 mg');
  await expect(history.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('6');
  // The chart loads when its card comes near the screen.
  await page.getByRole('heading', { name: 'Ma courbe' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /Courbe de la nicotine consommée/ })).toBeVisible();
  await expect(page.getByTestId('nicotine-saved')).toHaveText('0 mg');
  await expectNoSeriousAxeViolations(page);

  // The note shows on load too, and the same day again is an update.
  await page.reload();
  await expect(
    page.getByText('Vous avez déjà noté votre consommation aujourd’hui', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mettre à jour' })).toBeVisible();

  // Faster rhythm: a reduction every week.
  await page.getByRole('button', { name: 'Modifier les paliers' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier les paliers' });
  await edit.getByText('Rapide').click();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Plan mis à jour !')).toBeVisible();
  await expect(page.getByText('Rythme rapide : une baisse toutes les semaines.')).toBeVisible();

  // Eight days later the first week is over: the question comes.
  expect((await request.post('/api/test/clock', { data: { offsetDays: 8 } })).status()).toBe(200);
  await page.reload();
  // The first step is the starting rate: the question is whether the user held it.
  const question = page.getByRole('dialog', { name: 'Avez-vous tenu votre palier de départ à 6 mg/mL ?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: "Oui, j'ai réussi !" }).click();
  await expect(page.getByText('Étape mise à jour')).toBeVisible();
  await expect(question).toBeHidden();
  // 6 → 0 in 4 reductions: one done is 25 %.
  await expect(page.getByRole('progressbar', { name: 'Progression du plan' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await expect(page.locator('li[data-earned="true"]', { hasText: 'Une semaine' })).toBeVisible();

  await page.goto('/home');
  await page.getByRole('progressbar', { name: 'Progression du plan' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /Courbe de la nicotine consommée/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progression du plan' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
});

test('suspend the plan and start again from the creation form', async ({ page, request }) => {
  const account = await registerThroughApi(request);
  await createPlanThroughApi(request, account.token);
  await signIn(page, account.token);
  await page.goto('/nicotine');
  await expect(
    page.getByText('« Suspendre / recommencer » supprime votre plan et tous vos relevés'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Suspendre / recommencer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspendre / recommencer' });
  await expect(dialog.getByText('Supprimer votre plan ? Toutes les données seront perdues.')).toBeVisible();
  await expect(
    dialog.getByText('Votre plan, ses paliers et vos relevés de consommation seront effacés définitivement'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer le plan et les relevés' }).click();
  await expect(page.getByText('Plan supprimé')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Créer mon plan de réduction' })).toBeVisible();
  await expect(page.getByRole('link', { name: /39\s89/ })).toHaveAttribute('href', 'tel:3989');
});

test('a 12 → 3 plan: log at 10,5, confirm the last step, the plan is finished', async ({
  page,
  request,
}, testInfo) => {
  // A long journey (eight API calls, two reloads) on a shared machine.
  test.slow();
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  const created = await request.post('/api/nicotine/plan', {
    headers,
    data: { startRate: 12, targetRate: 3, dailyAvgMl: 10, mode: 'rapide' },
  });
  expect(created.status()).toBe(201);
  await signIn(page, account.token);
  await page.goto('/nicotine');

  // A plan-step rate is offered: 10,5 mg/mL; a quarter of a mL keeps its two decimals.
  await page.getByLabel('Quantité (mL)').fill('0.25');
  await page.getByLabel('Taux (mg/mL)').selectOption({ label: '10,5 mg/mL' });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Log enregistré !')).toBeVisible();
  const history = page.getByRole('table', { name: 'Historique de ma consommation' });
  await expect(history.getByRole('row').nth(1).getByRole('cell').nth(0)).toHaveText('0,25');
  await expect(history.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('10,5');
  await page.getByLabel('Quantité (mL)').fill('10');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(history.getByRole('row').nth(1)).toContainText('105 mg');

  // The first five reductions are confirmed elsewhere (another device): 4,5 mg/mL for a week.
  for (let i = 0; i < 5; i++) {
    const status = await (await request.get('/api/nicotine/status', { headers })).json();
    const step = status.plan.steps[i];
    const confirmed = await request.patch(`/api/nicotine/step/${step._id}/confirm`, {
      headers,
      data: { success: true },
    });
    expect(confirmed.status()).toBe(200);
  }
  expect((await request.post('/api/test/clock', { data: { offsetDays: 7 } })).status()).toBe(200);
  await page.reload();
  const question = page.getByRole('dialog', { name: 'Avez-vous réussi à descendre au taux prévu ?' });
  await expect(question).toBeVisible();
  await expect(question.getByText('Palier 6 sur 7 : 4,5 mg/mL', { exact: false })).toBeVisible();
  await expect(question.getByText('vous passez à 3 mg/mL dès aujourd’hui, votre objectif !')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('step-question-390.png') });
  await question.getByRole('button', { name: "Oui, j'ai réussi !" }).click();
  await expect(question).toBeHidden();

  const finished = page.getByTestId('nicotine-finished');
  await expect(finished.getByRole('heading', { name: 'Objectif atteint !' })).toBeVisible();
  await expect(finished.getByText('Vous vapez à 3 mg/mL depuis le', { exact: false })).toBeVisible();
  await expect(finished).toContainText('1 semaine, du');
  await expect(finished).toContainText('6, de 12 à 3 mg/mL');
  await expect(finished).toContainText('Jours notés1');
  await expect(finished).toContainText('Nicotine consommée105 mg');
  await expect(page.getByRole('progressbar', { name: 'Progression du plan' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText(/une baisse toutes/)).toHaveCount(0);
  await expect(page.locator('li[data-earned="true"]', { hasText: 'Objectif atteint' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Palier 7 · 3 mg/mL' })).toContainText('Atteint');
  await finished.screenshot({ path: testInfo.outputPath('finished-390.png') });
  await expectNoSeriousAxeViolations(page);

  // What next: keep logging at the target, lower it, or start again.
  await finished.getByRole('button', { name: 'Noter ma consommation' }).click();
  await expect(page.getByLabel('Quantité (mL)')).toBeFocused();
  await expect(finished.getByRole('button', { name: 'Baisser encore mon objectif' })).toBeVisible();
  await finished.getByRole('button', { name: 'Commencer un nouveau plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Suspendre / recommencer' })).toBeVisible();
});
