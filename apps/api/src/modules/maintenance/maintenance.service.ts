import type { MaintenanceStatus } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { accessCacheOf, accessChanged } from '../../lib/access-cache.ts';
import type { AppContext } from '../../lib/context.ts';
import { readSetting, writeSetting } from '../settings/settings.repository.ts';

const KEY = 'maintenance';

/** Read by every request (maintenance gate): from memory while the access cache serves, see lib/access-cache.ts. */
export async function readMaintenance(ctx: AppContext): Promise<MaintenanceStatus> {
  const cache = accessCacheOf(ctx.db);
  return cache ? cache.maintenance(() => readStoredMaintenance(ctx)) : readStoredMaintenance(ctx);
}

async function readStoredMaintenance(ctx: AppContext): Promise<MaintenanceStatus> {
  const stored = await readSetting<MaintenanceStatus>(ctx.db, KEY);
  return {
    maintenance: stored?.maintenance ?? false,
    message: stored?.message || messages.maintenanceDefault,
  };
}

export async function setMaintenance(ctx: AppContext, input: { maintenance: boolean; message?: string }) {
  const current = await readSetting<MaintenanceStatus>(ctx.db, KEY);
  // Keep the last custom text when the admin switches off without retyping it.
  const message = input.message ?? current?.message ?? '';
  await writeSetting(ctx.db, KEY, { maintenance: input.maintenance, message });
  await accessChanged(ctx.db, { setting: KEY });
  return {
    maintenance: input.maintenance,
    message: message || messages.maintenanceDefault,
    info: input.maintenance ? messages.maintenanceOn : messages.maintenanceOff,
  };
}
