import { messages } from '@vapolib/domain';
import { z } from 'zod';

export const maintenanceStatus = z
  .object({ maintenance: z.boolean(), message: z.string() })
  .meta({ id: 'Maintenance' });
export const setMaintenanceBody = z.object({
  maintenance: z.boolean({ error: messages.invalidRequest }),
  message: z.string().trim().max(500, messages.maintenanceMessageTooLong).optional(),
});
export const setMaintenanceResponse = maintenanceStatus.extend({ info: z.string() });

export type MaintenanceStatus = z.infer<typeof maintenanceStatus>;
export type SetMaintenanceBody = z.input<typeof setMaintenanceBody>;
