import type { AdminResistance } from '@vapolib/contracts';
import { type CoilLevel, coilLevel, coilRemainingDays, coilStatusText, type IsoDay } from '@vapolib/domain';
import { daysText, formatDay } from '../../../lib/dates.ts';
import { OwnerName, ownerLabel } from './owner-name.tsx';

const statusTone: Record<CoilLevel, string> = {
  expired: 'text-red-800',
  urgent: 'text-orange-800',
  ok: 'text-emerald-800',
};

/** Every user's coils as cards, most worn first; days left floored at 0 (spec §4). */
export function CoilsList({
  coils,
  today,
  busy,
  onDelete,
}: {
  coils: AdminResistance[];
  today: IsoDay;
  busy: boolean;
  onDelete: (coil: AdminResistance) => void;
}) {
  const rows = coils
    .map((coil) => ({ coil, days: Math.max(0, coilRemainingDays(coil.dateInstallation, coil.duree, today)) }))
    .sort((a, b) => a.days - b.days || a.coil._id - b.coil._id);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map(({ coil, days }) => (
        <li
          key={coil._id}
          className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <p className="text-lg font-bold">{coil.cigId.modele}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Utilisateur</dt>
            <dd className="font-medium">
              <OwnerName owner={coil.owner} />
            </dd>
            <dt className="text-slate-600">Installée le</dt>
            <dd className="font-medium">{formatDay(coil.dateInstallation)}</dd>
            <dt className="text-slate-600">Durée</dt>
            <dd className="font-medium">{daysText(coil.duree)}</dd>
            <dt className="text-slate-600">Rappel</dt>
            <dd className="font-medium">
              {coil.notifie ? (coil.alreadyNotified ? 'envoyé' : 'activé') : 'désactivé'}
            </dd>
          </dl>
          <p className={`font-semibold ${statusTone[coilLevel(days, coil.duree)]}`}>
            {coilStatusText(days, coil.duree)}
          </p>
          <button
            type="button"
            onClick={() => onDelete(coil)}
            disabled={busy}
            aria-label={`Supprimer la résistance ${coil.cigId.modele} de ${ownerLabel(coil.owner)}`}
            className="mt-auto inline-flex min-h-11 items-center justify-center rounded-xl bg-white px-4 font-semibold text-red-800 ring-1 ring-inset ring-red-200 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Supprimer
          </button>
        </li>
      ))}
    </ul>
  );
}
