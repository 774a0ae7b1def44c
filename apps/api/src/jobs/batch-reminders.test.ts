import { dayIn } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, testConfig } from '../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../test/factories.ts';
import type { AppContext } from '../lib/context.ts';
import type { PushSender } from '../lib/push-sender.ts';
import { saveSubscription } from '../modules/push/push.repository.ts';
import { runBatchReminders } from './batch-reminders.ts';

const DAY = 24 * 3600 * 1000;

describe.each(databaseKinds)('batch ready-day reminders on %s', (kind) => {
  let t: TestApp;
  let ctx: AppContext;
  const pushes: { endpoint: string; title: string; body: string; url?: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const push: PushSender = {
      publicKey: 'test',
      async send(subscription, message) {
        pushes.push({ endpoint: subscription.endpoint, ...message });
        return subscription.endpoint.includes('/gone/') ? 'gone' : 'sent';
      },
    };
    ctx = {
      ...t.app.ctx,
      config: testConfig({ publicUrl: 'https://vapolib.test' }),
      mailer: t.mailer,
      clock: t.clock,
      push,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const addBatch = async (user: CreatedUser, body: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/preparations',
      headers: user.auth,
      payload: { volume_ml: 50, nicotine_rate: 3, ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().batch as { id: number; ready_on: string; already_notified: boolean };
  };
  const mailsTo = (user: CreatedUser) => t.mailer.sent.filter((mail) => mail.to === user.email);

  it('announces a batch once on its ready day, not before, and not when its reminder is off', async () => {
    const user = await createUser(t.app, { prenom: 'Élise' });
    await saveSubscription(t.app.ctx.db, user.user.id, {
      endpoint: `https://push.test/live/${user.user.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    // Fruity and complex: ready in 3 days; the same, reminder off; a classic one in 14 days.
    const fruity = await addBatch(user, { name: 'Fruits rouges', flavour_family: 'fruit-complexe' });
    await addBatch(user, { name: 'Sans rappel', flavour_family: 'fruit-complexe', notifie: false });
    await addBatch(user, { name: 'Tabac blond', flavour_family: 'classic' });
    expect(fruity.ready_on).toBe(dayIn(new Date(t.clock.now().getTime() + 3 * DAY)));

    try {
      expect(await runBatchReminders(ctx)).toBe(0);
      t.clock.advance(2 * DAY);
      expect(await runBatchReminders(ctx)).toBe(0);
      expect(mailsTo(user)).toHaveLength(0);

      t.clock.advance(DAY);
      expect(await runBatchReminders(ctx)).toBe(1);
      expect(await runBatchReminders(ctx)).toBe(0);
      t.clock.advance(DAY);
      expect(await runBatchReminders(ctx)).toBe(0);
    } finally {
      t.clock.advance(-4 * DAY);
    }

    const mine = pushes.filter((push) => push.endpoint.endsWith(`/live/${user.user.id}`));
    expect(mine).toEqual([
      {
        endpoint: `https://push.test/live/${user.user.id}`,
        title: 'Préparation prête',
        body: 'Votre préparation « Fruits rouges » a fini de maturer : elle est prête à vapoter.',
        url: '/preparations',
        tag: `batch-${fruity.id}`,
      },
    ]);
    expect(mailsTo(user)).toHaveLength(1);
    const mail = mailsTo(user)[0]!;
    expect(mail.subject).toBe('Votre préparation « Fruits rouges » est prête');
    expect(mail.text).toContain('Bonjour Élise');
    expect(mail.text).toContain('https://vapolib.test/preparations');
    expect(mail.html).toContain('« Fruits rouges »');

    const list = (await t.app.inject({ method: 'GET', url: '/api/preparations', headers: user.auth })).json()
      .batches as { name: string; already_notified: boolean }[];
    expect(list.filter((b) => b.already_notified).map((b) => b.name)).toEqual(['Fruits rouges']);
  });

  it('announces a batch once when two runs go at the same time', async () => {
    const user = await createUser(t.app);
    await addBatch(user, { name: 'Menthe', flavour_family: 'frais-epice' });
    await addBatch(user, { name: 'Café', flavour_family: 'frais-epice' });
    t.clock.advance(7 * DAY);
    try {
      const runs = await Promise.all([
        runBatchReminders(ctx),
        runBatchReminders(ctx),
        runBatchReminders(ctx),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    } finally {
      t.clock.advance(-7 * DAY);
    }
    expect(
      mailsTo(user)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Votre préparation « Café » est prête', 'Votre préparation « Menthe » est prête']);
  });

  it('never announces a batch recorded already ready, nor one the user switches on after its day', async () => {
    const user = await createUser(t.app);
    const shake = await addBatch(user, { name: 'Shake', flavour_family: 'shake-and-vape' });
    expect(shake.already_notified).toBe(true);
    const late = await addBatch(user, {
      name: 'Ancienne',
      flavour_family: 'fruit-simple',
      prepared_on: dayIn(new Date(t.clock.now().getTime() - 30 * DAY)),
      notifie: false,
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/preparations/${late.id}`,
      headers: user.auth,
      payload: { notifie: true },
    });
    expect(await runBatchReminders(ctx)).toBe(0);
    expect(mailsTo(user)).toHaveLength(0);
  });
});
