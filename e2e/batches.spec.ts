import {
  createPlanThroughApi,
  expect,
  expectApiAnswerCached,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  servedByServiceWorker,
  signIn,
  test,
} from './fixtures.ts';

const QUEUED = 'Pas de réseau : la modification est gardée et sera envoyée dès le retour de la connexion.';

test('batches: « J’ai préparé ce mélange », ready day in « Mes préparations », home card, ready, « Je vape ce mélange »', async ({
  page,
  request,
}) => {
  expect((await request.post('/api/test/clock', { data: { offsetDays: 0 } })).status()).toBe(200);
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  await createPlanThroughApi(request, account.token);
  await signIn(page, account.token);

  // A saved recipe: a shortfill of 50 mL and one booster, 60 mL at 3,33 mg/mL; a complex fruit steeps 3 to 7 days.
  const recipe = await request.post('/api/recipes', {
    headers,
    data: {
      name: 'Fruits rouges',
      mode: 'shortfill',
      inputs: { bottle: 50, boosters: 1, target: 3, method: 'boosters', maturation: 'fruit-complexe' },
    },
  });
  expect(recipe.status()).toBe(201);
  await page.goto('/calculateur');
  // The recipes load when their panel comes near the screen.
  await page.getByRole('region', { name: 'Mes recettes' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Ouvrir Fruits rouges' }).click();
  await expect(page.getByTestId('shortfill-rate')).toHaveText('3,33 mg/mL');
  await page.getByRole('button', { name: 'J’ai préparé ce mélange' }).click();
  const dialog = page.getByRole('dialog', { name: 'J’ai préparé ce mélange' });
  await expect(dialog).toContainText('60 mL à 3,33 mg/mL · recette « Fruits rouges »');
  await expect(dialog.getByLabel('Nom')).toHaveValue('Fruits rouges');
  await expect(dialog.getByLabel('Famille de saveur')).toHaveValue('fruit-complexe');
  await dialog.getByRole('button', { name: 'Enregistrer la préparation' }).click();
  await expect(page.getByText('Préparation enregistrée !')).toBeVisible();
  await expect(dialog).toBeHidden();
  const [saved] = (await (await request.get('/api/preparations', { headers })).json()).batches;
  expect(saved).toMatchObject({
    recipe_id: (await recipe.json()).recipe.id,
    volume_ml: 60,
    nicotine_rate: 3.33,
  });

  await page.getByRole('link', { name: 'Mes préparations' }).click();
  await expect(page).toHaveURL(/\/preparations$/);
  const maturing = page.getByRole('region', { name: 'En maturation' });
  const batch = maturing.getByRole('listitem').filter({ hasText: 'Fruits rouges' });
  await expect(batch).toContainText('Fruité complexe · 60 mL à 3,33 mg/mL');
  await expect(batch).toContainText(/Prête le \S+ \d+ \S+ \(dans 3 jours\)/);
  await expect(batch.getByRole('progressbar', { name: 'Maturation de Fruits rouges' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(batch.getByRole('switch', { name: 'Me prévenir le jour où elle est prête' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectNoSeriousAxeViolations(page);

  await page.goto('/home');
  await expect(page.getByRole('link', { name: /Mes préparations/ })).toHaveAttribute('href', '/preparations');
  await expect(page.getByText('Fruits rouges')).toBeVisible();
  await expect(page.getByText(/\(dans 3 jours\)$/)).toBeVisible();

  // Three days later it is ready.
  expect((await request.post('/api/test/clock', { data: { offsetDays: 3 } })).status()).toBe(200);
  try {
    await page.goto('/preparations');
    const ready = page.getByRole('region', { name: 'Prêtes à vapoter' });
    await expect(ready.getByRole('listitem').filter({ hasText: 'Fruits rouges' })).toContainText(
      'Prête aujourd’hui',
    );
    await expect(page.getByRole('region', { name: 'En maturation' })).toHaveCount(0);

    // « Je vape ce mélange »: no log that day yet, so it asks the mL, the plan's 20 to start from.
    await page.getByRole('button', { name: 'Je vape ce mélange : Fruits rouges' }).click();
    const vape = page.getByRole('dialog', { name: 'Je vape ce mélange' });
    await expect(vape.getByLabel('mL vapotés aujourd’hui')).toHaveValue('20');
    await vape.getByLabel('mL vapotés aujourd’hui').fill('15');
    await vape.getByRole('button', { name: 'Noter' }).click();
    await expect(page.getByText('Log enregistré !')).toBeVisible();
    const status = await (await request.get('/api/nicotine/status', { headers })).json();
    expect(status.logs).toEqual([{ date: status.today, ml: 15, rate: 3.33 }]);

    // Finished: it leaves the list.
    await page.getByRole('button', { name: 'Flacon terminé : Fruits rouges' }).click();
    await page
      .getByRole('dialog', { name: 'Flacon terminé' })
      .getByRole('button', { name: 'Retirer' })
      .click();
    await expect(page.getByText('Préparation supprimée !')).toBeVisible();
    await expect(page.getByText(/Aucune préparation pour l’instant/)).toBeVisible();
  } finally {
    await request.post('/api/test/clock', { data: { offsetDays: 0 } });
  }
});

test('batches offline: a batch made without network shows at once and is sent once on return', async ({
  page,
  context,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  await signIn(page, account.token);
  await page.goto('/preparations');
  await servedByServiceWorker(page);
  await expect(page.getByText(/Aucune préparation pour l’instant/)).toBeVisible();
  await expectApiAnswerCached(page, '/api/preparations');
  await page.goto(
    '/calculateur?mode=precis&volume=30&pg=50&nicotine=6&booster=20&boosterPg=50&aromes=10:100:Menthe%20glaciale',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Calculateur' })).toBeVisible();

  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: 'J’ai préparé ce mélange' }).click();
    const dialog = page.getByRole('dialog', { name: 'J’ai préparé ce mélange' });
    await expect(dialog.getByLabel('Famille de saveur')).toHaveValue('frais-epice');
    await expect(dialog.getByLabel('Nom')).toHaveValue('Menthe glaciale');
    await dialog.getByRole('button', { name: 'Enregistrer la préparation' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();

    await page.goto('/preparations');
    const batch = page.getByRole('listitem').filter({ hasText: 'Menthe glaciale' });
    await expect(batch).toContainText('(dans 7 jours)');
    await expect(batch).toContainText('En attente d’envoi');
    expect((await (await request.get('/api/preparations', { headers })).json()).batches).toHaveLength(0);
  } finally {
    await context.setOffline(false);
  }
  await expect
    .poll(async () => (await (await request.get('/api/preparations', { headers })).json()).batches.length)
    .toBe(1);
  await page.reload();
  const sent = page.getByRole('listitem').filter({ hasText: 'Menthe glaciale' });
  await expect(sent.getByRole('switch', { name: 'Me prévenir le jour où elle est prête' })).toBeVisible();
  await page.reload();
  expect((await (await request.get('/api/preparations', { headers })).json()).batches).toHaveLength(1);
});
