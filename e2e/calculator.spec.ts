import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, registerThroughApi, signIn, test } from './fixtures.ts';

const quickResults = async (page: Page) =>
  Promise.all(
    (['base', 'booster', 'arome'] as const).map((key) => page.getByTestId(`quick-${key}`).textContent()),
  );

test('calculator: live results, shortfill, save, reopen, rename, share and delete a recipe', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/calculateur');
  await expect(page.getByRole('heading', { level: 1, name: 'Calculateur' })).toBeVisible();
  await expect(page).toHaveTitle(/Calculateur/);

  // The spec's defaults: 15 %, 100 mL, 30/70, 3 mg → base 66, booster 15, arôme 19, 3 mg/mL.
  await expect(page.getByLabel('Arôme', { exact: true })).toHaveValue('15');
  await expect(page.getByLabel('Quantité', { exact: true })).toHaveValue('100');
  expect(await quickResults(page)).toEqual(['66 mL', '15 mL', '19 mL']);
  await expect(page.getByTestId('quick-strength')).toHaveText('Votre liquide : 3 mg/mL');
  await expectNoSeriousAxeViolations(page);

  // 50/50 and 6 mg: arôme 15, booster 30, base 55.
  await page.getByText('50/50', { exact: true }).click();
  await page.getByText('6 mg', { exact: true }).click();
  await expect(page.getByTestId('quick-strength')).toHaveText('Votre liquide : 6 mg/mL');
  expect(await quickResults(page)).toEqual(['55 mL', '30 mL', '15 mL']);
  await expect(page).toHaveURL(/arome=15&quantite=100&ratio=50%2F50&nicotine=6/);
  // An impossible mix warns instead of giving negative numbers.
  await page.getByLabel('Arôme', { exact: true }).fill('150');
  await expect(page.getByRole('alert')).toContainText('ne peut pas dépasser 100 %');
  await expect(page.getByTestId('quick-base')).toHaveCount(0);
  await page.getByLabel('Arôme', { exact: true }).fill('15');

  // Precise mode: 100 mL 30/70 3 mg, one 10 % aroma → 119,35 g in all.
  await page.getByRole('tab', { name: 'Précis' }).click();
  const total = page.getByRole('row', { name: /Total/ });
  await expect(total).toContainText('100');
  await expect(total).toContainText('119,35');
  await page.getByRole('button', { name: 'Ajouter un arôme' }).click();
  await page.getByRole('group', { name: 'Arôme 2' }).getByLabel('Dosage').fill('5');
  await expect(page.getByRole('row', { name: /Arôme 2/ })).toContainText('5,18');

  // Shortfill: 50 mL + 1 booster = 3,33 mg/mL; + 2 = 5,71.
  await page.getByRole('tab', { name: 'Shortfill' }).click();
  await expect(page.getByLabel('Liquide dans le flacon')).toHaveValue('50');
  await expect(page.getByTestId('shortfill-rate')).toHaveText('3,33 mg/mL');
  await page.getByRole('button', { name: 'Un booster de plus' }).click();
  await expect(page.getByTestId('shortfill-rate')).toHaveText('5,71 mg/mL');
  await page.getByRole('button', { name: 'Un booster de moins' }).click();
  await expect(page.getByTestId('shortfill-rate')).toHaveText('3,33 mg/mL');

  // Maturation guide and shake & vape.
  await page.getByText('Gourmand', { exact: true }).click();
  await expect(page.getByText('Gourmand : laissez maturer 2 à 3 semaines.')).toBeVisible();
  await page.getByRole('switch', { name: /Shake & vape/ }).click();
  await expect(page.getByText('Shake & vape : aucune maturation, secouez et vapotez.')).toBeVisible();

  // Save, reload, switch away, then reopen it from the list.
  await expect(page.getByText('Aucune recette enregistrée.', { exact: false })).toBeVisible();
  await page.getByLabel('Nom de la recette').fill('Shortfill fraise');
  await page.getByRole('button', { name: 'Enregistrer la recette' }).click();
  await expect(page.getByText('Recette enregistrée !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvrir Shortfill fraise' })).toBeVisible();
  await expect(page).toHaveURL(/mode=shortfill/);
  await page.reload();
  await expect(page.getByTestId('shortfill-rate')).toHaveText('3,33 mg/mL');
  await page.getByRole('tab', { name: 'Rapide' }).click();
  await expect(page.getByTestId('quick-base')).toBeVisible();
  // The recipes load when their card comes near the screen.
  await page.getByRole('heading', { name: 'Mes recettes' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Ouvrir Shortfill fraise' }).click();
  await expect(page.getByRole('tab', { name: 'Shortfill' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('shortfill-rate')).toHaveText('3,33 mg/mL');
  await expect(page.getByRole('switch', { name: /Shake & vape/ })).toHaveAttribute('aria-checked', 'true');

  // Rename.
  await page.getByRole('button', { name: 'Renommer Shortfill fraise' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nouveau nom').fill('Fraise des bois 3 mg');
  await dialog.getByRole('button', { name: 'Renommer' }).click();
  await expect(page.getByText('Recette renommée !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvrir Fraise des bois 3 mg' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Share the current calculator (the URL holds the current mode only): the link is copied.
  await page.getByRole('tab', { name: 'Rapide' }).click();
  await page.getByLabel('Arôme', { exact: true }).fill('12');
  await page.getByLabel('Quantité', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Partager', exact: true }).click();
  await expect(page.getByText('Lien copié dans le presse-papiers !')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(
    `${baseURL}/calculateur?mode=rapide&arome=12&quantite=30&ratio=30%2F70&nicotine=3&maturation=gourmand&shake=1`,
  );

  // Someone else opens the shared link in their own browser: the inputs are there.
  const friend = await registerThroughApi(request);
  const other = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const friendPage = await other.newPage();
  await signIn(friendPage, friend.token);
  await friendPage.goto(link);
  await expect(friendPage.getByLabel('Arôme', { exact: true })).toHaveValue('12');
  await expect(friendPage.getByLabel('Quantité', { exact: true })).toHaveValue('30');
  await expect(friendPage.getByRole('radio', { name: '30/70' })).toBeChecked();
  await expect(friendPage.getByRole('radio', { name: '3 mg' })).toBeChecked();
  await expect(friendPage.getByRole('switch', { name: /Shake & vape/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // arôme = 30 × 12 × 1,25 / 100 = 4,5 and booster = 3 / 20 × 30 = 4,5: 5 mL would be 11 % too
  // much, so both to the tenth; base = 30 − 4,5 − 4,5 = 21
  await expect(friendPage.getByTestId('quick-base')).toHaveText('21 mL');
  expect(await quickResults(friendPage)).toEqual(['21 mL', '4,5 mL', '4,5 mL']);
  // The friend does not see the owner's recipes.
  await friendPage.getByRole('heading', { name: 'Mes recettes' }).scrollIntoViewIfNeeded();
  await expect(friendPage.getByText('Aucune recette enregistrée.', { exact: false })).toBeVisible();
  await other.close();

  // Delete.
  await page.getByRole('button', { name: 'Supprimer Fraise des bois 3 mg' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Recette supprimée !')).toBeVisible();
  await expect(page.getByText('Aucune recette enregistrée.', { exact: false })).toBeVisible();
});

test('quick mode: a small bottle gets amounts to pour, never 0 mL, and the strength it really has', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/calculateur');
  await expect(page.getByTestId('quick-strength')).toHaveText('Votre liquide : 3 mg/mL');

  // A 10 mL bottle at 1,5 mg with 10 % of arôme: booster 0,75 and arôme 1,3 mL (never 0 mL), the
  // base 7,95 mL completes to 10 mL, and the bottle holds 1,5 mg/mL.
  await page.getByLabel('Arôme', { exact: true }).fill('10');
  await page.getByLabel('Quantité', { exact: true }).fill('10');
  await page.getByText('Autre', { exact: true }).click();
  await page.getByLabel('Nicotine personnalisée').fill('1,5');
  await expect(page.getByTestId('quick-strength')).toHaveText('Votre liquide : 1,5 mg/mL');
  expect(await quickResults(page)).toEqual(['7,95 mL', '0,75 mL', '1,3 mL']);
  await expect(page).toHaveURL(/arome=10&quantite=10&ratio=30%2F70&nicotine=1%2C5/);
  // 20 %, 30 mL, 70/30, 9 mg: booster 13,5 → 14 mL (9,33 mg/mL, not 10), arôme 5, base 11.
  await page.getByLabel('Arôme', { exact: true }).fill('20');
  await page.getByLabel('Quantité', { exact: true }).fill('30');
  await page.getByText('70/30', { exact: true }).click();
  await page.getByText('9 mg', { exact: true }).click();
  await expect(page.getByTestId('quick-strength')).toHaveText('Votre liquide : 9,33 mg/mL');
  await expect(page.getByText('Visé : 9 mg/mL, à l’arrondi des quantités près.')).toBeVisible();
  expect(await quickResults(page)).toEqual(['11 mL', '14 mL', '5 mL']);
});

test('the nicotine page link pre-fills the nicotine; the calculator computes offline', async ({
  page,
  context,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/calculateur?nicotine=9');
  await expect(page.getByRole('radio', { name: '9 mg' })).toBeChecked();
  await expect(page.getByTestId('quick-booster')).toHaveText('45 mL');

  await context.setOffline(true);
  await page.getByLabel('Arôme', { exact: true }).fill('20');
  // arôme = 100 × 20 × 1,25 / 100 = 25; booster 45; base = 30
  await expect(page.getByTestId('quick-arome')).toHaveText('25 mL');
  await expect(page.getByTestId('quick-base')).toHaveText('30 mL');
  await page.getByRole('tab', { name: 'Shortfill' }).click();
  await expect(page.getByTestId('shortfill-rate')).toHaveText('3,33 mg/mL');
  await context.setOffline(false);
});
