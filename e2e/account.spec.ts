import fs from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import {
  createPlanThroughApi,
  expect,
  loginThroughApi,
  newIdentity,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';
import { smtpPort } from './playwright.config.ts';

test('register, sign in, edit the profile and sign out', async ({ page, request }) => {
  const identity = newIdentity();
  await page.goto('/register');
  await page.getByLabel('Nom', { exact: true }).fill(identity.nom);
  await page.getByLabel('Prénom').fill(identity.prenom);
  await page.getByLabel('Date de naissance').fill(identity.date_nais);
  await page.getByLabel('Adresse e-mail').fill(identity.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(identity.password);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText("Veuillez accepter les conditions d'utilisation")).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Inscription réussie ! Redirection vers la connexion...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Adresse e-mail').fill(identity.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('E-mail ou mot de passe incorrect.')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(identity.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie ! Redirection...')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(identity.prenom);

  await page.goto('/profil');
  await page.getByLabel('Prénom').fill('Cam<ille');
  await expect(page.getByText('Caractères spéciaux non autorisés.').first()).toBeVisible();
  await page.getByLabel('Prénom').fill('Camilla');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByText('Profil mis à jour !')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Prénom')).toHaveValue('Camilla');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Êtes-vous sûr de vouloir vous déconnecter ?')).toBeVisible();
  const revoked = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await revoked).status()).toBe(200);
  // The server revoked the token: a copy of it opens nothing any more.
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?next=%2Fhome$/);
});

test('forgot password, follow the mailed link, reset, sign in with the new password', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const inbox: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail.text ?? '');
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  try {
    await page.goto('/password');
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByText('Email envoyé ! Vérifiez votre boîte mail')).toBeVisible();
    await expect(page.getByRole('button', { name: /Envoyer le lien|\d+ ?s/ })).toBeDisabled();

    await expect.poll(() => inbox.length).toBe(1);
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(inbox[0]!)![0];
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe').fill('un-nouveau-secret');
    await page.getByLabel('Confirmer le mot de passe').fill('un-nouveau-secret');
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByText('Mot de passe réinitialisé ! Redirection en cours...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('un-nouveau-secret');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // The link is single-use. Signed in without "Se souvenir de moi", the session lives in sessionStorage.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.evaluate(() => sessionStorage.removeItem('token'));
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe').fill('encore-un-autre');
    await page.getByLabel('Confirmer le mot de passe').fill('encore-un-autre');
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByText(/invalide ou a expiré/)).toBeVisible();
    await loginThroughApi(request, account.email, 'un-nouveau-secret');
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

test('my data: export them as JSON, then delete the account with its password', async ({ page, request }) => {
  const account = await registerThroughApi(request);
  await createPlanThroughApi(request, account.token);
  await signIn(page, account.token);
  await page.goto('/profil');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter mes données' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('vapolib-mes-donnees.json');
  const exported = JSON.parse(await fs.readFile((await file.path())!, 'utf8'));
  expect(JSON.stringify(exported)).toContain(account.email);
  expect(JSON.stringify(exported)).not.toContain(account.password);
  expect(JSON.stringify(exported)).toContain('"startRate":6');

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible();
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Votre compte et toutes vos données ont été supprimés.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const again = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(again.status()).toBe(401);
});
