import { cigarettesKey, coilsKey } from '../../../lib/queries/device-keys.ts';
import { useDeleteDevice } from '../../../lib/queries/use-delete-device.ts';

/** DELETE /cigarettes/:id: the user's devices and coils are fetched again. */
export const useDeleteCigarette = () => useDeleteDevice([cigarettesKey, coilsKey]);
