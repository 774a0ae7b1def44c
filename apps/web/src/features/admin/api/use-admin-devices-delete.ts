import { useDeleteDevice } from '../../../lib/queries/use-delete-device.ts';
import { adminCoilsKey } from './use-admin-coils.ts';
import { adminDevicesKey } from './use-admin-devices.ts';

/** DELETE /cigarettes/:id as an admin: every user's devices and coils are fetched again. */
export const useAdminDeleteDevice = () => useDeleteDevice([adminDevicesKey, adminCoilsKey]);
