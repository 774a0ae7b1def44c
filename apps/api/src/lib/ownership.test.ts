import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { insertAromes } from '../modules/aromes/aromes.repository.ts';
import {
  deleteCoilAsAdmin,
  deleteCoilOwnedBy,
  deleteDeviceAsAdmin,
  deleteDeviceOwnedBy,
  insertCoil,
  insertDevice,
  listCoils,
  listDevices,
} from '../modules/devices/devices.repository.ts';
import {
  deleteLiquidAsAdmin,
  deleteLiquidOwnedBy,
  insertLiquid,
  listUserLiquids,
} from '../modules/eliquides/eliquides.repository.ts';
import { asOwnerOrAdmin } from './ownership.ts';

describe('asOwnerOrAdmin', () => {
  it('takes the owner path for a user, with their own id, and the admin path for an admin', async () => {
    const paths = {
      ownedBy: async (ownerId: number) => `owned by ${ownerId}`,
      asAdmin: async () => 'as admin',
    };
    expect(await asOwnerOrAdmin({ id: 7, role: 'user' }, paths)).toBe('owned by 7');
    expect(await asOwnerOrAdmin({ id: 7, role: 'admin' }, paths)).toBe('as admin');
  });
});

describe.each(databaseKinds)('owned records on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes a coil, a device and a liquid for their owner only; the admin functions for anyone', async () => {
    const db = t.app.ctx.db;
    const owner = (await createUser(t.app)).user.id;
    const other = (await createUser(t.app)).user.id;
    const device = await insertDevice(db, owner, { modele: 'Zeus', kind: null });
    const coil = await insertCoil(db, {
      userId: owner,
      cigId: device.id,
      dateInstallation: '2026-01-01',
      duree: 14,
      notifie: true,
      alreadyNotified: false,
    });
    const [arome] = await insertAromes(db, [
      { name: 'Fraise des bois', brand: 'Ownership', searchName: 'fraise des bois', status: 1 },
    ]);
    const liquid = await insertLiquid(db, {
      userId: owner,
      aromeId: arome!.id,
      rating: 4,
      description: null,
    });

    expect(await deleteCoilOwnedBy(db, other, coil.id)).toBe(false);
    // A deleted device or liquid names its owner (whose list is then announced as changed), else undefined.
    expect(await deleteDeviceOwnedBy(db, other, device.id)).toBeUndefined();
    expect(await deleteLiquidOwnedBy(db, other, liquid!.id)).toBeUndefined();
    expect(await listCoils(db, owner)).toHaveLength(1);
    expect(await listDevices(db, owner)).toHaveLength(1);
    expect(await listUserLiquids(db, owner)).toHaveLength(1);

    expect(await deleteCoilOwnedBy(db, owner, coil.id)).toBe(true);
    expect(await deleteLiquidAsAdmin(db, liquid!.id)).toBe(owner);
    expect(await deleteDeviceAsAdmin(db, device.id)).toBe(owner);
    expect(await deleteCoilAsAdmin(db, coil.id)).toBe(false);
    expect(await listDevices(db, owner)).toEqual([]);
    expect(await listUserLiquids(db, owner)).toEqual([]);
  });
});
