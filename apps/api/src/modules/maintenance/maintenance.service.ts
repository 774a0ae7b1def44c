import type { MaintenanceStatus } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import type { Db } from '../../db/client.ts';
import { accessCacheOf, accessChanged } from '../../lib/access-cache.ts';
import { readSetting, writeSetting } from '../settings/settings.repository.ts';

const KEY = 'maintenance';

/** Read by every request (maintenance gate): from memory while the access cache serves, see lib/access-cache.ts. */
export async function readMaintenance(db: Db): Promise<MaintenanceStatus> {
  const cache = accessCacheOf(db);
  return cache ? cache.maintenance(() => readStoredMaintenance(db)) : readStoredMaintenance(db);
}

async function readStoredMaintenance(db: Db): Promise<MaintenanceStatus> {
  const stored = await readSetting<MaintenanceStatus>(db, KEY);
  return {
    maintenance: stored?.maintenance ?? false,
    message: stored?.message || messages.maintenanceDefault,
  };
}

export async function setMaintenance(db: Db, input: { maintenance: boolean; message?: string }) {
  const current = await readSetting<MaintenanceStatus>(db, KEY);
  // Keep the last custom text when the admin switches off without retyping it.
  const message = input.message ?? current?.message ?? '';
  await writeSetting(db, KEY, { maintenance: input.maintenance, message });
  await accessChanged(db, { setting: KEY });
  return {
    maintenance: input.maintenance,
    message: message || messages.maintenanceDefault,
    info: input.maintenance ? messages.maintenanceOn : messages.maintenanceOff,
  };
}
