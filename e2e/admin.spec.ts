import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  adminCredentials,
  expect,
  expectNoSeriousAxeViolations,
  loginThroughApi,
  registerThroughApi,
  setMaintenance,
  signIn,
  test,
} from './fixtures.ts';

test.afterEach(async ({ request }) => {
  await setMaintenance(request, false);
});

async function signInAsAdmin(page: Page, request: Parameters<typeof loginThroughApi>[0]) {
  const { token } = await loginThroughApi(request, adminCredentials.email, adminCredentials.password);
  await signIn(page, token);
  return token;
}

/** On a phone the sidebar hides behind "Sections". */
async function openSection(page: Page, name: string) {
  await page.getByRole('button', { name: 'Sections' }).click();
  await page
    .getByRole('navigation', { name: 'Sections de l’administration' })
    .getByRole('link', { name, exact: true })
    .click();
}

test('the dashboard shows the three counts and passes axe', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  for (const label of ['Utilisateurs', 'Arômes au catalogue', 'E-liquides des utilisateurs']) {
    await expect(
      page
        .locator('dt')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd'),
    ).toHaveText(/^\d[\d\s\u202f]*$/);
  }
  await expectNoSeriousAxeViolations(page);
});

test('every admin page passes axe on a phone with the collapsed sidebar', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sections de l’administration' });
  await expect(sidebar).toBeHidden();
  const pages = [
    { link: 'Utilisateurs', heading: 'Utilisateurs', url: /\/admin\/user$/ },
    { link: 'Menu', heading: 'Menu', url: /\/admin\/menu$/ },
    { link: 'Réglages', heading: 'Réglages', url: /\/admin\/setting$/ },
    { link: 'Sauvegardes', heading: 'Sauvegardes', url: /\/admin\/sauvegardes$/ },
    { link: 'Swagger', heading: 'Swagger', url: /\/admin\/swagger$/ },
  ];
  for (const target of pages) {
    await openSection(page, target.link);
    await expect(page).toHaveURL(target.url);
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
    await test.step(`axe on ${target.link}`, () => expectNoSeriousAxeViolations(page));
  }

  // The edit dialogs too.
  await openSection(page, 'Menu');
  await page.getByRole('button', { name: 'Ajouter un lien' }).click();
  await expect(page.getByRole('dialog', { name: 'Ajouter un lien' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('Swagger opens the interactive API documentation in a new tab', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/swagger');
  await expect(page.getByRole('heading', { level: 1, name: 'Swagger' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ouvrir la documentation de l'API/ })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  await expect(page.getByRole('link', { name: /Document OpenAPI/ })).toHaveAttribute(
    'href',
    '/api/docs/json',
  );
  expect((await request.get('/api/docs/json')).status()).toBe(200);
  // The button opens the interactive documentation in a new tab.
  const [docs] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Ouvrir la documentation de l'API/ }).click(),
  ]);
  await expect(docs).toHaveURL(/\/api\/docs/);
  await expect(docs.getByRole('button', { name: /Authorize/ })).toBeVisible();
  await expect(docs.getByText('/api/nicotine/status').first()).toBeVisible();
  await docs.close();
});

test('users: filter, edit, toggle the role and delete', async ({ page, browser, request }) => {
  const account = await registerThroughApi(request);
  await signInAsAdmin(page, request);
  await page.goto('/admin/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: account.email });
  await expect(card).toBeVisible();

  await page.getByRole('radio', { name: 'Admin' }).check({ force: true });
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: adminCredentials.email })).toBeVisible();
  await page.getByRole('radio', { name: 'User' }).check({ force: true });
  await expect(card).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: adminCredentials.email })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Tous' }).check({ force: true });

  // The admin cannot demote or delete themself: both are disabled on their own row, which says why.
  const own = page.getByRole('listitem').filter({ hasText: adminCredentials.email });
  await expect(own.getByRole('button', { name: 'Rôle admin (votre compte)' })).toBeDisabled();
  await expect(own.getByRole('button', { name: /^Supprimer/ })).toBeDisabled();
  await expect(own).toContainText('Vous ne pouvez pas supprimer ou rétrograder votre propre compte.');

  await card.getByRole('button', { name: /^Modifier/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier l’utilisateur' });
  await expect(dialog.getByLabel('Adresse e-mail')).toHaveValue(account.email);
  await dialog.getByLabel('Prénom').fill('   ');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Tous les champs doivent être remplis !' }),
  ).toBeVisible();
  await dialog.getByLabel('Prénom').fill('Dominique');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Utilisateur mis à jour avec succès !' }),
  ).toBeVisible();
  await expect(card).toContainText('Dominique Lefèvre');

  await card.getByRole('button', { name: 'Rôle user, cliquer pour passer admin' }).click();
  const promote = page.getByRole('dialog', { name: 'Passer administrateur' });
  await expect(promote).toContainText(
    `Donner les droits d’administration à Dominique Lefèvre (${account.email}) ?`,
  );
  await promote.getByRole('button', { name: 'Annuler' }).click();
  await expect(promote).toBeHidden();
  await expect(card.getByRole('button', { name: 'Rôle user, cliquer pour passer admin' })).toBeVisible();
  await card.getByRole('button', { name: 'Rôle user, cliquer pour passer admin' }).click();
  await promote.getByRole('button', { name: 'Passer admin' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rôle modifié !' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Rôle admin, cliquer pour passer user' })).toBeVisible();

  // The promoted user logs in again and finds "Admin" in the burger menu.
  const userContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const userPage = await userContext.newPage();
  await userPage.goto('/login');
  await userPage.getByLabel('Adresse e-mail').fill(account.email);
  await userPage.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await userPage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(userPage).toHaveURL(/\/home$/);
  await userPage.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await userPage
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Admin' })
    .click();
  await expect(userPage.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await userContext.close();

  await page.getByRole('radio', { name: 'Admin' }).check({ force: true });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Rôle admin, cliquer pour passer user' }).click();
  const demote = page.getByRole('dialog', { name: 'Retirer les droits d’administration' });
  await expect(demote).toContainText(
    `Retirer les droits d’administration à Dominique Lefèvre (${account.email}) ?`,
  );
  await demote.getByRole('button', { name: 'Retirer les droits' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('radio', { name: 'Tous' }).check({ force: true });
  await expect(card.getByRole('button', { name: 'Rôle user, cliquer pour passer admin' })).toBeVisible();

  await card.getByRole('button', { name: /^Supprimer/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation de suppression' });
  await expect(confirm).toContainText(
    'Êtes-vous sûr de vouloir supprimer cet utilisateur ? Cette action est irréversible.',
  );
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Utilisateur supprimé !' })).toBeVisible();
  await expect(card).toHaveCount(0);
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
});

test('menu links: add, order, hide, disable and delete, seen at once in the burger menu', async ({
  page,
  request,
}) => {
  const label = `Boutique ${randomBytes(3).toString('hex')}`;
  await signInAsAdmin(page, request);
  await page.goto('/admin/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un lien' }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter un lien' });
  await form.getByLabel('Chemin').fill('boutique');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form.getByText('Le libellé est obligatoire (100 caractères au plus).')).toBeVisible();
  await expect(
    form.getByText(
      'Le chemin doit être une page de l’application commençant par un seul « / » (200 caractères au plus).',
    ),
  ).toBeVisible();
  await form.getByLabel('Libellé').fill(label);
  await form.getByLabel('Chemin').fill('/calculateur');
  await form.getByRole('radio', { name: 'Étoile' }).check({ force: true });
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Lien créé avec succès !' })).toBeVisible();

  await page.getByLabel('Rechercher').fill(label.toUpperCase());
  const row = page.getByRole('listitem').filter({ hasText: label });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Rechercher').fill('/CALCUL');
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Rechercher').fill('introuvable-xyz');
  await expect(page.getByText('Aucun lien trouvé')).toBeVisible();
  await page.getByLabel('Rechercher').fill('');

  // Last of the menu: it goes up one place, swapping order with its neighbour.
  await expect(row.getByRole('button', { name: /^Descendre/ })).toBeDisabled();
  const before = (await (await request.get('/api/menu/links')).json()) as { label: string }[];
  expect(before.at(-1)?.label).toBe(label);
  await row.getByRole('button', { name: /^Monter/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lien modifié avec succès !' })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/menu/links')).json()) as { label: string }[]).at(-2)?.label,
    )
    .toBe(label);
  await expect(row.getByRole('button', { name: /^Descendre/ })).toBeEnabled();

  // The burger menu shows it at once.
  await page.getByRole('button', { name: 'Sections' }).click();
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const burger = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(burger.getByRole('link', { name: label })).toBeVisible();
  await burger.getByRole('link', { name: 'Admin' }).click();
  await openSection(page, 'Menu');

  await row.getByRole('button', { name: /^Visible/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Visibilité modifiée avec succès !' }),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: /^Invisible/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sections' }).click();
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(burger.getByRole('link', { name: 'Mon profil' })).toBeVisible();
  await expect(burger.getByText(label)).toHaveCount(0);
  await burger.getByRole('link', { name: 'Admin' }).click();
  await openSection(page, 'Menu');

  await row.getByRole('button', { name: /^Invisible/ }).click();
  await expect(row.getByRole('button', { name: /^Visible/ })).toBeVisible();
  await row.getByRole('button', { name: /^Actif/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Statut modifié avec succès !' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Désactivé/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sections' }).click();
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const struck = burger.locator('s', { hasText: label });
  await expect(struck).toBeVisible();
  await expect(burger.getByRole('link', { name: label })).toHaveCount(0);
  await expect(burger.getByRole('listitem').filter({ hasText: label })).toContainText('(Bientôt disponible)');
  await burger.getByRole('link', { name: 'Admin' }).click();
  await openSection(page, 'Menu');

  await row.getByRole('button', { name: /^Modifier/ }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le lien' });
  await expect(edit.getByLabel('Libellé')).toHaveValue(label);
  await expect(edit.getByRole('radio', { name: 'Étoile' })).toBeChecked();
  await edit.getByLabel('Libellé').fill(`${label} bis`);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lien modifié avec succès !' })).toBeVisible();
  await expect(row).toContainText(`${label} bis`);
  await expect(row.getByRole('button', { name: /^Désactivé/ })).toBeVisible();

  await row.getByRole('button', { name: /^Supprimer/ }).click();
  await page
    .getByRole('dialog', { name: 'Confirmation de suppression' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Lien supprimé avec succès !' })).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = (await (await request.get('/api/menu/links')).json()) as { label: string }[];
  expect(after.some((link) => link.label.startsWith(label))).toBe(false);
});

test('settings: maintenance on with a message, the user is sent away, the admin keeps working, then off', async ({
  page,
  browser,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signInAsAdmin(page, request);
  await page.goto('/admin/setting');
  await expect(page.getByText('Désactivé : site ouvert')).toBeVisible();
  await expect(page.getByLabel('Message affiché')).toHaveAttribute(
    'placeholder',
    'Site en maintenance. Nous revenons très vite.',
  );
  await page.getByLabel('Message affiché').fill('Retour à 15 h');
  await page.getByRole('button', { name: 'Activer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Maintenance activée' })).toBeVisible();
  await expect(page.getByText('Activé : site en maintenance')).toBeVisible();
  expect(await (await request.get('/api/maintenance')).json()).toEqual({
    maintenance: true,
    message: 'Retour à 15 h',
  });
  // The banner goes after 3 s.
  await expect(page.getByText('Maintenance activée')).toBeHidden();

  const userContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const userPage = await userContext.newPage();
  await signIn(userPage, account.token);
  await userPage.goto('/home');
  await expect(userPage).toHaveURL(/\/maintenance$/);
  await expect(userPage.getByText('Retour à 15 h')).toBeVisible();

  await openSection(page, 'Utilisateurs');
  await expect(page.getByRole('listitem').filter({ hasText: account.email })).toBeVisible();
  await openSection(page, 'Réglages');
  await expect(page.getByLabel('Message affiché')).toHaveValue('Retour à 15 h');
  await page.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Maintenance désactivée' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activer' })).toBeEnabled();
  expect((await (await request.get('/api/maintenance')).json()).maintenance).toBe(false);
  await expect(userPage).toHaveURL(/\/home$/);
  await userContext.close();
});

test('a user who is not an admin is sent from /admin to /home', async ({ page, request }) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
  await page.goto('/admin/user');
  await expect(page).toHaveURL(/\/home$/);
  expect(
    (
      await request.get('/api/auth/users', { headers: { authorization: `Bearer ${account.token}` } })
    ).status(),
  ).toBe(403);
});
