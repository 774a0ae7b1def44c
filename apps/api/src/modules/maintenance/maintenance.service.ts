import type { MaintenanceStatus } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import type { AppContext } from '../../lib/context.ts';
import { readSetting, writeSetting } from '../settings/index.ts';

const KEY = 'maintenance';

/** Read by every request (maintenance gate): from memory while the read cache serves, see lib/read-cache.ts. */
export function readMaintenance(ctx: AppContext): Promise<MaintenanceStatus> {
  return ctx.cache.maintenance(() => readStoredMaintenance(ctx));
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
  ctx.cache.forget({ setting: KEY });
  return {
    maintenance: input.maintenance,
    message: message || messages.maintenanceDefault,
    info: input.maintenance ? messages.maintenanceOn : messages.maintenanceOff,
  };
}
