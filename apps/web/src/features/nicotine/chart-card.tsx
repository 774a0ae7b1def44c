import { lazy, Suspense } from 'react';
import { type ChartInput, dayNumber } from '../../components/nicotine-chart-series.ts';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { WhenVisible } from '../../components/ui/when-visible.tsx';
import { formatDayMonth } from '../../lib/dates.ts';

const NicotineChart = lazy(() => import('../../components/nicotine-chart.tsx'));
const chartLoading = (
  <div className="grid h-full place-items-center">
    <Spinner label="Chargement de la courbe…" />
  </div>
);

/** "3 cigarettes le 5 mars", for the slips written under the chart. */
const slipLine = (slip: { date: string; count: number }) =>
  `${slip.count} cigarette${slip.count > 1 ? 's' : ''} le ${formatDayMonth(slip.date)}`;

/** « Écarts marqués sur la courbe : 3 cigarettes le 5 mars, 1 cigarette le 2 mars. », the five most recent. */
function slipsSentence(slips: { date: string; count: number }[]) {
  const text = `Écarts marqués sur la courbe : ${slips.slice(0, 5).map(slipLine).join(', ')}`;
  if (slips.length > 5) return `${text}…`;
  // « le 29 nov. » already ends the sentence.
  return text.endsWith('.') ? text : `${text}.`;
}

/**
 * The chart card; an empty state until the first day is logged. The slips of the plan's days are marked on the
 * chart and, for everyone, written under it (the legend's triangle, in words).
 */
export function ChartCard({ chartData, logs, plan, slips = [] }: ChartInput) {
  const planStart = plan.steps.map((step) => step.start).sort()[0];
  const planSlips = slips
    .filter((slip) => !planStart || slip.date >= planStart)
    .sort((a, b) => dayNumber(b.date) - dayNumber(a.date));
  return (
    <Card aria-labelledby="nicotine-chart-title">
      <h2 id="nicotine-chart-title" className="mb-3 text-lg font-bold">
        Ma courbe
      </h2>
      {chartData.length === 0 ? (
        <p className="text-slate-700">Votre courbe apparaîtra dès votre premier relevé.</p>
      ) : (
        // The chart's own height, so nothing moves when it arrives.
        <WhenVisible className="h-64" placeholder={chartLoading}>
          <Suspense fallback={chartLoading}>
            <NicotineChart chartData={chartData} logs={logs} plan={plan} slips={planSlips} />
          </Suspense>
        </WhenVisible>
      )}
      {chartData.length > 0 && planSlips.length > 0 && (
        <p className="mt-3 text-sm text-slate-700" data-testid="chart-slips">
          <span aria-hidden="true" className="mr-1 text-red-700">
            ▲
          </span>
          {slipsSentence(planSlips)} Un écart est compté, pas puni : rien de votre plan n’est perdu.
        </p>
      )}
    </Card>
  );
}
