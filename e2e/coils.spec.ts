import { randomBytes } from 'node:crypto';
import {
  adminCredentials,
  createPlanThroughApi,
  expect,
  expectApiAnswerCached,
  expectNoSeriousAxeViolations,
  loginThroughApi,
  registerThroughApi,
  servedByServiceWorker,
  signIn,
  test,
} from './fixtures.ts';

const QUEUED = 'Pas de réseau : la modification est gardée et sera envoyée dès le retour de la connexion.';

/** A calendar day in Paris, `daysAgo` days before today, as YYYY-MM-DD. */
const parisDay = (daysAgo = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() - daysAgo * 86400000),
  );

test('add a device and a worn coil, see it on /home, change it, then delete both', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const modele = `Zeus ${randomBytes(3).toString('hex')}`;
  await signIn(page, account.token);
  await page.goto('/resistance');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes résistances' })).toBeVisible();
  await expect(page.getByText("Vous n'avez pas de résistances.")).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter une résistance' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/ajoutez d’abord votre cigarette/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ajouter une cigarette' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Modèle').fill('Zeus <X>');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByText('Caractères spéciaux non autorisés')).toBeVisible();
  await dialog.getByLabel('Modèle').fill(`  ${modele} `);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Cigarette ajoutée avec succès !')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText(modele)).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter une résistance' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Cigarette')).toHaveText(modele);
  await expect(dialog.getByLabel('Date d’installation')).toHaveValue(parisDay());
  await expect(dialog.getByLabel('Durée de vie (jours)')).toHaveValue('15');
  await expect(dialog.getByLabel(/Me prévenir/)).toBeChecked();
  await dialog.getByLabel('Date d’installation').fill(parisDay(16));
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Résistance ajoutée !')).toBeVisible();
  await expect(page.getByText('À remplacer immédiatement !')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: new RegExp(modele) })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('heading', { name: 'Rappels' })).toBeVisible();
  await expect(page.getByText(/Un e-mail vous est aussi envoyé/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/home');
  await expect(page.getByText(modele)).toBeVisible();
  await expect(page.getByText('À remplacer !', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Visage triste' })).toBeVisible();
  await page.getByRole('link', { name: 'Changer ma résistance' }).click();
  await expect(page).toHaveURL(/\/resistance$/);

  await page.getByRole('button', { name: `Changer la résistance ${modele}` }).click();
  dialog = page.getByRole('dialog', { name: 'Changer la résistance' });
  await expect(dialog).toContainText(`Avez-vous monté une résistance neuve sur la cigarette « ${modele} » ?`);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('À remplacer immédiatement !')).toBeVisible();
  await page.getByRole('button', { name: `Changer la résistance ${modele}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Changer', exact: true }).click();
  await expect(page.getByText('Résistance mise à jour !')).toBeVisible();
  await expect(page.getByText('Temps restant : 15 jours')).toBeVisible();
  await expect(page.getByText('À remplacer immédiatement !')).toBeHidden();

  await page.getByRole('button', { name: `Supprimer la résistance ${modele} installée le` }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Résistance supprimée avec succès !')).toBeVisible();
  await expect(page.getByText("Vous n'avez pas de résistances.")).toBeVisible();

  await page.getByRole('button', { name: `Supprimer la cigarette ${modele}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `Supprimer la cigarette « ${modele} » ? Toutes ses résistances seront aussi supprimées.`,
  );
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Cigarette supprimée avec succès !')).toBeVisible();
  await expect(page.getByText(/Vous n’avez pas encore de cigarette/)).toBeVisible();
});

test('a 100-character device model fits a 390 px phone, and so does its delete dialog', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  const modele = `Z${randomBytes(50).toString('hex')}`.slice(0, 100);
  const added = await request.post('/api/cigarettes', { headers, data: { modele } });
  expect(added.status()).toBe(201);
  const { cigarette } = await added.json();
  const coil = await request.post('/api/resistance', {
    headers,
    data: { cigId: cigarette._id, dateInstallation: parisDay(), duree: 2, notifie: true },
  });
  expect(coil.status()).toBe(201);
  await signIn(page, account.token);
  await page.goto('/resistance');
  await expect(page.getByRole('heading', { level: 3, name: modele })).toBeVisible();
  // A coil of 2 days installed today is fresh, not urgent.
  await expect(page.getByText('Temps restant : 2 jours')).toBeVisible();
  const noHorizontalScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await noHorizontalScroll()).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('long-name-resistance.png'), fullPage: true });

  await page.getByRole('button', { name: `Supprimer la cigarette ${modele}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer la cigarette' });
  await expect(dialog).toContainText(`« ${modele} »`);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await noHorizontalScroll()).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('long-name-delete-dialog.png') });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Cigarette supprimée avec succès !')).toBeVisible();
});

test('the admin lists every user’s coils and devices and deletes them after confirmation', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  const modele = `Aegis ${randomBytes(3).toString('hex')}`;
  const added = await request.post('/api/cigarettes', { headers, data: { modele } });
  expect(added.status()).toBe(201);
  const { cigarette } = await added.json();
  const coil = await request.post('/api/resistance', {
    headers,
    data: { cigId: cigarette._id, dateInstallation: parisDay(13), duree: 15, notifie: false },
  });
  expect(coil.status()).toBe(201);

  const admin = await loginThroughApi(request, adminCredentials.email, adminCredentials.password);
  await signIn(page, admin.token);
  await page.goto('/admin/resistance');
  await expect(page.getByRole('heading', { level: 1, name: 'Résistances' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: modele });
  await expect(card).toContainText(`${account.prenom} ${account.nom}`);
  await expect(card).toContainText(account.email);
  await expect(card).toContainText('Urgent : 2 jours restants');
  await card.getByRole('button', { name: /Supprimer la résistance/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Résistance supprimée avec succès !')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: modele })).toHaveCount(0);

  await page.goto('/admin/cigarette');
  await expect(page.getByRole('heading', { level: 1, name: 'Cigarettes' })).toBeVisible();
  const device = page.getByRole('listitem').filter({ hasText: modele });
  await expect(device).toContainText(`${account.prenom} ${account.nom}`);
  await expect(device).toContainText(account.email);
  await expectNoSeriousAxeViolations(page);
  await device.getByRole('button', { name: /Supprimer la cigarette/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Cigarette supprimée avec succès !')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: modele })).toHaveCount(0);
});

test('a coil with an mL life wears with the mL logged in /nicotine, and its card says so', async ({
  page,
  context,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  const plan = await request.post('/api/nicotine/plan', {
    headers,
    data: { startRate: 6, targetRate: 0, dailyAvgMl: 10, mode: 'normal' },
  });
  expect(plan.status()).toBe(201);
  const modele = `Zelos ${randomBytes(3).toString('hex')}`;
  await signIn(page, account.token);
  await page.goto('/resistance');

  // A clearomiseur: its coils are offered 60 mL, which the user keeps.
  await page.getByRole('button', { name: 'Ajouter une cigarette' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Modèle').fill(modele);
  await dialog.getByLabel('Type (facultatif)').selectOption({ label: 'Clearomiseur' });
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Cigarette ajoutée avec succès !')).toBeVisible();
  await expect(page.getByText(/^Clearomiseur · Ajoutée le/)).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter une résistance' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Durée de vie en mL vapés (facultatif)')).toHaveValue('60');
  await expect(dialog.getByText(/Suggestion pour un clearomiseur : 60 mL/)).toBeVisible();
  // Installed yesterday, nothing logged then: today's mL are its own.
  await dialog.getByLabel('Date d’installation').fill(parisDay(1));
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Résistance ajoutée !')).toBeVisible();
  // Nothing logged yet: only the days count.
  await expect(page.getByText('Temps restant : 14 jours')).toBeVisible();
  await expect(page.getByText(/^0 mL vapés sur 60 mL \(aucun relevé/)).toBeVisible();

  // 12 mL today: 48 mL left at 12 mL a day is 4 days, before the 14 days.
  await page.goto('/nicotine');
  await page.getByLabel('Quantité (mL)').fill('12');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Log enregistré !')).toBeVisible();

  await page.goto('/resistance');
  await expect(page.getByText('Temps restant : ≈ 4 jours au rythme actuel de 12 mL/jour')).toBeVisible();
  await expect(page.getByText('12 mL vapés sur 60 mL', { exact: true })).toBeVisible();
  await expect(page.getByText(/durée de vie 15 jours ou 60 mL/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: new RegExp(modele) })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
  await expectNoSeriousAxeViolations(page);

  await page.goto('/home');
  await expect(page.getByText(modele)).toBeVisible();
  await expect(page.getByText('≈ 4 jours au rythme actuel de 12 mL/jour')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Visage neutre' })).toBeVisible();

  // Offline, the card reads the same from the cached answer.
  await servedByServiceWorker(page, '/resistance');
  await expect(page.getByText('Temps restant : ≈ 4 jours au rythme actuel de 12 mL/jour')).toBeVisible();
  await expectApiAnswerCached(page, '/api/resistance');
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText('Hors ligne')).toBeVisible();
    await expect(page.getByText('Temps restant : ≈ 4 jours au rythme actuel de 12 mL/jour')).toBeVisible();
    await expect(page.getByText('12 mL vapés sur 60 mL', { exact: true })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('coils offline: a coil (and a device) added without network wait on screen, then are sent once', async ({
  page,
  context,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  const modele = `XROS ${randomBytes(3).toString('hex')}`;
  const added = await request.post('/api/cigarettes', { headers, data: { modele, kind: 'pod' } });
  expect(added.status()).toBe(201);
  const coilsOnServer = async () =>
    (
      (await (await request.get('/api/resistance', { headers })).json()) as { dureeMl: number | null }[]
    ).filter((coil) => coil.dureeMl === 45).length;
  await signIn(page, account.token);
  await page.goto('/resistance');
  await servedByServiceWorker(page);
  await expect(page.getByText(modele)).toBeVisible();
  await expect(page.getByText("Vous n'avez pas de résistances.")).toBeVisible();
  await expectApiAnswerCached(page, '/api/resistance');

  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: 'Ajouter une résistance' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Durée de vie en mL vapés (facultatif)').fill('45');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    const waiting = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: modele }) });
    await expect(waiting).toContainText('durée de vie 15 jours ou 45 mL');
    await expect(waiting).toContainText('En attente d’envoi');
    await expect(waiting.getByRole('button', { name: /Changer/ })).toHaveCount(0);
    expect(await coilsOnServer()).toBe(0);

    // A device added offline waits too; its coil must wait for the network.
    const other = `Aegis ${randomBytes(3).toString('hex')}`;
    await page.getByRole('button', { name: 'Ajouter une cigarette' }).click();
    let deviceDialog = page.getByRole('dialog');
    await deviceDialog.getByLabel('Modèle').fill(other);
    await deviceDialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(deviceDialog).toBeHidden();
    const row = page.getByRole('listitem').filter({ hasText: other });
    await expect(row).toContainText('En attente d’envoi');
    await page.getByRole('button', { name: 'Ajouter une résistance' }).click();
    deviceDialog = page.getByRole('dialog');
    await deviceDialog.getByLabel('Cigarette').selectOption({ label: other });
    await deviceDialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(deviceDialog.getByText(/Cette cigarette n’est pas encore envoyée/)).toBeVisible();
    await deviceDialog.getByRole('button', { name: 'Annuler' }).click();

    await page.goto('/home');
    await expect(page.getByText(modele)).toBeVisible();
    await expect(
      page.getByText('En attente d’envoi : elle sera enregistrée au retour du réseau.'),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect.poll(coilsOnServer).toBe(1);
  await expect
    .poll(
      async () => ((await (await request.get('/api/cigarettes', { headers })).json()) as unknown[]).length,
    )
    .toBe(2);
  await page.goto('/resistance');
  const saved = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: modele }) });
  await expect(
    saved.getByRole('button', { name: `Changer la résistance ${modele} installée le` }),
  ).toBeVisible();
  await expect(saved).not.toContainText('En attente d’envoi');
  await expect(saved).toContainText('durée de vie 15 jours ou 45 mL');
  await page.reload();
  await expect(page.getByRole('heading', { name: modele })).toHaveCount(1);
  expect(await coilsOnServer()).toBe(1);
});

test('« Changer » keeps the old coil in the history of its device, with its days and mL', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  const modele = `Nautilus ${randomBytes(3).toString('hex')}`;
  const { cigarette } = await (await request.post('/api/cigarettes', { headers, data: { modele } })).json();
  const coil = await request.post('/api/resistance', {
    headers,
    data: { cigId: cigarette._id, dateInstallation: parisDay(10), duree: 15 },
  });
  expect(coil.status()).toBe(201);
  await createPlanThroughApi(request, account.token);
  const logged = await request.post('/api/nicotine/log', {
    headers,
    data: { date: parisDay(), ml: 12, rate: 6 },
  });
  expect(logged.status(), await logged.text()).toBe(200);

  await signIn(page, account.token);
  await page.goto('/resistance');
  const history = page.getByRole('region', { name: 'Historique des résistances' });
  await expect(history.getByText(/Aucune résistance changée pour l’instant/)).toBeVisible();
  await page.getByRole('button', { name: `Changer la résistance ${modele}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Changer', exact: true }).click();
  await expect(page.getByText('Résistance mise à jour !')).toBeVisible();
  // The new coil starts at day 0; the old one lasted 10 days and saw today's 12 mL.
  await expect(page.getByText('Temps restant : 15 jours')).toBeVisible();
  await expect(history.getByRole('heading', { level: 3, name: modele })).toBeVisible();
  await expect(
    history.getByText('En moyenne 10 jours et 12 mL par résistance (1 résistance changée)'),
  ).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveText(
    /Installée le .+, retirée le .+ : 10 jours, 12 mL vapés/,
  );
  await expectNoSeriousAxeViolations(page);
});
