/**
 * Where a page's load spends the main thread, as a phone would: loads one page of the production build in
 * Debian's Chromium at 4× CPU slowdown (what Lighthouse's mobile run simulates), with a CPU profile, and prints
 * the long tasks (over 50 ms, and their blocking time past 50 ms), then the self time by source file and by
 * function. Build with source maps for readable names:
 * `npx vite build apps/web --sourcemap --outDir /tmp/web-dist` then `WEB_DIST=/tmp/web-dist`.
 * TASKS=1 prints each long task's self time by source file, TASKS=functions by function.
 * Not part of `npm run bench`. Usage: PAGE=/home RUNS=3 PORT=3121 node --import tsx bench/profile-page.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map';
import { startPageServer } from './page-server.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; type?: string; frame?: string } };
}

/** The main thread's tasks over 50 ms, each with what it ran (scripts by URL, style, layout…). */
/**
 * Prints the long tasks; returns the longest one after the first contentful paint ([start, end] in µs), and
 * every long task of the load (for TASKS=1).
 */
function printLongTasks(events: TraceEvent[]): { longest?: [number, number]; all: [number, number][] } {
  // The page's main thread: the one with the most task time.
  const busy = new Map<string, number>();
  for (const event of events)
    if (event.name === 'RunTask' && event.ph === 'X')
      busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      (event.dur ?? 0) > 50_000 &&
      `${event.pid}:${event.tid}` === main,
  );
  const start = events.findLast((event) => event.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  const fcp = events.findLast((event) => event.name === 'firstContentfulPaint')?.ts;
  let blocking = 0;
  let longest: [number, number] | undefined;
  const all: [number, number][] = [];
  for (const task of tasks) {
    all.push([task.ts, task.ts + (task.dur ?? 0)]);
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter(
      (event) =>
        event.ph === 'X' &&
        event.tid === task.tid &&
        event.pid === task.pid &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end &&
        event !== task,
    );
    const parts = new Map<string, number>();
    for (const event of inside) {
      const label =
        event.name === 'EvaluateScript' ||
        event.name === 'v8.compile' ||
        event.name === 'FunctionCall' ||
        event.name === 'v8.compileModule' ||
        event.name === 'v8.evaluateModule'
          ? `${event.name} ${(event.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`
          : [
                'Layout',
                'UpdateLayoutTree',
                'Paint',
                'ParseHTML',
                'ParseAuthorStyleSheet',
                'PrePaint',
                'Layerize',
                'TimerFire',
                'FireAnimationFrame',
                'EventDispatch',
                'XHRLoad',
                'RunMicrotasks',
                'v8.run',
                'ResourceReceivedData',
                'ResourceFinish',
                'FireIdleCallback',
                'HitTest',
              ].includes(event.name)
            ? event.name
            : '';
      if (label) parts.set(label, Math.max(parts.get(label) ?? 0, 0) + (event.dur ?? 0) / 1000);
    }
    const summary = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([label, ms]) => `${label} ${Math.round(ms)}`)
      .join('; ');
    const afterPaint = fcp !== undefined && task.ts >= fcp;
    if (afterPaint) blocking += (task.dur ?? 0) / 1000 - 50;
    if (afterPaint && (!longest || longest[1] - longest[0] < (task.dur ?? 0)))
      longest = [task.ts, task.ts + (task.dur ?? 0)];
    process.stdout.write(
      `  ${afterPaint ? '*' : ' '}${Math.round((task.dur ?? 0) / 1000)} ms @${Math.round((task.ts - start) / 1000)}: ${summary}\n`,
    );
  }
  process.stdout.write(
    `  first contentful paint @${fcp === undefined ? '?' : Math.round((fcp - start) / 1000)} ms; blocking after it (*) ${Math.round(blocking)} ms\n`,
  );
  return { longest, all };
}

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3121);
const pagePath = process.env.PAGE ?? '/home';
const runs = Number(process.env.RUNS ?? 3);
const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const { base, server, token } = await startPageServer({
  port,
  dataDir: path.join(root, `.tmp/profile-page-${port}`),
  webDist,
});
try {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
    defaultViewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  });
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const maps = new Map<string, SourceMapConsumer | null>();
  const original = (url: string, line: number, column: number, name: string) => {
    const file = url.replace(/^https?:\/\/[^/]+\//, '');
    if (!maps.has(file)) {
      const mapFile = path.join(webDist, `${file}.map`);
      maps.set(
        file,
        fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null,
      );
    }
    const at = line >= 0 ? maps.get(file)?.originalPositionFor({ line: line + 1, column }) : undefined;
    if (!at?.source) return { source: file || '(browser)', name: `${name || '(anonymous)'} ${file}` };
    const source = at.source
      .replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
      .replace(/^(\.\.\/)+/, '');
    return { source, name: `${at.name ?? name ?? '(anonymous)'} ${source}:${at.line}` };
  };
  try {
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage();
      await page.goto(`${base}/mentions-legales`);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.evaluateOnNewDocument(() => {
        const tasks: number[] = [];
        (window as unknown as { longTasks: number[] }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.tracing.start({
        categories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
        ],
      });
      await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle0' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as {
        traceEvents: TraceEvent[];
      };
      const { longest, all } = printLongTasks(trace.traceEvents);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
        profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
      };
      const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
      const blocking = tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
      process.stdout.write(
        `run ${run + 1}: long tasks ${tasks.map((t) => Math.round(t)).join(', ')} ms; blocking ${Math.round(blocking)} ms\n`,
      );
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const parents = new Map<number, ProfileNode>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
      const caller = (node: ProfileNode) => {
        let parent = parents.get(node.id);
        while (parent && !parent.callFrame.url) parent = parents.get(parent.id);
        return parent;
      };
      // LONGEST=1: only the samples of the longest task after the first paint.
      // TASKS=1: each long task's self time by source file, printed after the run.
      const byTask = all.map(() => new Map<string, number>());
      let time = profile.startTime;
      profile.samples.forEach((id, index) => {
        time += profile.timeDeltas[index] ?? 0;
        const taskIndex = all.findIndex(([from, to]) => time >= from && time <= to);
        if (process.env.LONGEST && longest && (time < longest[0] || time > longest[1])) return;
        const node = nodes.get(id);
        if (!node) return;
        const ms = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000 / runs;
        const { url, lineNumber, columnNumber, functionName } = node.callFrame;
        if (functionName === '(idle)' || functionName === '(program)') return;
        const from = url ? undefined : caller(node);
        const at = url
          ? original(url, lineNumber, columnNumber, functionName)
          : from
            ? (({ source, name }) => ({ source, name: `${functionName} ← ${name}` }))(
                original(
                  from.callFrame.url,
                  from.callFrame.lineNumber,
                  from.callFrame.columnNumber,
                  from.callFrame.functionName,
                ),
              )
            : { source: `(${functionName || 'native'})`, name: functionName || '(native)' };
        bySource.set(at.source, (bySource.get(at.source) ?? 0) + ms);
        const taskSources = byTask[taskIndex];
        // TASKS=functions: by function rather than by source file.
        const taskKey = process.env.TASKS === 'functions' ? at.name : at.source;
        if (taskSources) taskSources.set(taskKey, (taskSources.get(taskKey) ?? 0) + ms * runs);
        byFunction.set(at.name, (byFunction.get(at.name) ?? 0) + ms);
      });
      if (process.env.TASKS)
        byTask.forEach((sources, index) => {
          const [from, to] = all[index]!;
          const parts = [...sources]
            .sort((a, b) => b[1] - a[1])
            .slice(0, process.env.TASKS === 'functions' ? 16 : 8)
            .map(([source, ms]) => `${source.replace(/^.*\/(apps|packages)\//, '$1/')} ${Math.round(ms)}`)
            .join('; ');
          process.stdout.write(`  task ${Math.round((to - from) / 1000)} ms: ${parts}\n`);
        });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `  ${String(Math.round(ms)).padStart(5)} ms  ${key}`)
      .join('\n');
  const total = [...bySource.values()].reduce((a, b) => a + b, 0);
  process.stdout.write(`\nself time per load (mean of ${runs}, 4× slowdown): ${Math.round(total)} ms\n`);
  process.stdout.write(
    `by source:\n${top(bySource, 25)}\nby function:\n${top(byFunction, Number(process.env.TOP ?? 30))}\n`,
  );
} finally {
  server.kill();
}
