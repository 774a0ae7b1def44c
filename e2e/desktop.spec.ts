import type { Page } from '@playwright/test';
import {
  adminCredentials,
  createPlanThroughApi,
  expect,
  loginThroughApi,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

/** The longest names the product accepts: nothing may push a screen wider than the window. */
const longModel = `Geekvape Aegis Legend 3 édition limitée ${'x'.repeat(60)}`;

async function expectNoSidewaysScroll(page: Page, path: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

async function walk(page: Page, screens: [path: string, ready: (page: Page) => Promise<void>][]) {
  for (const [path, ready] of screens) {
    await page.goto(path);
    await ready(page);
    await expectNoSidewaysScroll(page, path);
    await page.screenshot({
      path: test.info().outputPath(`${path.replaceAll('/', '_') || 'root'}.png`),
      fullPage: true,
    });
  }
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

test('on a desktop every screen of a user with data fits the window and shows its content', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  const [arome] = await (await request.get('/api/aromes/search?name=vanilla', { headers })).json();
  const liquid = await request.post('/api/eliquides', {
    headers,
    data: { arome_id: arome.id, brand: arome.brand, rating: 4, description: 'Très bon '.repeat(20) },
  });
  expect(liquid.status()).toBe(201);
  const { cigarette } = await (
    await request.post('/api/cigarettes', { headers, data: { modele: longModel } })
  ).json();
  const coil = await request.post('/api/resistance', {
    headers,
    data: { cigId: cigarette._id, dateInstallation: new Date().toISOString().slice(0, 10), duree: 15 },
  });
  expect(coil.status()).toBe(201);
  await createPlanThroughApi(request, account.token);
  await signIn(page, account.token);

  await walk(page, [
    [
      '/home',
      async (page) => {
        await heading(`Bonjour ${account.prenom}`)(page);
        await expect(page.getByRole('link', { name: new RegExp(arome.name) }).first()).toBeVisible();
        await expect(page.getByText(longModel).first()).toBeVisible();
      },
    ],
    [
      '/eliquides',
      async (page) => {
        await heading('Mes liquides')(page);
        await expect(page.getByText(arome.name).first()).toBeVisible();
      },
    ],
    ['/add-liquide', heading('Ajouter un liquide')],
    [
      '/resistance',
      async (page) => {
        await heading('Mes résistances')(page);
        await expect(page.getByText(longModel).first()).toBeVisible();
      },
    ],
    [
      '/nicotine',
      async (page) => {
        await heading('Suivi de nicotine')(page);
        await expect(page.getByRole('progressbar', { name: 'Progression du plan' })).toBeVisible();
      },
    ],
    [
      '/calculateur',
      async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Votre liquide :').first()).toBeVisible();
      },
    ],
    ['/profil', heading(`${account.prenom} ${account.nom}`)],
    ['/mentions-legales', heading('Mentions légales et confidentialité')],
  ]);
});

test('on a desktop the back-office shows its sidebar and every table fits the window', async ({
  page,
  request,
}) => {
  const owner = await registerThroughApi(request);
  await request.post('/api/cigarettes', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { modele: longModel },
  });
  const { token } = await loginThroughApi(request, adminCredentials.email, adminCredentials.password);
  await signIn(page, token);
  const sidebar = page.getByRole('navigation', { name: 'Sections de l’administration' });

  await walk(page, [
    [
      '/admin',
      async (page) => {
        await heading('Tableau de bord')(page);
        await expect(sidebar).toBeVisible();
      },
    ],
    [
      '/admin/user',
      async (page) => {
        await heading('Utilisateurs')(page);
        await expect(page.getByText(owner.email).first()).toBeVisible();
      },
    ],
    [
      '/admin/aromes',
      async (page) => {
        await heading('Arômes')(page);
        await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
      },
    ],
    ['/admin/eliquideUser', heading('E-liquides des utilisateurs')],
    [
      '/admin/cigarette',
      async (page) => {
        await heading('Cigarettes')(page);
        await expect(page.getByText(longModel).first()).toBeVisible();
      },
    ],
    ['/admin/resistance', heading('Résistances')],
    ['/admin/menu', heading('Menu')],
    ['/admin/setting', heading('Réglages')],
    ['/admin/sauvegardes', heading('Sauvegardes')],
  ]);
});
