import { createECDH, randomBytes } from 'node:crypto';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { addDaysToDay, dayIn } from '@vapolib/domain';
import { eq } from 'drizzle-orm';
import selfsigned from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppBeside, buildTestApp, databaseKinds, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { nicotineLogs } from '../db/schema.ts';
import type { AppContext } from '../lib/context.ts';
import { createMailer } from '../lib/mailer.ts';
import { createPushSender } from '../lib/push-sender.ts';
import { resolveVapidKeys } from '../modules/push/index.ts';
import { listSubscriptions, saveSubscription } from '../modules/push/push.repository.ts';
import { runCoilReminders } from './coil-reminders.ts';

interface PushHit {
  path: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

/** A local stand-in for a browser push service (HTTPS): it records each encrypted push; /gone answers 410. */
async function startPushService() {
  const hits: PushHit[] = [];
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    days: 1,
    keySize: 2048,
  });
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      hits.push({ path: request.url ?? '', headers: request.headers, bytes });
      response.statusCode = request.url?.startsWith('/gone') ? 410 : 201;
      response.end();
    });
  });
  return { server, hits };
}

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe.each(databaseKinds)('coil reminders on %s', (kind) => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  let ctx: AppContext;
  let pushOrigin = '';

  beforeAll(async () => {
    push = await startPushService();
    await new Promise<void>((resolve) => push.server.listen(0, '127.0.0.1', resolve));
    smtp = await startSmtpInbox();
    pushOrigin = `https://127.0.0.1:${(push.server.address() as AddressInfo).port}`;
    const smtpPort = smtp.port;
    t = await buildTestApp(kind, { smtpUrl: `smtp://127.0.0.1:${smtpPort}` });
    const keys = await resolveVapidKeys(t.app.ctx.db);
    ctx = {
      ...t.app.ctx,
      config: {
        ...(await import('../../test/build-test-app.ts')).testConfig(),
        publicUrl: 'https://vapolib.test',
      },
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        from: 'Vapolib <t@vapolib.fr>',
        log: t.app.log,
      }),
      clock: t.clock,
      push: createPushSender(keys, 'mailto:test@vapolib.fr', new https.Agent({ rejectUnauthorized: false })),
    };
  });
  afterAll(async () => {
    await t?.close();
    push?.server.close();
    await smtp?.close();
  });

  it('notifies a due coil once, by push and by mail, removes gone browsers, even with two runs at once', async () => {
    const user = await createUser(t.app, { prenom: 'Élise' });
    const today = dayIn(t.clock.now());
    const device = (
      await t.app.inject({
        method: 'POST',
        url: '/api/cigarettes',
        headers: user.auth,
        payload: { modele: 'Nautilus' },
      })
    ).json().cigarette;
    const addCoil = async (days: number, notifie = true) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/resistance',
          headers: user.auth,
          payload: { cigId: device._id, dateInstallation: addDaysToDay(today, -days), duree: 15, notifie },
        })
      ).json().resistance._id as number;
    const due = await addCoil(16);
    await addCoil(10);
    await addCoil(20, false);
    await saveSubscription(t.app.ctx.db, user.user.id, {
      endpoint: `${pushOrigin}/live/${user.user.id}`,
      ...browserKeys(),
    });
    await saveSubscription(t.app.ctx.db, user.user.id, {
      endpoint: `${pushOrigin}/gone/${user.user.id}`,
      ...browserKeys(),
    });

    const [first, second] = await Promise.all([runCoilReminders(ctx), runCoilReminders(ctx)]);
    expect(first + second).toBe(1);
    expect(await runCoilReminders(ctx)).toBe(0);

    const live = push.hits.filter((hit) => hit.path === `/live/${user.user.id}`);
    expect(live).toHaveLength(1);
    expect(live[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(live[0]!.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(live[0]!.headers.ttl).toBe('86400');
    expect(live[0]!.bytes).toBeGreaterThan(0);
    const remaining = await listSubscriptions(t.app.ctx.db, user.user.id);
    expect(remaining.map((s) => s.endpoint)).toEqual([`${pushOrigin}/live/${user.user.id}`]);

    await expect.poll(() => smtp.mails.filter((m) => m.to === user.email).length).toBe(1);
    const mail = smtp.mails.find((m) => m.to === user.email)!;
    expect(mail.subject).toBe('Votre résistance Nautilus est à changer');
    expect(mail.text).toContain('Bonjour Élise');
    expect(mail.text).toContain('https://vapolib.test/resistance');

    const coils = (
      await t.app.inject({ method: 'GET', url: '/api/resistance', headers: user.auth })
    ).json() as {
      _id: number;
      alreadyNotified: boolean;
    }[];
    expect(coils.filter((c) => c.alreadyNotified).map((c) => c._id)).toEqual([due]);

    // "Changer" re-arms the reminder: 16 days later the coil is due again.
    await t.app.inject({
      method: 'PUT',
      url: `/api/resistance/${due}`,
      headers: user.auth,
      payload: { dateInstallation: today },
    });
    t.clock.advance(16 * 86400000);
    try {
      expect(await runCoilReminders(ctx)).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-16 * 86400000);
    }
  });

  it('notifies once when the mL vaped reach the mL life, not before, and says so', async () => {
    const user = await createUser(t.app, { prenom: 'Malo' });
    const today = dayIn(t.clock.now());
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload });
    const device = (await post('/cigarettes', { modele: 'Zelos', kind: 'clearomiseur' })).json().cigarette;
    const coil = (
      await post('/resistance', {
        cigId: device._id,
        dateInstallation: addDaysToDay(today, -10),
        duree: 30,
        dureeMl: 40,
      })
    ).json().resistance._id as number;
    // « Changer » 4 days ago: the coil it replaced went to the history that day.
    await t.app.inject({
      method: 'PUT',
      url: `/api/resistance/${coil}`,
      headers: user.auth,
      payload: { dateInstallation: addDaysToDay(today, -4) },
    });
    const log = (daysAgo: number, ml: number) =>
      t.app.ctx.db
        .insert(nicotineLogs)
        .values({ userId: user.user.id, date: addDaysToDay(today, -daysAgo), ml, rate: 6 });
    // 100 mL on the installation day were vaped on the coil it replaced; 3 × 10 mL since are 30 of 40.
    await log(4, 100);
    await log(3, 10);
    await log(2, 10);
    await log(1, 10);
    expect(await runCoilReminders(ctx)).toBe(0);

    await log(0, 10);
    const [first, second] = await Promise.all([runCoilReminders(ctx), runCoilReminders(ctx)]);
    expect(first + second).toBe(1);
    expect(await runCoilReminders(ctx)).toBe(0);
    await expect.poll(() => smtp.mails.filter((m) => m.to === user.email).length).toBe(1);
    const mail = smtp.mails.find((m) => m.to === user.email)!;
    expect(mail.text).toContain('La résistance de votre Zelos a atteint sa durée de vie de 40 mL vapés');
    const [shown] = (
      await t.app.inject({ method: 'GET', url: '/api/resistance', headers: user.auth })
    ).json() as { _id: number; alreadyNotified: boolean }[];
    expect(shown).toMatchObject({ _id: coil, alreadyNotified: true });
  });

  it("counts a device's first coil from its installation day, as the coil card does", async () => {
    const user = await createUser(t.app);
    const today = dayIn(t.clock.now());
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload });
    const device = (await post('/cigarettes', { modele: 'First', kind: 'pod' })).json().cigarette;
    const installed = addDaysToDay(today, -3);
    await post('/resistance', { cigId: device._id, dateInstallation: installed, duree: 30, dureeMl: 40 });
    // 10 mL a day from its installation day: 30 of 40 yesterday, 40 today.
    const logs = [3, 2, 1].map((daysAgo) => ({
      userId: user.user.id,
      date: addDaysToDay(today, -daysAgo),
      ml: 10,
      rate: 6,
    }));
    await t.app.ctx.db.insert(nicotineLogs).values(logs);
    expect(await runCoilReminders(ctx)).toBe(0);
    await t.app.ctx.db.insert(nicotineLogs).values({ userId: user.user.id, date: today, ml: 10, rate: 6 });
    const [shown] = (
      await t.app.inject({ method: 'GET', url: '/api/resistance', headers: user.auth })
    ).json() as { usure: { mlVapes: number } }[];
    expect(shown!.usure.mlVapes).toBe(40);
    expect(await runCoilReminders(ctx)).toBe(1);
  });

  it('splits the logged mL between the devices holding a coil', async () => {
    const user = await createUser(t.app);
    const today = dayIn(t.clock.now());
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload });
    for (const modele of ['Pod A', 'Pod B']) {
      const device = (await post('/cigarettes', { modele, kind: 'pod' })).json().cigarette;
      const yesterday = addDaysToDay(today, -1);
      await post('/resistance', { cigId: device._id, dateInstallation: yesterday, duree: 30, dureeMl: 20 });
    }
    await t.app.ctx.db.insert(nicotineLogs).values({ userId: user.user.id, date: today, ml: 30, rate: 6 });
    // 15 mL each: not yet.
    expect(await runCoilReminders(ctx)).toBe(0);
    await t.app.ctx.db.update(nicotineLogs).set({ ml: 40 }).where(eq(nicotineLogs.userId, user.user.id));
    expect(await runCoilReminders(ctx)).toBe(2);
  });

  it('runs on a schedule inside the server', async () => {
    const user = await createUser(t.app);
    const device = (
      await t.app.inject({
        method: 'POST',
        url: '/api/cigarettes',
        headers: user.auth,
        payload: { modele: 'Planifiee' },
      })
    ).json().cigarette;
    await t.app.inject({
      method: 'POST',
      url: '/api/resistance',
      headers: user.auth,
      payload: { cigId: device._id, dateInstallation: addDaysToDay(dayIn(new Date()), -30), duree: 15 },
    });
    const scheduled = await buildAppBeside(
      t,
      { coilReminderIntervalMs: 60_000 },
      { mailer: { send: async () => undefined } },
    );
    await scheduled.ready();
    try {
      await expect
        .poll(
          async () =>
            (
              (await t.app.inject({ method: 'GET', url: '/api/resistance', headers: user.auth })).json() as {
                alreadyNotified: boolean;
              }[]
            )[0]!.alreadyNotified,
        )
        .toBe(true);
    } finally {
      await scheduled.close();
    }
  });
});
