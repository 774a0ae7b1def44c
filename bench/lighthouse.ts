/**
 * Lighthouse (mobile configuration) on the landing page, /login and /home of the production build served by
 * the real server on loopback, with Debian's Chromium. Prints the scores; goals: performance ≥ 95,
 * accessibility 100, best practices 100. Run `npm run build` first (`npm run bench:lighthouse` does).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');
const port = 3190;
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.tmp/lighthouse-data');
fs.rmSync(dataDir, { recursive: true, force: true });

const post = async (url: string, body: unknown) =>
  (
    await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/maintenance`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const email = `lighthouse.${Date.now()}@exemple.fr`;
  const password = randomBytes(12).toString('base64url');
  await post('/api/auth/register', {
    nom: 'Phare',
    prenom: 'Louise',
    date_nais: '1990-01-01',
    email,
    password,
  });
  const { token } = (await post('/api/auth/login', { email, password })) as { token: string };

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    for (const [name, url, signedIn] of [
      ['landing', '/', false],
      ['login', '/login', false],
      ['home', '/home', true],
    ] as const) {
      const page = await browser.newPage();
      await page.goto(`${base}/mentions-legales`);
      await page.evaluate(
        (value) => (value ? localStorage.setItem('token', value) : localStorage.clear()),
        signedIn ? token : '',
      );
      const result = await lighthouse(
        `${base}${url}`,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: true,
        },
        undefined,
        page,
      );
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      process.stdout.write(
        `${name.padEnd(8)} performance ${score('performance')}   accessibility ${score('accessibility')}   best practices ${score('best-practices')}\n`,
      );
      // Say what costs points, so a score below the goal can be acted on.
      for (const category of Object.values(categories)) {
        const weak = category.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => result!.lhr.audits[ref.id]!)
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        if (weak.length) process.stdout.write(`         ${category.id}: ${weak.join(', ')}\n`);
      }
      const shifts = result?.lhr.audits['layout-shifts']?.details as
        | { items?: { score?: number; node?: { snippet?: string } }[] }
        | undefined;
      for (const item of shifts?.items ?? []) {
        if ((item.score ?? 0) >= 0.01)
          process.stdout.write(
            `         shift ${item.score?.toFixed(3)}: ${item.node?.snippet?.slice(0, 140)}\n`,
          );
      }
      const consoleErrors = result?.lhr.audits['errors-in-console']?.details as
        | { items?: { description?: string; sourceLocation?: { url?: string } }[] }
        | undefined;
      for (const item of consoleErrors?.items ?? []) {
        process.stdout.write(`         console: ${item.description} ${item.sourceLocation?.url ?? ''}\n`);
      }
      await page.close();
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
} finally {
  server.kill();
}
