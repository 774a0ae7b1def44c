import {
  addToStock,
  expect,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';

test('Mon stock: stock a base, a booster and two aromas, mix from the calculator, see the stock go down', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  await signIn(page, account.token);

  await page.goto('/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon stock' })).toBeVisible();
  await expect(page.getByText(/Votre stock est vide/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const form = page.getByRole('form', { name: 'Ajouter à mon stock' });
  const stock = (kind: 'Base' | 'Booster' | 'Arôme', fields: Record<string, string>) =>
    addToStock(page, kind, fields);
  // Bad input: a French message under the field, nothing written.
  await form.getByLabel('Quantité restante').fill('1000000000');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form.getByText('Le volume doit être compris entre 0 et 10 000 mL.')).toBeVisible();

  await stock('Base', { PG: '50', 'Quantité restante': '100', 'Prix payé': '15' });
  await stock('Booster', { Force: '20', PG: '50', 'Quantité restante': '20', 'Prix payé': '3,00' });
  await stock('Arôme', { 'Nom de l’arôme': 'Vanille', 'Quantité restante': '10' });
  await stock('Arôme', { 'Nom de l’arôme': 'Caramel', 'Quantité restante': '10' });
  const items = page.getByTestId('stash-item');
  await expect(items).toHaveCount(4);
  // At 390 px each quantity stays on one line (« 20 mL », not « 20 » over « mL »), beside a long description.
  const lineCounts = await page.getByTestId('stash-left').evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    }),
  );
  expect(lineCounts).toEqual([1, 1, 1, 1]);
  // A booster in the stash: the safety note, dismissed once.
  await expect(page.getByRole('heading', { name: 'La nicotine est un poison pour un enfant' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'J’ai compris' }).click();
  await expect(page.getByRole('heading', { name: 'La nicotine est un poison pour un enfant' })).toBeHidden();

  // 30 mL at 6 mg/mL, 50/50, 10 % Vanille and 5 % Caramel: 9 mL of booster, 3 + 1,5 mL of aromas, 16,5 of base.
  await page.goto(
    '/calculateur?mode=precis&volume=30&pg=50&nicotine=6&booster=20&boosterPg=50&aromes=10:100:Vanille&aromes=5:100:Caramel',
  );
  await page.getByRole('button', { name: 'J’ai préparé ce mélange' }).click();
  const dialog = page.getByRole('dialog', { name: 'J’ai préparé ce mélange' });
  await expect(dialog.getByText('Votre stock suffit pour ce mélange.')).toBeVisible();
  await dialog.getByLabel('Famille de saveur').selectOption('gourmand');
  await dialog.getByRole('button', { name: 'Enregistrer la préparation' }).click();
  await expect(page.getByText('Préparation enregistrée !')).toBeVisible();

  await page.getByRole('link', { name: 'Mon stock' }).click();
  await expect(page).toHaveURL(/\/stock$/);
  const left = page.getByTestId('stash-left');
  // Bases, then boosters, then aromas.
  await expect(left).toHaveText(['83,5 mL', '11 mL', '7 mL', '8,5 mL']);
  // 11 mL of booster is less than two batches of 9 mL.
  await expect(items.filter({ hasText: 'Booster 20 mg/mL' })).toContainText('Stock bas');
  const api = (await (await request.get('/api/stock', { headers })).json()).items as { volume_ml: number }[];
  expect(api.map((item) => item.volume_ml)).toEqual([7, 8.5, 83.5, 11]);
});
