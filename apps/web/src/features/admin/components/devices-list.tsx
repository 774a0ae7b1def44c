import type { AdminCigarette } from '@vapolib/contracts';
import { formatShortDate } from '../../../lib/dates.ts';
import { OwnerName, ownerLabel } from './owner-name.tsx';

/** Every user's devices as cards, newest first. */
export function DevicesList({
  devices,
  busy,
  onDelete,
}: {
  devices: AdminCigarette[];
  busy: boolean;
  onDelete: (device: AdminCigarette) => void;
}) {
  const rows = [...devices].sort((a, b) => b.created_at.localeCompare(a.created_at) || b._id - a._id);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map((device) => (
        <li
          key={device._id}
          className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <p className="text-lg font-bold">{device.modele}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Utilisateur</dt>
            <dd className="font-medium">
              <OwnerName owner={device.owner} />
            </dd>
            <dt className="text-slate-600">Ajoutée le</dt>
            <dd className="font-medium">{formatShortDate(device.created_at)}</dd>
          </dl>
          <button
            type="button"
            onClick={() => onDelete(device)}
            disabled={busy}
            aria-label={`Supprimer la cigarette ${device.modele} de ${ownerLabel(device.owner)}`}
            className="mt-auto inline-flex min-h-11 items-center justify-center rounded-xl bg-white px-4 font-semibold text-red-800 ring-1 ring-inset ring-red-200 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Supprimer
          </button>
        </li>
      ))}
    </ul>
  );
}
