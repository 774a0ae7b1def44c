import type { NicotineStatus } from '@vapolib/contracts';
import { dailyMgWithWeekAverage } from '@vapolib/domain';
import { formatDayMonth } from '../../lib/dates.ts';
import { formatNumber as formatFrenchNumber } from '../../lib/nicotine-format.ts';

/** Nicotine a day in mg (mL × mg/mL) for the last logged days, and the 7-day average beside each. */
export function DailyMgCard({ logs }: { logs: NicotineStatus['logs'] }) {
  const rows = dailyMgWithWeekAverage(logs).slice(-7).reverse();
  return (
    <section
      aria-labelledby="daily-mg-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="daily-mg-title" className="mb-3 text-lg font-bold">
        Nicotine par jour
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-700">
          Notez votre consommation : vous verrez ici vos mg de nicotine par jour.
        </p>
      ) : (
        <table className="w-full text-left">
          <caption className="sr-only">Nicotine par jour (mL × mg/mL) et moyenne sur 7 jours</caption>
          <thead>
            <tr className="text-sm text-slate-600">
              <th scope="col">Jour</th>
              <th scope="col">mg ce jour</th>
              <th scope="col">Moyenne 7 jours</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-medium">
                  {formatDayMonth(row.date)}
                </th>
                <td>{formatFrenchNumber(row.mg)} mg</td>
                <td>{formatFrenchNumber(row.weekAverageMg)} mg</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
