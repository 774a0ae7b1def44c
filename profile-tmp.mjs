// One-off: CPU profile of a page load at 4x CPU slowdown; prints self time by function and by script.
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3196';
const path = process.argv[2] ?? '/home';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const p = await ctx.newPage();
const email = `prof${Date.now()}@x.fr`;
const post = (u, body, token) => fetch(base + u, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
await post('/api/auth/register', { nom: 'A', prenom: 'B', date_nais: '1990-01-01', email, password: 'motdepasse-123' });
const { token } = await (await post('/api/auth/login', { email, password: 'motdepasse-123' })).json();
await post('/api/nicotine/plan', { startRate: 6, targetRate: 0, dailyAvgMl: 10, mode: 'normal' }, token);
await post('/api/nicotine/log', { date: new Date().toISOString().slice(0, 10), ml: 8, rate: 6 }, token);
await p.goto(base + '/mentions-legales');
await p.evaluate((t) => localStorage.setItem('token', t), token);
await p.goto(base + '/mentions-legales');
await p.waitForTimeout(1500);
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await p.goto(base + path);
await p.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
const dt = {}; const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let i = 0; i < profile.samples.length; i++) { dt[profile.samples[i]] = (dt[profile.samples[i]] ?? 0) + profile.timeDeltas[i]; }
const fn = {}, script = {};
for (const [id, t] of Object.entries(dt)) { const n = byId.get(Number(id)); const cf = n.callFrame; const u = cf.url.replace(/^.*\/assets\//, ''); const k = `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}`; fn[k] = (fn[k] ?? 0) + t; script[u || cf.functionName] = (script[u || cf.functionName] ?? 0) + t; }
const top = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n');
console.log('by script\n' + top(script, 15) + '\n\nby function\n' + top(fn, 30));
await b.close();
