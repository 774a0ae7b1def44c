import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { expect, registerThroughApi, test } from './fixtures.ts';

/**
 * A real browser restart: the same profile folder is opened, closed and opened again, as when someone quits
 * Chromium on a shared computer and the next person opens it.
 */
test('without « Se souvenir de moi » the session ends with the browser; with it, it survives a restart', async ({
  request,
}, testInfo) => {
  const account = await registerThroughApi(request);
  const profile = await mkdtemp(join(tmpdir(), 'vapolib-profile-'));
  const { launchOptions, baseURL, locale, timezoneId } = testInfo.project.use;
  const openBrowser = () =>
    chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      locale,
      timezoneId,
      viewport: { width: 390, height: 844 },
    });
  const logIn = async (browser: BrowserContext, remember: boolean) => {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    const rememberMe = page.getByLabel('Se souvenir de moi');
    await expect(rememberMe).not.toBeChecked();
    if (remember) await rememberMe.check();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${account.prenom}` })).toBeVisible();
  };
  const homeAfterRestart = async () => {
    const browser = await openBrowser();
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/home');
    return { browser, page };
  };

  try {
    let browser = await openBrowser();
    await logIn(browser, false);
    await browser.close();

    let restarted = await homeAfterRestart();
    await expect(restarted.page).toHaveURL(/\/login\?next=%2Fhome$/);
    await logIn(restarted.browser, true);
    await restarted.browser.close();

    restarted = await homeAfterRestart();
    browser = restarted.browser;
    await expect(
      restarted.page.getByRole('heading', { level: 1, name: `Bonjour ${account.prenom}` }),
    ).toBeVisible();
    await expect(restarted.page).toHaveURL(/\/home$/);
    await browser.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
