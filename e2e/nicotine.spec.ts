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
  await expect(page.getByText('Tu as déjà noté ta consommation aujourd’hui', { exact: false })).toBeVisible();
  const history = page.getByRole('table', { name: 'Historique de ma consommation' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('120 mg');
  await expect(history.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('6');
  await expect(page.getByRole('img', { name: /Courbe de la nicotine consommée/ })).toBeVisible();
  await expect(page.getByTestId('nicotine-saved')).toHaveText('0 mg');
  await expectNoSeriousAxeViolations(page);

  // The note shows on load too, and the same day again is an update.
  await page.reload();
  await expect(page.getByText('Tu as déjà noté ta consommation aujourd’hui', { exact: false })).toBeVisible();
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
  const question = page.getByRole('dialog', { name: 'As-tu réussi à descendre au taux prévu ?' });
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
  await page.getByRole('button', { name: 'Suspendre / recommencer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Supprimer ton plan ? Toutes les données seront perdues.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Plan supprimé')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Créer mon plan de réduction' })).toBeVisible();
  await expect(page.getByRole('link', { name: /39\s89/ })).toHaveAttribute('href', 'tel:3989');
});
