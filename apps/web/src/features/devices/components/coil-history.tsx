import type { PastCoilDto } from '@vapolib/contracts';
import { coilHistorySummaryText, pastCoilText } from '@vapolib/domain';
import { formatLongDate } from '../../../lib/dates.ts';
import { dayAtNoon } from '../coil-view.ts';
import { historyByDevice } from '../past-coils.ts';

const dayText = (day: string) => formatLongDate(dayAtNoon(day));

/**
 * « Historique des résistances »: per device, how long its coils lasted on average (days and mL) and each coil
 * « Changer » replaced, newest first, so the vaper sees the real life of their coils.
 */
export function CoilHistory({ history, failed }: { history: PastCoilDto[] | undefined; failed: boolean }) {
  const devices = historyByDevice(history ?? []);
  return (
    <section
      aria-labelledby="coil-history-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="coil-history-title" className="text-xl font-bold">
        Historique des résistances
      </h2>
      {failed ? (
        <p className="text-slate-700">L’historique n’a pas pu être chargé.</p>
      ) : history === undefined ? null : devices.length === 0 ? (
        <p className="text-slate-700">
          Aucune résistance changée pour l’instant. À chaque « Changer », l’ancienne résistance est gardée ici
          avec ses jours et ses mL vapés, pour connaître la durée de vie réelle de vos résistances.
        </p>
      ) : (
        devices.map((device) => (
          <div key={device.cigId} className="space-y-2">
            <h3 className="text-lg font-semibold">{device.modele}</h3>
            <p className="font-medium text-slate-800">{coilHistorySummaryText(device.summary)}</p>
            <ul className="divide-y divide-slate-100 text-sm text-slate-700">
              {device.coils.map((coil) => (
                <li key={coil._id} className="py-2">
                  Installée le {dayText(coil.dateInstallation)}, retirée le {dayText(coil.dateRetrait)} :{' '}
                  {pastCoilText({
                    installedOn: coil.dateInstallation,
                    removedOn: coil.dateRetrait,
                    mlVaped: coil.mlVapes,
                  })}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
