import { dayIn, hourIn, REMINDER_TEXT } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAppBeside,
  buildTestApp,
  databaseKinds,
  type TestApp,
  testConfig,
} from '../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../test/factories.ts';
import type { AppContext } from '../lib/context.ts';
import type { PushMessage, PushSender } from '../lib/push-sender.ts';
import { listSubscriptions, saveSubscription } from '../modules/push/push.repository.ts';
import { runCheckinReminders } from './checkin-reminders.ts';

/** A push sender that records what it would send; endpoints containing "/gone/" answer as expired. */
function recordingPush() {
  const sent: { endpoint: string; message: PushMessage }[] = [];
  const sender: PushSender = {
    publicKey: 'test-key',
    async send(subscription, message) {
      if (subscription.endpoint.includes('/gone/')) return 'gone';
      sent.push({ endpoint: subscription.endpoint, message });
      return 'sent';
    },
  };
  return { sent, sender };
}

/** 10 March 2026 (winter time, UTC+1) at `hour`:`minute` in Paris. */
const parisTime = (hour: number, minute = 0, day = 10) =>
  new Date(Date.UTC(2026, 2, day, hour - 1, minute)).getTime();

describe.each(databaseKinds)('daily check-in reminders on %s', (kind) => {
  let t: TestApp;
  let ctx: AppContext;
  let push: ReturnType<typeof recordingPush>;
  const at = (instant: number) => t.clock.set(instant - Date.now());

  beforeAll(async () => {
    t = await buildTestApp(kind);
    push = recordingPush();
    ctx = {
      ...t.app.ctx,
      config: testConfig(),
      mailer: t.mailer,
      clock: t.clock,
      push: push.sender,
    };
  });
  afterEach(() => {
    t.clock.set(0);
    push.sent.length = 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A user with a plan (logs need one), a browser subscribed, and the reminder on at `hour`. */
  async function userWithReminder(hour: number): Promise<CreatedUser> {
    const user = await createUser(t.app);
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/nicotine/plan',
      headers: user.auth,
      payload: { startRate: 6, targetRate: 0, dailyAvgMl: 10 },
    });
    expect(plan.statusCode).toBe(201);
    await saveSubscription(t.app.ctx.db, user.user.id, {
      endpoint: `https://push.test/live/${user.user.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/rappel-quotidien',
      headers: user.auth,
      payload: { actif: true, heure: hour },
    });
    expect(on.statusCode).toBe(200);
    return user;
  }
  const sentTo = (user: CreatedUser) =>
    push.sent.filter((hit) => hit.endpoint === `https://push.test/live/${user.user.id}`);

  it('sends at the chosen Paris hour, not before, once a day, and again the next day', async () => {
    at(parisTime(19, 50));
    const user = await userWithReminder(20);
    expect(await runCheckinReminders(ctx)).toBe(0);
    expect(sentTo(user)).toHaveLength(0);

    at(parisTime(20, 0));
    expect(await runCheckinReminders(ctx)).toBe(1);
    expect(sentTo(user)).toEqual([
      {
        endpoint: `https://push.test/live/${user.user.id}`,
        message: { title: 'Vapolib', body: REMINDER_TEXT, url: '/nicotine', tag: 'checkin-2026-03-10' },
      },
    ]);
    expect(REMINDER_TEXT).toBe('Notez votre consommation du jour');

    at(parisTime(20, 55));
    expect(await runCheckinReminders(ctx)).toBe(0);
    // Moving the hour later the same day does not remind twice.
    await t.app.inject({
      method: 'PUT',
      url: '/api/rappel-quotidien',
      headers: user.auth,
      payload: { actif: true, heure: 21 },
    });
    at(parisTime(21, 5));
    expect(await runCheckinReminders(ctx)).toBe(0);
    expect(sentTo(user)).toHaveLength(1);

    // The next day at 21 h it comes again; at 22 h (the hour passed) it would not come late.
    at(parisTime(21, 5, 11));
    expect(await runCheckinReminders(ctx)).toBe(1);
    expect(sentTo(user).map((hit) => hit.message.tag)).toEqual(['checkin-2026-03-10', 'checkin-2026-03-11']);
  });

  it('does not come late once the chosen hour has passed', async () => {
    at(parisTime(8, 0));
    const user = await userWithReminder(7);
    at(parisTime(9, 0));
    await runCheckinReminders(ctx);
    expect(sentTo(user)).toHaveLength(0);
  });

  it('is not sent when the day already has a log, and is then done for the day', async () => {
    at(parisTime(7, 30));
    const user = await userWithReminder(8);
    const log = await t.app.inject({
      method: 'POST',
      url: '/api/nicotine/log',
      headers: user.auth,
      payload: { date: '2026-03-10', ml: 8, rate: 6 },
    });
    expect(log.statusCode).toBe(200);
    at(parisTime(8, 10));
    await runCheckinReminders(ctx);
    expect(sentTo(user)).toHaveLength(0);
    // The next day has no log yet: reminded.
    at(parisTime(8, 10, 11));
    await runCheckinReminders(ctx);
    expect(sentTo(user)).toHaveLength(1);
  });

  it('a log of yesterday does not count for today; the Paris day decides, not UTC', async () => {
    // 00:30 in Paris on 11 March is still 10 March in UTC.
    at(parisTime(23, 0));
    const user = await userWithReminder(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/nicotine/log',
      headers: user.auth,
      payload: { date: '2026-03-10', ml: 8, rate: 6 },
    });
    at(parisTime(24, 30));
    expect(dayIn(t.clock.now())).toBe('2026-03-11');
    await runCheckinReminders(ctx);
    expect(sentTo(user).map((hit) => hit.message.tag)).toEqual(['checkin-2026-03-11']);
  });

  it('two runs at once send once; nothing without a subscribed browser; expired browsers are removed', async () => {
    at(parisTime(18, 20));
    const user = await userWithReminder(18);
    await saveSubscription(t.app.ctx.db, user.user.id, {
      endpoint: `https://push.test/gone/${user.user.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    const noBrowser = await createUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/rappel-quotidien',
      headers: noBrowser.auth,
      payload: { actif: true, heure: 18 },
    });
    const runs = await Promise.all([runCheckinReminders(ctx), runCheckinReminders(ctx)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runCheckinReminders(ctx)).toBe(0);
    expect(sentTo(user)).toHaveLength(1);
    expect((await listSubscriptions(t.app.ctx.db, user.user.id)).map((s) => s.endpoint)).toEqual([
      `https://push.test/live/${user.user.id}`,
    ]);
    // The user without a browser is claimed for the day all the same (nothing to send, nothing to retry).
    const rows = (await t.app.ctx.db.execute(
      sql`select last_sent_on::text as day from checkin_reminders where user_id = ${noBrowser.user.id}`,
    )) as unknown as { rows: { day: string }[] };
    expect(rows.rows).toEqual([{ day: '2026-03-10' }]);
  });

  it('is not sent without a nicotine plan: nothing could be logged', async () => {
    at(parisTime(15, 0));
    const user = await createUser(t.app);
    await saveSubscription(t.app.ctx.db, user.user.id, {
      endpoint: `https://push.test/live/${user.user.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/rappel-quotidien',
      headers: user.auth,
      payload: { actif: true, heure: 15 },
    });
    expect(await runCheckinReminders(ctx)).toBe(0);
    expect(sentTo(user)).toHaveLength(0);
  });

  it('turned off, nothing is sent', async () => {
    at(parisTime(12, 0));
    const user = await userWithReminder(12);
    await t.app.inject({ method: 'DELETE', url: '/api/rappel-quotidien', headers: user.auth });
    await runCheckinReminders(ctx);
    expect(sentTo(user)).toHaveLength(0);
  });

  it('runs on a schedule inside the server', async () => {
    const now = new Date();
    const user = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/nicotine/plan',
      headers: user.auth,
      payload: { startRate: 6, targetRate: 0, dailyAvgMl: 10 },
    });
    await saveSubscription(t.app.ctx.db, user.user.id, {
      endpoint: `https://push.test/live/${user.user.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    const hour = hourIn(now);
    await t.app.inject({
      method: 'PUT',
      url: '/api/rappel-quotidien',
      headers: user.auth,
      payload: { actif: true, heure: hour },
    });
    const scheduled = await buildAppBeside(t, { checkinReminderIntervalMs: 60_000 }, { push: push.sender });
    await scheduled.ready();
    try {
      await expect.poll(() => sentTo(user).length).toBe(1);
      expect(sentTo(user)[0]!.message.tag).toBe(`checkin-${dayIn(now)}`);
    } finally {
      await scheduled.close();
    }
  });
});
