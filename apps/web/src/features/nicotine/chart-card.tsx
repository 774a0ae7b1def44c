import type { NicotineStatus } from '@vapolib/contracts';
import { lazy, Suspense } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

const NicotineChart = lazy(() => import('../../components/nicotine-chart.tsx'));

/** The chart card; an empty state until the first day is logged. */
export function ChartCard({ chartData }: Pick<NicotineStatus, 'chartData'>) {
  return (
    <Card aria-labelledby="nicotine-chart-title">
      <h2 id="nicotine-chart-title" className="mb-3 text-lg font-bold">
        Ma courbe
      </h2>
      {chartData.length === 0 ? (
        <p className="text-slate-700">Ta courbe apparaîtra dès ton premier relevé.</p>
      ) : (
        <Suspense fallback={<Spinner label="Chargement de la courbe…" />}>
          <NicotineChart chartData={chartData} />
        </Suspense>
      )}
    </Card>
  );
}
