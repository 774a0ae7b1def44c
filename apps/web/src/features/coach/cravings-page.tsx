import type { CravingsOverview } from '@vapolib/contracts';
import { cravingHelpLabels, cravingTriggerLabels } from '@vapolib/domain';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useCravings } from './api/use-cravings.ts';

const hours24 = Array.from({ length: 24 }, (_, hour) => hour);
const weekdays = ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'];
const weekdayNames = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const percent = (share: number) => `${Math.round(share * 100)} %`;
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Cravings a day over the 30 days, as bars (slips' cigarettes marked below). */
function DaysChart({ days }: { days: CravingsOverview['days'] }) {
  const most = Math.max(1, ...days.map((day) => day.cravings));
  return (
    <figure>
      <div className="flex h-32 items-end gap-0.5" aria-hidden="true">
        {days.map((day) => (
          <div key={day.date} className="flex h-full flex-1 flex-col justify-end">
            <div className="rounded-t bg-brand-600" style={{ height: `${(day.cravings / most) * 100}%` }} />
            <div
              className={`mt-0.5 h-1.5 rounded ${day.cigarettes > 0 ? 'bg-orange-600' : 'bg-transparent'}`}
            />
          </div>
        ))}
      </div>
      <figcaption className="mt-2 flex justify-between text-sm text-slate-600">
        <span className="whitespace-nowrap">{shortDay(days[0]!.date)}</span>
        <span className="px-2 text-center">Barres : envies par jour ; trait orange : écart</span>
        <span className="whitespace-nowrap">{shortDay(days.at(-1)!.date)}</span>
      </figcaption>
      <table className="sr-only">
        <caption>Envies et cigarettes par jour</caption>
        <thead>
          <tr>
            <th scope="col">Jour</th>
            <th scope="col">Envies</th>
            <th scope="col">Cigarettes</th>
          </tr>
        </thead>
        <tbody>
          {days
            .filter((day) => day.cravings > 0 || day.cigarettes > 0)
            .map((day) => (
              <tr key={day.date}>
                <th scope="row">{shortDay(day.date)}</th>
                <td>{day.cravings}</td>
                <td>{day.cigarettes}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}

/** When cravings come: a day × hour grid (Paris time), darker for more. */
function HoursGrid({ grid }: { grid: number[][] }) {
  const most = Math.max(1, ...grid.flat());
  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-0.5 text-xs">
        <caption className="sr-only">Envies par jour de la semaine et par heure</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Jour</span>
            </th>
            {hours24.map((hour) => (
              <th key={hour} scope="col" className="w-3 whitespace-nowrap font-normal text-slate-600">
                {hour % 6 === 0 ? hour : <span className="sr-only">{hour}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((hours, weekday) => (
            <tr key={weekdays[weekday]}>
              <th scope="row" className="whitespace-nowrap pr-1 text-left font-semibold">
                {weekdays[weekday]}
              </th>
              {hours24
                .map((hour) => ({ hour, count: hours[hour] ?? 0 }))
                .map(({ hour, count }) => (
                  <td
                    key={hour}
                    title={`${weekdayNames[weekday]} ${hour} h : ${count}`}
                    className="h-4 w-3 rounded-sm"
                    style={{
                      backgroundColor:
                        count === 0 ? '#f1f5f9' : `rgba(15, 118, 110, ${0.25 + (0.75 * count) / most})`,
                    }}
                  >
                    <span className="sr-only">{count}</span>
                  </td>
                ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /envies: « Mes envies », the 30 days — when and why cravings come, what helps, the slips. */
export default function CravingsPage() {
  useDocumentMeta('Mes envies', 'Vos envies de fumer sur 30 jours : quand, pourquoi, et ce qui vous aide.');
  const cravings = useCravings();
  const data = cravings.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">Mes envies</h1>
        <Link to="/envies/noter" className={buttonClass()}>
          Noter une envie
        </Link>
      </div>
      {cravings.isPending && <p>Chargement…</p>}
      {cravings.isError && (
        <p role="alert" className="text-red-800">
          {cravings.error.message}
        </p>
      )}
      {data && data.total === 0 && data.slipCount === 0 && (
        <Card className="space-y-2">
          <h2 className="text-xl font-bold">Rien de noté ces 30 derniers jours</h2>
          <p>
            Notez chaque envie au moment où elle vient : son intensité suffit. En ajoutant ce qui l’a
            déclenchée (café, stress, repas…) et ce qui vous a aidé, vous verrez ici quand elles reviennent et
            ce qui marche le mieux pour vous.
          </p>
        </Card>
      )}
      {data && (data.total > 0 || data.slipCount > 0) && (
        <>
          <Card aria-labelledby="month-title" className="space-y-3">
            <h2 id="month-title" className="text-xl font-bold">
              30 derniers jours
            </h2>
            <p data-testid="cravings-summary">
              {data.total} envie{data.total > 1 ? 's' : ''}, dont {data.held} sans cigarette
              {data.slipCount > 0
                ? ` · ${data.slipCount} écart${data.slipCount > 1 ? 's' : ''} (${data.cigarettes} cigarette${data.cigarettes > 1 ? 's' : ''})`
                : ' · aucun écart'}
            </p>
            <DaysChart days={data.days} />
          </Card>
          <Card aria-labelledby="triggers-title" className="space-y-3">
            <h2 id="triggers-title" className="text-xl font-bold">
              Ce qui les déclenche
            </h2>
            {data.triggers.length === 0 ? (
              <p className="text-slate-700">
                Aucun déclencheur noté : choisissez-en un en notant une envie (« Préciser »).
              </p>
            ) : (
              <ol className="space-y-1">
                {data.triggers.slice(0, 5).map((entry) => (
                  <li key={entry.trigger} className="flex justify-between">
                    <span>{cravingTriggerLabels[entry.trigger]}</span>
                    <span className="font-semibold">{entry.count}</span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
          <Card aria-labelledby="hours-title" className="space-y-3">
            <h2 id="hours-title" className="text-xl font-bold">
              Quand elles viennent
            </h2>
            <HoursGrid grid={data.grid} />
          </Card>
          <Card aria-labelledby="helps-title" className="space-y-3">
            <h2 id="helps-title" className="text-xl font-bold">
              Ce qui vous aide le plus
            </h2>
            {data.helps.length === 0 ? (
              <p className="text-slate-700">
                Notez ce qui vous a aidé (respirer, marcher, boire de l’eau…) : vous verrez ici ce qui marche.
              </p>
            ) : (
              <ul className="space-y-1">
                {data.helps.map((help) => (
                  <li key={help.help} className="flex justify-between gap-3">
                    <span>{cravingHelpLabels[help.help]}</span>
                    <span>
                      <span className="font-semibold">{percent(help.share)}</span> sans cigarette ({help.used}{' '}
                      fois)
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card aria-labelledby="slips-title" className="space-y-3">
            <h2 id="slips-title" className="text-xl font-bold">
              Mes écarts
            </h2>
            {data.slips.length === 0 ? (
              <p className="text-slate-700">Aucun écart ces 30 derniers jours.</p>
            ) : (
              <ul className="space-y-1">
                {data.slips.map((slip) => (
                  <li key={slip.id}>
                    {shortDay(slip.at.slice(0, 10))} : {slip.count} cigarette{slip.count > 1 ? 's' : ''}
                    {slip.trigger ? ` (${cravingTriggerLabels[slip.trigger]})` : ''}
                  </li>
                ))}
              </ul>
            )}
            <p className="text-sm text-slate-600">Un écart est compté, pas puni : vos progrès restent.</p>
          </Card>
        </>
      )}
      <Link to="/sans-tabac" className={buttonClass('secondary')}>
        Mon compteur sans tabac
      </Link>
    </div>
  );
}
