/**
 * The e2e suite on a busy machine: busy loops take every CPU while the whole suite runs with no retry,
 * several times in a row. A journey that fails here waits on time or on the order of network answers.
 *
 *   npm run test:e2e:stress                 3 runs, one busy loop per CPU
 *   STRESS_RUNS=5 STRESS_LOOPS=4 npm run test:e2e:stress
 *
 * The load is bounded: the loops stop when the runs end, and after STRESS_MAX_MINUTES whatever happens.
 */
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const runs = Number(process.env.STRESS_RUNS ?? 3);
const loops = Number(process.env.STRESS_LOOPS ?? os.availableParallelism());
const maxMinutes = Number(process.env.STRESS_MAX_MINUTES ?? 60);
const extraArgs = process.argv.slice(2);

function startBusyLoops(count: number, stopAt: number) {
  const source = `
    const stopAt = ${stopAt};
    let x = 0;
    while (Date.now() < stopAt) { for (let i = 0; i < 1e6; i += 1) x = (x * 31 + i) % 1000003; }
  `;
  return Array.from({ length: count }, () => new Worker(source, { eval: true }));
}

function runSuite(run: number): Promise<{ code: number; summary: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', 'e2e', '--retries=0', ...extraArgs], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let tail = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('close', (code) => {
      const summary = tail
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^\d+ (passed|failed|flaky|skipped|did not run)/.test(line))
        .join(', ');
      console.log(`\n[stress] run ${run}/${runs}: exit ${code}; ${summary || 'no summary'}\n`);
      resolve({ code: code ?? 1, summary });
    });
  });
}

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const stopAt = Date.now() + maxMinutes * 60_000;
const workers = startBusyLoops(loops, stopAt);
console.log(`[stress] ${loops} busy loops on ${os.availableParallelism()} CPUs, ${runs} runs with no retry`);
const results: Array<{ code: number; summary: string }> = [];
try {
  for (let run = 1; run <= runs && Date.now() < stopAt; run += 1) results.push(await runSuite(run));
} finally {
  await Promise.all(workers.map((worker) => worker.terminate()));
}
results.forEach((result, index) => {
  console.log(`[stress] run ${index + 1}: ${result.code === 0 ? 'green' : 'RED'} (${result.summary})`);
});
const green = results.filter((result) => result.code === 0).length;
console.log(`[stress] ${green} of ${runs} runs green`);
process.exit(green === runs ? 0 : 1);
