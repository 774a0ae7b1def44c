import type { NicotineStatus } from '@vapolib/contracts';
import {
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  type Tick,
  Ticks,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { daysText, formatDayMonth } from '../lib/dates.ts';
import { formatNumber } from '../lib/nicotine-format.ts';

// Only the parts a line chart needs, so the chunk stays small.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Legend, Tooltip);

const brand = '#0f766e';

/**
 * The y axis's labels (whole mg, 0, 5, 10…) written as chart.js's own formatter writes them, without Intl: the
 * chart is often the page's first Intl user, and building a formatter then loads ICU's data (60–230 ms of the
 * chart's first draw on a phone). Whole numbers under 1 000 read the same in French and English (the browser's
 * language chart.js formats in); anything else goes to chart.js's formatter.
 */
function yTickLabel(this: unknown, value: number | string, index: number, ticks: Tick[]) {
  const plain =
    /^(fr|en)(-|$)/i.test(navigator.language) &&
    ticks.every((tick) => Number.isInteger(tick.value) && Math.abs(tick.value) < 1000);
  return plain ? String(value) : Ticks.formatters.numeric.call(this as never, Number(value), index, ticks);
}

/**
 * Daily nicotine (mg) as a line; loaded lazily so chart.js is its own chunk. `compact` is the /home card's
 * smaller version.
 */
export default function NicotineChart({
  chartData,
  compact = false,
}: Pick<NicotineStatus, 'chartData'> & { compact?: boolean }) {
  const last = chartData.at(-1);
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    // Drawn once, not animated: the entry animation redrew the chart on every frame of the page's first second.
    animation: false,
    plugins: {
      legend: { labels: { color: '#334155', boxWidth: compact ? 12 : 14 } },
      tooltip: { callbacks: { label: (item) => ` ${formatNumber(item.parsed.y ?? 0)} mg` } },
    },
    scales: {
      y: {
        min: 0,
        ticks: { stepSize: 5, color: '#475569', callback: yTickLabel },
        grid: { color: '#e2e8f0' },
      },
      x: { ticks: { color: '#475569', maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
    },
  };
  return (
    <div className={`relative ${compact ? 'h-44' : 'h-64'}`}>
      <Line
        role="img"
        aria-label={`Courbe de la nicotine consommée par jour, ${daysText(chartData.length)} noté${chartData.length > 1 ? 's' : ''}${last ? `, dernier relevé ${formatNumber(last.nicotine)} mg le ${formatDayMonth(last.date)}` : ''}.`}
        options={options}
        data={{
          labels: chartData.map((row) => formatDayMonth(row.date)),
          datasets: [
            {
              label: 'Nicotine consommée (mg)',
              data: chartData.map((row) => row.nicotine),
              borderColor: brand,
              backgroundColor: 'rgba(15, 118, 110, 0.12)',
              pointBackgroundColor: brand,
              pointRadius: compact ? 3 : 4,
              fill: true,
              tension: 0.25,
            },
          ],
        }}
      />
    </div>
  );
}
