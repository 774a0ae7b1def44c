import {
  addToStock,
  createPlanThroughApi,
  expect,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';

test('The next step’s bottle: stock, a plan, mix it from its card, see the stock and the shopping list change', async ({
  page,
  request,
}, testInfo) => {
  const shots = (name: string) => testInfo.outputPath(`next-bottle-${name}.png`);
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  await signIn(page, account.token);

  // The shelf: a base, a booster and two aromas, with what they cost.
  await page.goto('/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon stock' })).toBeVisible();
  const stock = (kind: 'Base' | 'Booster' | 'Arôme', fields: Record<string, string>) =>
    addToStock(page, kind, fields);
  await stock('Base', { PG: '50', 'Quantité restante': '1000', 'Prix payé': '15' });
  await stock('Booster', { Force: '20', PG: '50', 'Quantité restante': '100', 'Prix payé': '3,00' });
  await stock('Arôme', { 'Nom de l’arôme': 'Vanille', 'Quantité restante': '60', 'Prix payé': '5,90' });
  await stock('Arôme', { 'Nom de l’arôme': 'Caramel', 'Quantité restante': '30' });
  // No plan yet: nothing to prepare, so nothing to buy.
  const list = page.getByTestId('shopping-list');
  await expect(list).toContainText('Rien à préparer pour l’instant');

  // A plan (6 → 0 mg, 20 mL a day, a step every two weeks) and the usual recipe, saved in the calculator.
  await page.goto('/nicotine');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Créer mon plan' }).click();
  await expect(page.getByText('Plan créé avec succès !')).toBeVisible();
  await page.goto(
    '/calculateur?mode=precis&volume=30&pg=50&nicotine=6&booster=20&boosterPg=50&aromes=10:100:Vanille&aromes=5:100:Caramel&maturation=frais-epice',
  );
  // « Mes recettes » comes once its place is in view.
  await page.getByRole('heading', { name: 'Mes recettes' }).scrollIntoViewIfNeeded();
  await page.getByLabel('Nom de la recette').fill('Vanille caramel');
  await page.getByRole('button', { name: 'Enregistrer la recette' }).click();
  await expect(page.getByRole('button', { name: 'Ouvrir Vanille caramel' })).toBeVisible();

  // What the next two steps need (500 mL at 4,5 then at 3 mg/mL) minus the shelf, with the last price paid.
  await page.goto('/stock');
  const items = list.getByRole('listitem');
  await expect(items.filter({ hasText: 'Booster 20 mg/mL' })).toContainText('87,5 mL');
  await expect(items.filter({ hasText: 'Booster 20 mg/mL' })).toContainText('3,00 € les 100 mL');
  await expect(items.filter({ hasText: 'Arôme Vanille' })).toContainText('40 mL');
  await expect(items.filter({ hasText: 'Arôme Caramel' })).toContainText('20 mL');
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('shopping-before') });
  await expectNoSeriousAxeViolations(page);

  // The card on /nicotine: when to mix it so it has steeped, one tap to the calculator filled in.
  await page.goto('/nicotine');
  const card = page.getByTestId('next-bottle-card');
  await expect(card.getByTestId('next-bottle-status')).toHaveText(
    /^À préparer avant le \d+(er)? \p{L}+ \(maturation 7 jours\)$/u,
  );
  await expect(card).toContainText('500 mL à 4,5 mg/mL');
  await expect(card).toContainText('votre recette « Vanille caramel »');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('card') });
  await expectNoSeriousAxeViolations(page);
  const stepId = (await (await request.get('/api/stock/prochain-flacon', { headers })).json()).bottle.step_id;
  await card.getByRole('link', { name: 'Préparer dans le calculateur' }).click();

  await expect(page).toHaveURL(/\/calculateur\?/);
  await expect(page.getByRole('tab', { name: 'Précis' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('calculator-step-note')).toBeVisible();
  await page.getByRole('button', { name: 'J’ai préparé ce mélange' }).click();
  const dialog = page.getByRole('dialog', { name: 'J’ai préparé ce mélange' });
  await expect(dialog).toContainText('500 mL');
  await expect(dialog).toContainText('pour la prochaine étape de votre plan');
  await expect(dialog.getByLabel('Famille de saveur')).toHaveValue('frais-epice');
  // The shelf holds 100 mL of booster, the bottle needs 112,5: said, then confirmed.
  await expect(dialog.getByTestId('stash-short')).toContainText('Booster 20 mg/mL : 12,5 mL');
  await dialog.getByLabel(/Je l’avais quand même/).check();
  await page.screenshot({ path: shots('dialog') });
  await dialog.getByRole('button', { name: 'Enregistrer la préparation' }).click();
  await expect(page.getByText('Préparation enregistrée !')).toBeVisible();

  // The batch is linked to the step; the card says it is made.
  const batches = (await (await request.get('/api/preparations', { headers })).json()).batches;
  expect(batches.map((batch: { step_id: number | null }) => batch.step_id)).toEqual([stepId]);
  await page.goto('/nicotine');
  await expect(page.getByTestId('next-bottle-status')).toHaveText('Flacon préparé pour le palier 2');

  // The stock went down, and the shopping list now covers the step after: less booster to buy.
  await page.goto('/stock');
  await expect(page.getByTestId('stash-left')).toHaveText(['687,5 mL', '0 mL', '10 mL', '5 mL']);
  await expect(list).toContainText('Palier 3 (500 mL à 3 mg/mL)');
  await expect(items.filter({ hasText: 'Booster 20 mg/mL' })).toContainText('75 mL');
  await expect(items.filter({ hasText: 'Arôme Vanille' })).toContainText('40 mL');
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('shopping-after') });
  await expectNoSeriousAxeViolations(page);

  // /home: the card comes in its own chunk once its place is in view.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /Bonjour/ })).toBeVisible();
  await page.mouse.wheel(0, 5000);
  const home = page.getByTestId('next-bottle-card');
  await expect(home).toContainText('Flacon préparé pour le palier 2');
  await home.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('home') });
  await expectNoSeriousAxeViolations(page);
});

test.afterEach(async ({ request }) => {
  expect((await request.post('/api/test/clock', { data: { offsetDays: 0 } })).status()).toBe(200);
});

test('Too late to steep: the card says what to do instead and opens the calculator in shake & vape', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerThroughApi(request);
  await createPlanThroughApi(request, account.token);
  const headers = { authorization: `Bearer ${account.token}` };
  const recipe = await request.post('/api/recipes', {
    headers,
    data: {
      name: 'Tabac blond',
      mode: 'quick',
      inputs: { aroma: 15, quantity: 30, ratio: '50/50', nicotine: 6, maturation: 'classic' },
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  // Two weeks of steeping for a classic, and the next step starts in two weeks: tomorrow is too late.
  expect((await request.post('/api/test/clock', { data: { offsetDays: 1 } })).status()).toBe(200);
  await signIn(page, account.token);
  await page.goto('/nicotine');
  const card = page.getByTestId('next-bottle-card');
  await expect(card.getByTestId('next-bottle-status')).toContainText(
    'Trop tard pour laisser maturer (14 jours)',
  );
  await expect(card).toContainText('ou achetez un liquide tout prêt à 4,5 mg/mL');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('next-bottle-late.png') });
  await expectNoSeriousAxeViolations(page);
  await card.getByRole('link', { name: 'Le préparer en shake & vape' }).click();
  await expect(page).toHaveURL(/shake=1/);
  await expect(page.getByTestId('calculator-step-note')).toBeVisible();
  await expect(page.getByLabel('Quantité', { exact: true })).toHaveValue('500');
});
