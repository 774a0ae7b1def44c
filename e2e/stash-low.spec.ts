import { expect, expectNoSeriousAxeViolations, registerThroughApi, signIn, test } from './fixtures.ts';

test('Mon stock on a phone: an aroma from the catalogue, low stock on /stock and /home, « Puis-je le faire ? » on a saved recipe', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  await signIn(page, account.token);

  // The aroma picked from the catalogue, with the keyboard.
  await page.goto('/stock');
  await expect(page.getByText(/Votre stock est vide/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Ajouter à mon stock' });
  await form.getByText('Arôme', { exact: true }).click();
  const aroma = form.getByRole('combobox', { name: 'Nom de l’arôme' });
  await aroma.fill('vanil');
  const list = form.getByRole('listbox', { name: 'Nom de l’arôme' });
  await expect(list).toBeVisible();
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const first = list.getByRole('option').first();
  const picked = ((await first.locator('span > span').first().textContent()) ?? '').slice(0, 80);
  expect(picked).not.toBe('');
  await page.screenshot({ path: testInfo.outputPath('stock-aroma-picker-390.png') });
  await aroma.press('ArrowDown');
  await aroma.press('Enter');
  await expect(aroma).toHaveValue(picked);
  await expect(form.getByText(`Arôme du catalogue : ${picked}`)).toBeVisible();
  await form.getByLabel('Quantité restante').fill('10');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Ajouté à votre stock !')).toBeVisible();
  const stored = (await (await request.get('/api/stock', { headers })).json()).items as {
    name: string;
    aroma_id: number | null;
  }[];
  expect(stored).toEqual([expect.objectContaining({ name: picked, aroma_id: expect.any(Number) })]);

  // A base and a booster; a recipe with the picked aroma, saved; a batch of it taken from the stash.
  for (const body of [
    { kind: 'base', pg: 50, volume_ml: 100 },
    { kind: 'booster', strength: 20, pg: 50, volume_ml: 12, bottle_ml: 10 },
  ])
    expect((await request.post('/api/stock', { headers, data: body })).status()).toBe(201);
  // 30 mL at 6 mg/mL, 50/50, 10 % of the aroma: 9 mL of booster, 3 mL of aroma, 18 mL of base.
  const calculation = {
    mode: 'precise',
    inputs: {
      volume: 30,
      pg: 50,
      nicotine: 6,
      boosterStrength: 20,
      boosterPg: 50,
      aromas: [{ name: picked, percent: 10, pg: 100 }],
    },
  };
  const recipe = await request.post('/api/recipes', { headers, data: { name: 'Ma crème', ...calculation } });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const batch = await request.post('/api/preparations', {
    headers,
    data: {
      name: 'Ma crème',
      volume_ml: 30,
      nicotine_rate: 6,
      flavour_family: 'gourmand',
      calculation,
      from_stash: true,
    },
  });
  expect(batch.status(), await batch.text()).toBe(201);

  // 3 mL of booster left, less than two mixes of 9 mL: flagged, in words.
  await page.goto('/stock');
  const booster = page.getByTestId('stash-item').filter({ hasText: 'Booster 20 mg/mL' });
  await expect(booster.getByTestId('stash-left')).toHaveText('3 mL');
  await expect(booster.getByTestId('stash-low')).toHaveText('Stock bas');
  await expect(booster.getByText('Moins de deux mélanges comme le dernier.')).toBeVisible();
  await expect(page.getByTestId('stash-low')).toHaveCount(1);
  await booster.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('stock-low-390.png') });
  await expectNoSeriousAxeViolations(page);

  // /home: the card comes with its place in view.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const card = page.getByRole('heading', { name: /Stock bas/ });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('home-stash-low')).toContainText('Booster 20 mg/mL3 mL restants');
  await page
    .locator('section', { has: card })
    .screenshot({ path: testInfo.outputPath('home-stock-low-390.png') });

  // « Puis-je le faire ? » on the saved recipe: 6 mL of booster missing.
  await page.goto('/calculateur');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const check = page.getByRole('button', { name: 'Puis-je faire Ma crème ?' });
  await check.click();
  await expect(check).toHaveAttribute('aria-expanded', 'true');
  const short = page.getByTestId('stash-check-short');
  await expect(short).toContainText('Booster 20 mg/mL : 6 mL');
  await page
    .getByRole('listitem')
    .filter({ has: check })
    .screenshot({ path: testInfo.outputPath('recipe-can-i-390.png') });
  await expectNoSeriousAxeViolations(page);

  // And on the calculator's current mix: 10 mL of the same recipe only needs 3 mL of booster.
  await page.getByRole('button', { name: 'Ouvrir Ma crème' }).click();
  const mine = page.getByRole('button', { name: 'Puis-je le faire ?', exact: true });
  await mine.click();
  const current = page.getByRole('status').filter({ hasText: 'il manque' }).first();
  await expect(current).toContainText('Booster 20 mg/mL : 6 mL');
  await page.getByLabel(/^Volume/).fill('10');
  await expect(page.getByTestId('stash-check-enough')).toBeVisible();
  await page.getByTestId('stash-check-enough').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('calculator-can-i-390.png') });
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
