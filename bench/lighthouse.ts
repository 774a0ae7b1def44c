/**
 * Lighthouse (mobile configuration) on the landing page, /login, /home, /nicotine and /calculateur of the
 * production build served by the built server on loopback, with Debian's Chromium. Each page is measured
 * RUNS times (3 by default) and the median run is printed; goals: performance ≥ 95, total blocking time
 * < 200 ms, layout shift 0, accessibility 100, best practices 100. Run `npm run build` first
 * (`npm run bench:lighthouse` does).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startPageServer } from './page-server.ts';

const root = path.resolve(import.meta.dirname, '..');
// BENCH_PORT_BASE moves the server (and Chromium's debugging port, one above), so two benches can run side by side.
const portBase = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
const port = portBase ?? 3190;

const runs = Number(process.env.RUNS ?? 3);
const shortUrl = (url = '') => url.replace(/^https?:\/\/[^/]+/, '') || 'page';
/** PAGES=home,nicotine measures only those. */
const onlyPages = process.env.PAGES?.split(',');
const { base, server, token } = await startPageServer({
  port,
  dataDir: path.join(root, `.tmp/lighthouse-data-${port}`),
});
try {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    ...(portBase ? { port: portBase + 1 } : {}),
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
      ['nicotine', '/nicotine', true],
      ['calculateur', '/calculateur', true],
      ['envie', '/envies/noter', true],
      ['envies', '/envies', true],
      ['sans-tabac', '/sans-tabac', true],
      ['stock', '/stock', true],
      ['resistance', '/resistance', true],
    ] as const) {
      if (onlyPages && !onlyPages.includes(name)) continue;
      const results: RunnerResult[] = [];
      const scored = () => results.filter((result) => !result.lhr.runtimeError).length;
      // A run Lighthouse lost (no trace) is tried again, twice at most, so the median is still of `runs` runs.
      for (let attempt = 0; scored() < runs && attempt < runs + 2; attempt++) {
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
        if (result) results.push(result);
        await page.close();
      }
      report(name, results);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
} finally {
  server.kill();
}

/** Prints the median run (by performance score) of a page, and what costs it points. */
function report(name: string, results: RunnerResult[]) {
  const performance = (result: RunnerResult) => result.lhr.categories.performance?.score ?? 0;
  // A run without a score failed (Lighthouse lost the trace, the page did not paint): say why, and leave it out
  // of the median rather than count it as a 0.
  for (const result of results)
    if (result.lhr.runtimeError)
      process.stdout.write(
        `${name.padEnd(12)} a run failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}\n`,
      );
  const sorted = results
    .filter((result) => !result.lhr.runtimeError)
    .sort((a, b) => performance(a) - performance(b));
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) return;
  // LIGHTHOUSE_JSON=dir keeps each page's median report, to look at a figure in detail.
  if (process.env.LIGHTHOUSE_JSON) {
    fs.mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, `${name}.json`), JSON.stringify(median.lhr));
  }
  const { categories, audits } = median.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const all = sorted.map((result) => Math.round(performance(result) * 100)).join('/');
  const tbt = audits['total-blocking-time']?.numericValue ?? 0;
  const cls = audits['cumulative-layout-shift']?.numericValue ?? 0;
  const lcp = audits['largest-contentful-paint']?.numericValue ?? 0;
  const fcp = audits['first-contentful-paint']?.numericValue ?? 0;
  process.stdout.write(
    `${name.padEnd(12)} performance ${score('performance')} (runs ${all})   TBT ${Math.round(tbt)} ms   CLS ${cls.toFixed(3)}   FCP ${(fcp / 1000).toFixed(1)} s   LCP ${(lcp / 1000).toFixed(1)} s   accessibility ${score('accessibility')}   best practices ${score('best-practices')}\n`,
  );
  // Say what costs points, so a score below the goal can be acted on.
  for (const category of Object.values(categories)) {
    const weak = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    if (weak.length) process.stdout.write(`             ${category.id}: ${weak.join(', ')}\n`);
  }
  const shifts = audits['layout-shifts']?.details as
    | { items?: { score?: number; node?: { snippet?: string } }[] }
    | undefined;
  for (const item of shifts?.items ?? []) {
    if ((item.score ?? 0) > 0)
      process.stdout.write(
        `             shift ${item.score?.toFixed(4)}: ${item.node?.snippet?.slice(0, 140)}\n`,
      );
  }
  // Where the blocking time goes: the main-thread tasks over 50 ms, and the scripts that cost most.
  const longTasks = audits['long-tasks']?.details as
    | { items?: { url?: string; duration?: number; startTime?: number }[] }
    | undefined;
  const tasks = (longTasks?.items ?? [])
    .slice(0, 6)
    .map(
      (task) =>
        `${Math.round(task.duration ?? 0)} ms @${Math.round(task.startTime ?? 0)} ${shortUrl(task.url)}`,
    );
  if (tasks.length) process.stdout.write(`             long tasks: ${tasks.join(', ')}\n`);
  const inspector = audits['inspector-issues']?.details as
    | { items?: { issueType?: string; subItems?: { items?: unknown[] } }[] }
    | undefined;
  for (const item of inspector?.items ?? []) {
    process.stdout.write(
      `             issue: ${item.issueType} ${JSON.stringify(item.subItems?.items ?? []).slice(0, 300)}\n`,
    );
  }
  const consoleErrors = audits['errors-in-console']?.details as
    | { items?: { description?: string; sourceLocation?: { url?: string } }[] }
    | undefined;
  for (const item of consoleErrors?.items ?? []) {
    process.stdout.write(`             console: ${item.description} ${item.sourceLocation?.url ?? ''}\n`);
  }
}
