import type { AdminCigarette, AdminResistance, Cigarette, Resistance } from '@vapolib/contracts';
import { addDaysToDay, dayIn, messages } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { nicotineLogs } from '../../db/schema.ts';

describe.each(databaseKinds)('devices and coils API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: CreatedUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
  const today = () => dayIn(t.clock.now());
  const addDevice = async (who: CreatedUser, modele = 'Zeus X') =>
    ((await call(who, 'POST', '/cigarettes', { modele })).json() as { cigarette: Cigarette }).cigarette;

  it('adds a device with a trimmed model and lists it with _id', async () => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/cigarettes', { modele: '  Aspire Nautilus 2S ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: messages.cigaretteAdded,
      cigarette: { modele: 'Aspire Nautilus 2S', userId: user.user.id },
    });
    const list = (await call(user, 'GET', '/cigarettes')).json() as Cigarette[];
    expect(list.map((c) => c.modele)).toEqual(['Aspire Nautilus 2S']);
    expect(list[0]!._id).toBe(response.json().cigarette._id);
  });

  it.each([
    [{ modele: '' }, messages.modeleRequired],
    [{ modele: 'Zeus (RTA)' }, messages.modeleInvalid],
    [{ modele: 'a'.repeat(101) }, messages.modeleInvalid],
    [{}, messages.modeleRequired],
  ])('refuses the device %j', async (payload, expected) => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/cigarettes', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expected });
  });

  it('keeps the device kind when said, null otherwise; an unknown kind gets a French message', async () => {
    const user = await createUser(t.app);
    const pod = await call(user, 'POST', '/cigarettes', { modele: 'XROS 4', kind: 'pod' });
    expect(pod.statusCode).toBe(201);
    expect(pod.json().cigarette).toMatchObject({ modele: 'XROS 4', kind: 'pod' });
    await call(user, 'POST', '/cigarettes', { modele: 'Sans type', kind: null });
    const list = (await call(user, 'GET', '/cigarettes')).json() as Cigarette[];
    expect(list.map((c) => [c.modele, c.kind])).toEqual([
      ['XROS 4', 'pod'],
      ['Sans type', null],
    ]);
    const bad = await call(user, 'POST', '/cigarettes', { modele: 'Box', kind: 'box' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: messages.deviceKindInvalid });
  });

  it('keeps an optional mL life and reports the wear from the daily logs, split between devices', async () => {
    const user = await createUser(t.app);
    const device = await addDevice(user);
    const installed = addDaysToDay(today(), -2);
    const created = await call(user, 'POST', '/resistance', {
      cigId: device._id,
      dateInstallation: installed,
      duree: 15,
      dureeMl: 60,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().resistance).toMatchObject({
      dureeMl: 60,
      usure: { mlVapes: 0, rythmeMlJour: null, jour: today() },
    });
    // 8 mL the day before installation count for the pace, not for this coil; the device's first coil, it takes
    // its installation day's 10 mL (decision 0155); then 6 and 14 mL.
    await t.app.ctx.db.insert(nicotineLogs).values(
      [
        [-3, 8],
        [-2, 10],
        [-1, 6],
        [0, 14],
      ].map(([daysAgo, ml]) => ({
        userId: user.user.id,
        date: addDaysToDay(today(), daysAgo!),
        ml: ml!,
        rate: 3,
      })),
    );
    const [coil] = (await call(user, 'GET', '/resistance')).json() as Resistance[];
    expect(coil).toMatchObject({ dureeMl: 60, usure: { mlVapes: 30, rythmeMlJour: 38 / 4, jour: today() } });

    // A second device with a coil since yesterday: each day's mL are shared between the two (10 + 6 + 14 and 6 + 14).
    const other = await addDevice(user, 'Second');
    await call(user, 'POST', '/resistance', {
      cigId: other._id,
      dateInstallation: addDaysToDay(today(), -1),
    });
    const shared = (await call(user, 'GET', '/resistance')).json() as Resistance[];
    expect(shared.find((c) => c._id === coil!._id)!.usure).toMatchObject({ mlVapes: 15 });
    expect(shared.find((c) => c._id !== coil!._id)).toMatchObject({ dureeMl: null, usure: { mlVapes: 10 } });
  });

  it('starts a coil installed or changed today at 0 mL: the day of the change belongs to the old coil', async () => {
    const user = await createUser(t.app);
    const device = await addDevice(user);
    const old = (
      await call(user, 'POST', '/resistance', {
        cigId: device._id,
        dateInstallation: addDaysToDay(today(), -3),
        dureeMl: 30,
      })
    ).json().resistance as Resistance;
    await t.app.ctx.db.insert(nicotineLogs).values(
      [-1, 0].map((daysAgo) => ({
        userId: user.user.id,
        date: addDaysToDay(today(), daysAgo),
        ml: 4,
        rate: 3,
      })),
    );
    const before = (await call(user, 'GET', '/resistance')).json() as Resistance[];
    expect(before[0]!.usure).toMatchObject({ mlVapes: 8 });

    const changed = await call(user, 'PUT', `/resistance/${old._id}`, { dateInstallation: today() });
    expect(changed.json().resistance.usure).toMatchObject({ mlVapes: 0, rythmeMlJour: 4 });
    const added = await call(user, 'POST', '/resistance', { cigId: device._id, dateInstallation: today() });
    expect(added.json().resistance.usure).toMatchObject({ mlVapes: 0 });
  });

  it('adds a coil with the defaults (15 days, reminder on) and exposes the device model', async () => {
    const user = await createUser(t.app);
    const device = await addDevice(user);
    const response = await call(user, 'POST', '/resistance', {
      cigId: device._id,
      dateInstallation: today(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(messages.coilAdded);
    const [coil] = (await call(user, 'GET', '/resistance')).json() as Resistance[];
    expect(coil).toMatchObject({
      cigId: { _id: device._id, modele: 'Zeus X' },
      userId: user.user.id,
      dateInstallation: today(),
      duree: 15,
      dureeMl: null,
      notifie: true,
      alreadyNotified: false,
    });
  });

  it.each([
    [{ duree: 0 }, messages.coilDurationInvalid],
    [{ duree: 366 }, messages.coilDurationInvalid],
    [{ duree: 2.5 }, messages.coilDurationWhole],
    [{ dateInstallation: '' }, messages.installDateInvalid],
    [{ dateInstallation: '2026-13-01' }, messages.installDateInvalid],
    [{ dateInstallation: '1999-01-01' }, messages.installDateTooOld],
    [{ dateInstallation: '2002-12-31' }, messages.installDateTooOld],
    [{ dureeMl: 0 }, messages.coilMlInvalid],
    [{ dureeMl: 2001 }, messages.coilMlInvalid],
    [{ dureeMl: 12.5 }, messages.coilMlWhole],
    [{ dureeMl: '60' }, messages.coilMlInvalid],
  ])('refuses the coil %j', async (change, expected) => {
    const user = await createUser(t.app);
    const device = await addDevice(user);
    const response = await call(user, 'POST', '/resistance', {
      cigId: device._id,
      dateInstallation: today(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expected });
    expect((await call(user, 'GET', '/resistance')).json()).toEqual([]);
  });

  it('adds a device and a coil once when the outbox sends each twice with its Idempotency-Key', async () => {
    const user = await createUser(t.app);
    const send = (url: string, payload: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...user.auth, 'idempotency-key': key },
        payload,
      });
    const device = { modele: 'XROS 4', kind: 'pod' };
    const first = await send('/cigarettes', device, 'device-key-0001');
    const replay = await send('/cigarettes', device, 'device-key-0001');
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201]);
    expect(replay.json().cigarette._id).toBe(first.json().cigarette._id);
    const coil = { cigId: first.json().cigarette._id, dateInstallation: today(), duree: 15, dureeMl: 45 };
    const added = await send('/resistance', coil, 'coil-key-0001');
    const again = await send('/resistance', coil, 'coil-key-0001');
    expect([added.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json().resistance._id).toBe(added.json().resistance._id);
    expect((await call(user, 'GET', '/cigarettes')).json()).toHaveLength(1);
    const coils = (await call(user, 'GET', '/resistance')).json() as Resistance[];
    expect(coils.map((c) => c.dureeMl)).toEqual([45]);
  });

  it("refuses a future or pre-2003 date, and someone else's device", async () => {
    const user = await createUser(t.app);
    const device = await addDevice(user);
    const future = await call(user, 'POST', '/resistance', {
      cigId: device._id,
      dateInstallation: addDaysToDay(today(), 1),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: messages.installDateFuture });
    const first = await call(user, 'POST', '/resistance', {
      cigId: device._id,
      dateInstallation: '2003-01-01',
    });
    expect(first.statusCode).toBe(201);
    // « Changer » checks the same date.
    const id = first.json().resistance._id;
    for (const [dateInstallation, message] of [
      ['1999-01-01', messages.installDateTooOld],
      [addDaysToDay(today(), 1), messages.installDateFuture],
    ]) {
      const changed = await call(user, 'PUT', `/resistance/${id}`, { dateInstallation });
      expect(changed.statusCode).toBe(400);
      expect(changed.json()).toEqual({ message });
    }
    const other = await createUser(t.app);
    const foreign = await call(other, 'POST', '/resistance', {
      cigId: device._id,
      dateInstallation: today(),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ message: messages.cigaretteNotFound });
  });

  it('"Changer" restarts the coil and re-arms its reminder', async () => {
    const user = await createUser(t.app);
    const device = await addDevice(user);
    const old = addDaysToDay(today(), -20);
    const created = (
      await call(user, 'POST', '/resistance', { cigId: device._id, dateInstallation: old, duree: 15 })
    ).json();
    const id = created.resistance._id;
    const changed = await call(user, 'PUT', `/resistance/${id}`, {
      dateInstallation: today(),
      alreadyNotified: false,
    });
    expect(changed.json()).toMatchObject({
      message: messages.coilUpdated,
      resistance: { dateInstallation: today(), alreadyNotified: false },
    });
  });

  it('« Changer » keeps the replaced coil in the history: installed, removed, days and mL vaped', async () => {
    const user = await createUser(t.app);
    const device = await addDevice(user, 'Zelos');
    const other = await addDevice(user, 'Second');
    const installed = addDaysToDay(today(), -10);
    const coil = (
      await call(user, 'POST', '/resistance', { cigId: device._id, dateInstallation: installed, dureeMl: 60 })
    ).json().resistance as Resistance;
    // The second device holds a coil too: each day's mL are shared between the two.
    await call(user, 'POST', '/resistance', { cigId: other._id, dateInstallation: installed });
    await t.app.ctx.db.insert(nicotineLogs).values(
      [
        [-10, 100],
        [-4, 12],
        [0, 8],
      ].map(([daysAgo, ml]) => ({
        userId: user.user.id,
        date: addDaysToDay(today(), daysAgo!),
        ml: ml!,
        rate: 3,
      })),
    );
    expect((await call(user, 'GET', '/resistance/historique')).json()).toEqual([]);

    const changed = await call(user, 'PUT', `/resistance/${coil._id}`, { dateInstallation: today() });
    expect(changed.statusCode).toBe(200);
    // A second « Changer » the same day replaces a coil that never vaped: nothing more to keep.
    await call(user, 'PUT', `/resistance/${coil._id}`, { dateInstallation: today() });
    const history = (await call(user, 'GET', '/resistance/historique')).json();
    expect(history).toEqual([
      {
        _id: expect.any(Number),
        cigId: { _id: device._id, modele: 'Zelos' },
        dateInstallation: installed,
        dateRetrait: today(),
        jours: 10,
        // The device's first coil: its installation day's 100 mL are its own; (100 + 12 + 8) ÷ 2 devices.
        mlVapes: 60,
      },
    ]);

    // Someone else sees none of it; deleting the device deletes its history.
    expect((await call(await createUser(t.app), 'GET', '/resistance/historique')).json()).toEqual([]);
    await call(user, 'DELETE', `/cigarettes/${device._id}`);
    expect((await call(user, 'GET', '/resistance/historique')).json()).toEqual([]);
  });

  it('invariant: the coils of a device, from its first, add up to the mL logged since it was installed', async () => {
    const user = await createUser(t.app);
    const device = await addDevice(user, 'Walk');
    const start = addDaysToDay(today(), -13);
    // A log a day from 14 days ago (10 mL) to today (24 mL); the day before the first coil belongs to no coil.
    const logs = Array.from({ length: 15 }, (_, index) => ({
      userId: user.user.id,
      date: addDaysToDay(today(), index - 14),
      ml: 10 + index,
      rate: 3,
    }));
    await t.app.ctx.db.insert(nicotineLogs).values(logs);
    const coil = (
      await call(user, 'POST', '/resistance', { cigId: device._id, dateInstallation: start, dureeMl: 500 })
    ).json().resistance as Resistance;
    for (const daysAgo of [-9, -4, 0]) {
      const changed = await call(user, 'PUT', `/resistance/${coil._id}`, {
        dateInstallation: addDaysToDay(today(), daysAgo),
      });
      expect(changed.statusCode).toBe(200);
    }
    const history = (await call(user, 'GET', '/resistance/historique')).json() as { mlVapes: number }[];
    expect(history).toHaveLength(3);
    const [current] = (await call(user, 'GET', '/resistance')).json() as Resistance[];
    expect(current!.usure!.mlVapes).toBe(0);
    const logged = logs.filter((log) => log.date >= start).reduce((sum, log) => sum + log.ml, 0);
    expect(history.reduce((sum, coil) => sum + coil.mlVapes, 0) + current!.usure!.mlVapes).toBe(logged);
    // The first coil (13 to 9 days ago) kept its installation day: 11 + 12 + 13 + 14 + 15.
    expect(history.at(-1)).toMatchObject({ dateInstallation: start, mlVapes: 65 });
  });

  it('a coil added the day a coil of its device was changed leaves that day to it; after a deletion, not', async () => {
    const user = await createUser(t.app);
    const changedDevice = await addDevice(user, 'Changed');
    const deletedDevice = await addDevice(user, 'Deleted');
    const threeDaysAgo = addDaysToDay(today(), -3);
    const add = async (cigId: number, dateInstallation: string) =>
      (await call(user, 'POST', '/resistance', { cigId, dateInstallation, dureeMl: 100 })).json()
        .resistance as Resistance;
    const changed = await add(changedDevice._id, threeDaysAgo);
    const deleted = await add(deletedDevice._id, threeDaysAgo);
    await t.app.ctx.db.insert(nicotineLogs).values(
      [-3, -2, -1, 0].map((daysAgo) => ({
        userId: user.user.id,
        date: addDaysToDay(today(), daysAgo),
        ml: 10,
        rate: 3,
      })),
    );
    // « Changer » two days ago on the first device; the second's coil deleted two days ago and another added.
    const twoDaysAgo = addDaysToDay(today(), -2);
    await call(user, 'PUT', `/resistance/${changed._id}`, { dateInstallation: twoDaysAgo });
    await call(user, 'DELETE', `/resistance/${deleted._id}`);
    const readded = await add(deletedDevice._id, twoDaysAgo);
    const added = await add(changedDevice._id, twoDaysAgo);
    // Two devices share each day: 5 mL a day each.
    const coils = (await call(user, 'GET', '/resistance')).json() as Resistance[];
    const ml = (id: number) => coils.find((coil) => coil._id === id)!.usure!.mlVapes;
    expect(ml(changed._id)).toBe(10);
    expect(ml(added._id)).toBe(10);
    expect(ml(readded._id)).toBe(15);
    expect((await call(user, 'GET', '/resistance/historique')).json()).toMatchObject([
      { dateInstallation: threeDaysAgo, dateRetrait: twoDaysAgo, mlVapes: 10 },
    ]);
  });

  it("never shows or changes another user's coil or device (404)", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const device = await addDevice(owner);
    const coil = (
      await call(owner, 'POST', '/resistance', { cigId: device._id, dateInstallation: today() })
    ).json().resistance;
    expect(
      (await call(intruder, 'PUT', `/resistance/${coil._id}`, { dateInstallation: today() })).statusCode,
    ).toBe(404);
    expect((await call(intruder, 'DELETE', `/resistance/${coil._id}`)).statusCode).toBe(404);
    expect((await call(intruder, 'DELETE', `/cigarettes/${device._id}`)).statusCode).toBe(404);
    expect((await call(intruder, 'GET', '/resistance')).json()).toEqual([]);
    expect((await call(owner, 'GET', '/resistance')).json()).toHaveLength(1);
    expect((await call(owner, 'GET', '/cigarettes')).json()).toHaveLength(1);
  });

  it('deletes a coil, and a device with its coils', async () => {
    const user = await createUser(t.app);
    const device = await addDevice(user);
    const a = (
      await call(user, 'POST', '/resistance', { cigId: device._id, dateInstallation: today() })
    ).json().resistance;
    await call(user, 'POST', '/resistance', { cigId: device._id, dateInstallation: today() });
    expect((await call(user, 'DELETE', `/resistance/${a._id}`)).json()).toEqual({
      message: messages.coilDeleted,
    });
    expect((await call(user, 'DELETE', `/cigarettes/${device._id}`)).json()).toEqual({
      message: messages.cigaretteDeleted,
    });
    expect((await call(user, 'GET', '/resistance')).json()).toEqual([]);
    expect((await call(user, 'GET', '/cigarettes')).json()).toEqual([]);
  });

  it('keeps the admin lists for admins, who may delete anything', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app);
    const device = await addDevice(user, 'Admin Visible');
    const coil = (
      await call(user, 'POST', '/resistance', { cigId: device._id, dateInstallation: today() })
    ).json().resistance;
    expect((await call(user, 'GET', '/resistance/admin')).statusCode).toBe(403);
    expect((await call(user, 'GET', '/cigarettes/admin')).statusCode).toBe(403);
    const coils = (await call(admin, 'GET', '/resistance/admin')).json() as AdminResistance[];
    const owner = { email: user.email, nom: user.user.nom, prenom: user.user.prenom };
    expect(coils.find((c) => c._id === coil._id)?.owner).toEqual(owner);
    const devices = (await call(admin, 'GET', '/cigarettes/admin')).json() as AdminCigarette[];
    expect(devices.find((d) => d.modele === 'Admin Visible')?.owner).toEqual(owner);
    expect((await call(admin, 'DELETE', `/resistance/${coil._id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/cigarettes/${device._id}`)).statusCode).toBe(200);
  });
});
