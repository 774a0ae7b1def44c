import type { Resistance } from '@vapolib/contracts';
import type { IsoDay } from '@vapolib/domain';
import { Button } from '../../../components/ui/button.tsx';
import { daysText, formatLongDay } from '../../../lib/dates.ts';
import { isPendingCoil } from '../../../lib/queries/pending-coil-changes.ts';
import { type CoilLevel, coilView } from '../coil-view.ts';

const tones: Record<CoilLevel, { card: string; status: string; bar: string }> = {
  expired: { card: 'bg-red-50 ring-red-300', status: 'text-red-800', bar: 'bg-red-600' },
  urgent: { card: 'bg-orange-50 ring-orange-300', status: 'text-orange-800', bar: 'bg-orange-500' },
  ok: { card: 'bg-white ring-slate-200', status: 'text-emerald-800', bar: 'bg-brand-600' },
};

/** One coil on /resistance: its device, its remaining life (and which limit sets it), "Changer" and "Supprimer". */
export function CoilItem({
  coil,
  today,
  changing,
  onChange,
  onDelete,
}: {
  coil: Resistance;
  today: IsoDay;
  changing: boolean;
  onChange: () => void;
  onDelete: () => void;
}) {
  const view = coilView(coil, today);
  const installed = formatLongDay(coil.dateInstallation);
  const which = `la résistance ${coil.cigId.modele} installée le ${installed}`;
  const tone = tones[view.level];
  return (
    <li className={`flex flex-col gap-3 rounded-2xl p-4 shadow-sm ring-1 ${tone.card}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-bold">{coil.cigId.modele}</h3>
        {coil.alreadyNotified && (
          <span className="shrink-0 rounded-full bg-slate-900 px-3 py-1 text-sm font-semibold text-white">
            Vous avez été notifié
          </span>
        )}
      </div>
      <p className="text-sm text-slate-700">
        Installée le {installed} · durée de vie {daysText(coil.duree)}
        {coil.dureeMl ? ` ou ${coil.dureeMl} mL` : ''}
        {coil.notifie ? '' : ' · rappel désactivé'}
      </p>
      <p className={`text-lg font-bold ${tone.status}`}>{view.status}</p>
      {view.ml && <p className="text-sm text-slate-700">{view.ml}</p>}
      <div>
        <div
          className="h-3 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label={`Vie utilisée de la résistance ${coil.cigId.modele}`}
          aria-valuenow={view.usedPercent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={`${view.usedPercent} % de sa durée de vie utilisée`}
        >
          <div className={`h-full rounded-full ${tone.bar}`} style={{ width: `${view.usedPercent}%` }} />
        </div>
        <p className="mt-1 text-sm text-slate-700" aria-hidden="true">
          {view.usedPercent} % de sa durée de vie utilisée
        </p>
      </div>
      {isPendingCoil(coil) ? (
        <p className="mt-auto text-sm text-slate-600">
          En attente d’envoi : elle sera enregistrée au retour du réseau.
        </p>
      ) : (
        <div className="mt-auto flex gap-3">
          <Button
            className="flex-1"
            variant={view.level === 'ok' ? 'secondary' : 'primary'}
            onClick={onChange}
            disabled={changing}
            aria-label={`Changer ${which}`}
          >
            Changer
          </Button>
          <Button
            variant="secondary"
            className="flex-1 text-red-800"
            onClick={onDelete}
            aria-label={`Supprimer ${which}`}
          >
            Supprimer
          </Button>
        </div>
      )}
    </li>
  );
}
