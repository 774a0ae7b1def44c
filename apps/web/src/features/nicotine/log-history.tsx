import type { NicotineStatus } from '@vapolib/contracts';
import { compareDays } from '@vapolib/domain';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { daysText, formatDay } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/nicotine-format.ts';

const RECENT_ROWS = 10;

/** Every logged day, newest first: mL, rate and the mg it made. */
export function LogHistory({ chartData, logs }: Pick<NicotineStatus, 'chartData' | 'logs'>) {
  const rateOf = new Map(logs.map((log) => [log.date, log.rate]));
  const [showAll, setShowAll] = useState(false);
  const sorted = [...chartData].sort((a, b) => compareDays(b.date, a.date));
  const rows = showAll ? sorted : sorted.slice(0, RECENT_ROWS);
  return (
    <Card aria-labelledby="nicotine-history-title">
      <h2 id="nicotine-history-title" className="mb-3 text-lg font-bold">
        Historique
      </h2>
      {sorted.length === 0 ? (
        <p className="text-slate-700">Aucune consommation notée pour l’instant.</p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
          tabIndex={0}
          aria-label="Tableau de mes relevés"
          className="max-h-[28rem] overflow-auto rounded-xl ring-1 ring-slate-200"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Historique de ma consommation</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-2.5 py-2 font-semibold">
                  Date
                </th>
                <th scope="col" className="px-2.5 py-2 text-right font-semibold">
                  mL
                </th>
                <th scope="col" className="px-2.5 py-2 text-right font-semibold">
                  <abbr title="Taux en milligrammes par millilitre" className="no-underline">
                    mg/mL
                  </abbr>
                </th>
                <th scope="col" className="px-2.5 py-2 text-right font-semibold">
                  Nicotine
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.date}>
                  <th scope="row" className="whitespace-nowrap px-2.5 py-2 font-medium">
                    {formatDay(row.date)}
                  </th>
                  <td className="px-2.5 py-2 text-right tabular-nums">{formatNumber(row.ml)}</td>
                  <td className="px-2.5 py-2 text-right tabular-nums">
                    {formatNumber(rateOf.get(row.date) ?? 0)}
                  </td>
                  <td className="whitespace-nowrap px-2.5 py-2 text-right font-semibold tabular-nums">
                    {formatNumber(row.nicotine)} mg
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {sorted.length > RECENT_ROWS && (
        <Button variant="ghost" className="mt-3 w-full" onClick={() => setShowAll((all) => !all)}>
          {showAll
            ? 'Afficher les 10 derniers jours'
            : `Afficher tout l’historique (${daysText(sorted.length)})`}
        </Button>
      )}
    </Card>
  );
}
