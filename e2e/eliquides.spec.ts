import type { APIRequestContext } from '@playwright/test';
import { pickAroma } from './aroma-picker.ts';
import {
  adminCredentials,
  expect,
  expectNoSeriousAxeViolations,
  loginThroughApi,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';

// The catalogue is English-named; French flavour words find their English names ("fraise" → Strawberry).

async function adminToken(request: APIRequestContext) {
  return (await loginThroughApi(request, adminCredentials.email, adminCredentials.password)).token;
}

test('rate a strawberry aroma and find it on its page, in my liquids and on the home page', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/add-liquide');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un liquide' })).toBeVisible();

  // Nothing chosen: the three rules speak.
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Veuillez sélectionner un arôme dans la liste.')).toBeVisible();
  await expect(page.getByText('Le champ marque est obligatoire.')).toBeVisible();
  await expect(page.getByText('Veuillez attribuer au moins une étoile.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Arôme' })).toBeFocused();

  // Choosing a brand empties the aroma text.
  await page.getByRole('combobox', { name: 'Arôme' }).fill('vanil');
  const name = await pickAroma(page, 'Capella', 'fraise');
  expect(name).toMatch(/strawberr/i);

  const plus = page.getByRole('button', { name: 'Ajouter une demi-étoile' });
  for (let i = 0; i < 7; i += 1) await plus.click();
  await expect(page.getByRole('slider', { name: 'Note' })).toHaveAttribute('aria-valuetext', '3,5 sur 5');

  const description = page.getByLabel('Description');
  await description.fill('Trop bon <script>');
  await expect(page.getByText('Caractères spéciaux non autorisés')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter', exact: true })).toBeDisabled();
  await description.fill('Fraise bien mûre, très gourmande !');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();

  await expect(page).toHaveURL(/\/liquides\/\d+$/);
  const liquidPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Mon liquide' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Capella', { exact: true })).toBeVisible();
  await expect(page.getByText('Note : 3,5 sur 5')).toBeAttached();
  await expect(page.getByText('Fraise bien mûre, très gourmande !')).toBeVisible();
  await expect(page.getByText('Rang 1/1')).toBeVisible();

  await page.goto('/eliquides');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes liquides' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toHaveAttribute('href', liquidPath);
  await expect(card.getByText('Rang 1/1')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ordre des liquides' })).toHaveValue('rank');
  await page.getByPlaceholder('Cherchez votre liquide...').fill('Fraise');
  await expect(card).toBeVisible();
  await page.getByPlaceholder('Cherchez votre liquide...').fill('menthe');
  await expect(page.getByText('Aucun e-liquide trouvé.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter un liquide' })).toHaveAttribute(
    'href',
    '/add-liquide',
  );
  await expectNoSeriousAxeViolations(page);

  await page.goto('/home');
  const recent = page.getByRole('link', { name: new RegExp(name) });
  await expect(recent).toHaveAttribute('href', liquidPath);
  await expect(recent.getByText('Note : 3,5 sur 5')).toBeAttached();
  await recent.click();
  await expect(page).toHaveURL(liquidPath);
});

test('edit my liquid, meet the duplicate, delete it', async ({ page, request }) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  // The first strawberry the screen offers at Capella for "fraise", rated 3,5 through the API.
  const [aroma] = (await (
    await request.get('/api/aromes/search?name=fraise&brand=Capella', { headers })
  ).json()) as Array<{ id: number; name: string }>;
  const created = await request.post('/api/eliquides', {
    headers,
    data: { arome_id: aroma!.id, brand: 'Capella', rating: 3.5, description: 'Fraise bien mûre.' },
  });
  expect(created.status()).toBe(201);
  const liquidPath = `/liquides/${((await created.json()) as { id: number }).id}`;
  await signIn(page, account.token);
  await page.goto(liquidPath);
  await expect(page.getByRole('heading', { level: 2, name: aroma!.name })).toBeVisible();

  // Edit: one more half star and a new comment.
  await page.getByRole('button', { name: 'Modifier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le liquide' });
  await dialog.getByRole('button', { name: 'Ajouter une demi-étoile' }).click();
  await dialog.getByLabel('Commentaire').fill('Encore meilleure après une semaine.');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Liquide mis à jour !')).toBeVisible();
  await expect(page.getByText('Note : 4 sur 5')).toBeAttached();
  await expect(page.getByText('Encore meilleure après une semaine.')).toBeVisible();

  // The same aroma again: 409 and a link to the liquid.
  await page.goto('/add-liquide');
  expect(await pickAroma(page, 'Capella', 'fraise')).toBe(aroma!.name);
  await page.getByRole('slider', { name: 'Note' }).press('End');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Ce liquide existe déjà !')).toBeVisible();
  const editLink = page.getByRole('link', { name: 'Modifier ce liquide' });
  await expect(editLink).toHaveAttribute('href', liquidPath);
  await editLink.click();
  await expect(page).toHaveURL(liquidPath);

  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL('/eliquides');
  await expect(page.getByText('Liquide supprimé !')).toBeVisible();
  await expect(page.getByText('Aucun e-liquide trouvé.')).toBeVisible();

  // Gone, or never yours: the not-found content at the same address.
  await page.goto(liquidPath);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByText("Oups ! Cette page n'existe pas.")).toBeVisible();
});

test('an admin deactivates an aroma: users no longer find it; an admin deletes a user’s liquid', async ({
  page,
  request,
}) => {
  const user = await registerThroughApi(request);
  const userHeaders = { authorization: `Bearer ${user.token}` };
  const search = async () =>
    (await (
      await request.get('/api/aromes/search?name=ripe%20straw&brand=Capella', { headers: userHeaders })
    ).json()) as Array<{ id: number; name: string }>;
  const [ripe] = await search();
  expect(ripe?.name).toBe('Ripe Strawberries');

  // The user rates another aroma, for the admin's e-liquid table.
  const [kiwi] = (await (
    await request.get('/api/aromes/search?name=kiwi%20straw&brand=Capella', { headers: userHeaders })
  ).json()) as Array<{ id: number; name: string }>;
  expect(
    (
      await request.post('/api/eliquides', {
        headers: userHeaders,
        data: { arome_id: kiwi!.id, brand: 'Capella', rating: 2.5, description: 'Trop acide pour moi.' },
      })
    ).status(),
  ).toBe(201);

  const admin = await adminToken(request);
  await signIn(page, admin);
  await page.goto('/admin/aromes');
  await expect(page.getByRole('heading', { level: 1, name: 'Arômes' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Par page' })).toHaveValue('10');
  // On a phone the catalogue is a list of cards.
  const aromaCards = page.getByRole('list', { name: 'Arômes du catalogue' }).getByRole('listitem');
  await expect(aromaCards).toHaveCount(10);
  await page.getByLabel('Rechercher').fill('ripe strawberries');
  await expect(aromaCards).toHaveCount(1);
  await page.getByRole('button', { name: 'Actif : passer Ripe Strawberries en Inactif' }).click();
  await expect(page.getByText('Statut mis à jour : Inactif')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Inactif : passer Ripe Strawberries en Actif' }),
  ).toBeVisible();
  // Spec §4: the aroma banners clear after 3 s.
  await expect(page.getByText('Statut mis à jour : Inactif')).toBeHidden();
  await page.getByLabel('Rechercher').fill('zzzz introuvable');
  await expect(page.getByText('Aucun arôme trouvé')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // CSV: the export downloads the catalogue; the import reports added, skipped and refused lines.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter le catalogue (CSV)' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toBe('aromes.csv');
  await page.getByLabel('Importer un fichier CSV').setInputFiles({
    name: 'essai.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'brand,name\nMaison Essai E2E,Arôme importé\nCapella,Ripe Strawberries\n,sans marque\n',
    ),
  });
  await expect(page.getByText('Ajoutés : 1')).toBeVisible();
  await expect(page.getByText('Déjà présents : 1')).toBeVisible();
  await expect(page.getByText('Refusés : 1')).toBeVisible();
  await page.getByLabel('Rechercher').fill('maison essai');
  await expect(aromaCards).toHaveCount(1);
  const confirmAroma = page.getByRole('dialog', { name: 'Confirmation de suppression' });
  await page.getByRole('button', { name: /^Supprimer l’arôme/ }).click();
  await confirmAroma.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Arôme supprimé avec succès !')).toBeVisible();
  await expect(page.getByText('Aucun arôme trouvé')).toBeVisible();
  // A rated aroma is not deleted: the server says to deactivate it.
  await page.getByLabel('Rechercher').fill(kiwi!.name);
  await page.getByRole('button', { name: /^Supprimer l’arôme/ }).click();
  await confirmAroma.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('désactivez-le plutôt que de le supprimer')).toBeVisible();

  await page.goto('/admin/eliquideUser');
  await expect(page.getByRole('heading', { level: 1, name: 'E-liquides des utilisateurs' })).toBeVisible();
  await page.getByPlaceholder('Rechercher...').fill('trop acide');
  const row = page
    .getByRole('list', { name: 'E-liquides des utilisateurs' })
    .getByRole('listitem')
    .filter({ hasText: kiwi!.name });
  await expect(row).toContainText(String(user.id));
  await expect(row).toContainText('Trop acide pour moi.');
  await expectNoSeriousAxeViolations(page);
  await row.getByRole('button', { name: /^Supprimer/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation de suppression' });
  await expect(
    confirm.getByText('Êtes-vous sûr de vouloir supprimer ce e-liquide ? Cette action est irréversible.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Liquide supprimé !')).toBeVisible();
  await expect(page.getByText('Aucun e-liquide trouvé')).toBeVisible();

  // The user's search no longer offers the deactivated aroma.
  await signIn(page, user.token);
  await page.goto('/add-liquide');
  await page.getByRole('combobox', { name: 'Arôme' }).fill('ripe straw');
  await expect(page.getByText('Aucun arôme trouvé.')).toBeVisible();
  await expect(page.getByRole('option', { name: /Ripe Strawberries/ })).toHaveCount(0);
  expect(await search()).toEqual([]);

  // Back as it was, for the other journeys.
  const restored = await request.patch(`/api/aromes/${ripe!.id}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { status: 1 },
  });
  expect(restored.status()).toBe(200);
});
