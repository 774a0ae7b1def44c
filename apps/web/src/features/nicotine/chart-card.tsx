import { lazy, Suspense } from 'react';
import type { ChartInput } from '../../components/nicotine-chart-series.ts';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { WhenVisible } from '../../components/ui/when-visible.tsx';

const NicotineChart = lazy(() => import('../../components/nicotine-chart.tsx'));
const chartLoading = (
  <div className="grid h-full place-items-center">
    <Spinner label="Chargement de la courbe…" />
  </div>
);

/** The chart card; an empty state until the first day is logged. */
export function ChartCard({ chartData, logs, plan }: ChartInput) {
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
            <NicotineChart chartData={chartData} logs={logs} plan={plan} />
          </Suspense>
        </WhenVisible>
      )}
    </Card>
  );
}
