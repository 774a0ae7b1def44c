import { pickAroma } from './aroma-picker.ts';
import {
  expect,
  expectApiAnswerCached,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  servedByServiceWorker,
  signIn,
  test,
} from './fixtures.ts';

const QUEUED = 'Pas de réseau : la modification est gardée et sera envoyée dès le retour de la connexion.';

interface SavedLiquid {
  arome_id: number;
  arome_name: string;
  rating: number;
  description: string | null;
}

test('liquids offline: added without network, shown waiting, sent on return; the same aroma rated meanwhile asks which rating to keep', async ({
  page,
  context,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  const savedLiquids = async () =>
    (await (await request.get('/api/eliquides', { headers })).json()) as SavedLiquid[];
  await signIn(page, account.token);
  await page.goto('/eliquides');
  await servedByServiceWorker(page);
  await expect(page.getByText('Aucun e-liquide trouvé.')).toBeVisible();
  await expectApiAnswerCached(page, '/api/eliquides');
  // Searched once online, the aromas are found again offline (the service worker keeps the answers).
  await page.goto('/add-liquide');
  await pickAroma(page, 'Capella', 'fraise');
  await pickAroma(page, 'Capella', 'vanil');

  await context.setOffline(true);
  let strawberry: string;
  let vanilla: string;
  try {
    await page.goto('/add-liquide');
    strawberry = await pickAroma(page, 'Capella', 'fraise');
    const plus = page.getByRole('button', { name: 'Ajouter une demi-étoile' });
    for (let i = 0; i < 8; i += 1) await plus.click();
    await page.getByLabel('Description').fill('Notée dans le train.');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(page).toHaveURL('/eliquides');
    await expect(page.getByText(QUEUED)).toBeVisible();
    const waiting = page.getByRole('listitem').filter({ hasText: strawberry });
    await expect(waiting).toContainText('En attente d’envoi');
    await expect(waiting.getByText('Note : 4 sur 5')).toBeAttached();
    await expect(waiting.getByRole('link')).toHaveCount(0);

    await page.goto('/add-liquide');
    vanilla = await pickAroma(page, 'Capella', 'vanil');
    await page.getByRole('slider', { name: 'Note' }).press('End');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(page).toHaveURL('/eliquides');
    await expect(page.getByRole('listitem').filter({ hasText: vanilla })).toContainText('En attente d’envoi');
    await expect(page.getByText('2 modifications en attente : envoi dès le retour du réseau.')).toBeVisible();
    expect(await savedLiquids()).toEqual([]);

    // Meanwhile the strawberry is rated from another device.
    const search = await request.get(
      `/api/aromes/search?name=${encodeURIComponent(strawberry)}&brand=Capella`,
      {
        headers,
      },
    );
    const aroma = ((await search.json()) as { id: number; name: string }[]).find(
      (found) => found.name === strawberry,
    );
    const other = await request.post('/api/eliquides', {
      headers,
      data: { arome_id: aroma!.id, brand: 'Capella', rating: 2, description: 'Depuis la tablette.' },
    });
    expect(other.status(), await other.text()).toBe(201);
  } finally {
    await context.setOffline(false);
  }

  // Back online: the vanilla goes; the strawberry is set aside with both ratings, in French.
  await expect
    .poll(async () => (await savedLiquids()).map((liquid) => liquid.arome_name).sort())
    .toEqual([strawberry, vanilla].sort());
  const conflict = page.getByRole('region', { name: `À vérifier : ${strawberry}` });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Ce liquide existe déjà !');
  await expect(conflict).toContainText('Notée dans le train.');
  await expect(conflict).toContainText('Depuis la tablette.');
  await expect(conflict.getByText('Note : 4 sur 5')).toBeAttached();
  await expect(conflict.getByText('Note : 2 sur 5')).toBeAttached();
  await expect(page.getByText('En attente d’envoi')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await conflict.getByRole('button', { name: 'Garder ma note hors ligne' }).click();
  await expect(conflict).toBeHidden();
  const kept = (await savedLiquids()).find((liquid) => liquid.arome_name === strawberry);
  expect(kept).toMatchObject({ rating: 4, description: 'Notée dans le train.' });
  expect((await savedLiquids()).find((liquid) => liquid.arome_name === vanilla)).toMatchObject({ rating: 5 });
  await page.reload();
  await expect(page.getByRole('region', { name: /À vérifier/ })).toHaveCount(0);
});
