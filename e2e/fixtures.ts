import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const adminCredentials = { email: 'admin@vapolib.test', password: 'admin-e2e-pass' };

export interface Account {
  email: string;
  password: string;
  prenom: string;
  nom: string;
  token: string;
  id: number;
}

/** Every API call of the fixtures comes from its own address, as distinct users would. */
const forwarded = () => ({ 'x-forwarded-for': `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}` });

export function newIdentity() {
  const suffix = randomBytes(4).toString('hex');
  return {
    email: `camille.${suffix}@exemple.fr`,
    password: `motdepasse-${suffix}`,
    prenom: 'Camille',
    nom: 'Lefèvre',
    date_nais: '1992-06-15',
  };
}

export async function loginThroughApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password }, headers: forwarded() });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string; user: { id: number } };
}

export async function registerThroughApi(request: APIRequestContext): Promise<Account> {
  const identity = newIdentity();
  const response = await request.post('/api/auth/register', { data: identity, headers: forwarded() });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = await loginThroughApi(request, identity.email, identity.password);
  return { ...identity, token, id: user.id };
}

/** A 6 → 0 mg plan, 20 mL a day, normal rhythm, created through the API. */
export async function createPlanThroughApi(request: APIRequestContext, token: string) {
  const response = await request.post('/api/nicotine/plan', {
    headers: { authorization: `Bearer ${token}` },
    data: { startRate: 6, targetRate: 0, dailyAvgMl: 20, mode: 'normal' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Puts a token in local storage the way the login screen does, without going through it. */
export async function signIn(page: Page, token: string) {
  await page.goto('/mentions-legales');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/**
 * Waits for the service worker to be installed, then loads the page again (or `path`) through it: from then on
 * the app shell and the API answers it sees are kept for offline use.
 */
export async function servedByServiceWorker(page: Page, path?: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (path) await page.goto(path);
  else await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Waits until the service worker has kept the answer of this API path for offline use. */
export async function expectApiAnswerCached(page: Page, pathname: string) {
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        const cache = await caches.open('vapolib-api');
        return (await cache.keys()).some((request) => new URL(request.url).pathname === wanted);
      }, pathname),
    )
    .toBe(true);
}

/** An empty message means the default maintenance text. */
export async function setMaintenance(request: APIRequestContext, maintenance: boolean, message = '') {
  const { token } = await loginThroughApi(request, adminCredentials.email, adminCredentials.password);
  const response = await request.post('/api/maintenance', {
    data: { maintenance, message },
    headers: { authorization: `Bearer ${token}`, ...forwarded() },
  });
  expect(response.status()).toBe(200);
}

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * A journey fails when the app writes console.error (network status lines of the browser aside) or when the
 * page does something our Content-Security-Policy refuses (even a refusal the code catches).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
        ),
      );
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console.error pendant le parcours').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Adds a bottle through « Mon stock »'s form (the page open), then waits for « Ajouté à votre stock ! ». The aroma's
 * name is searched in the catalogue (a combobox, its list named like it): typed freely here.
 */
export async function addToStock(
  page: Page,
  kind: 'Base' | 'Booster' | 'Arôme',
  fields: Record<string, string>,
) {
  const form = page.getByRole('form', { name: 'Ajouter à mon stock' });
  await form.getByText(kind, { exact: true }).click();
  for (const [label, value] of Object.entries(fields))
    await (label === 'Nom de l’arôme'
      ? form.getByRole('combobox', { name: label })
      : form.getByLabel(label)
    ).fill(value);
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Ajouté à votre stock !')).toBeVisible();
}
