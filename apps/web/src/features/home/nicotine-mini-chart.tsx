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
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Legend, Tooltip);

const dayMonth = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const label = (day: string) => dayMonth.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The /home card's small chart of daily nicotine; loaded lazily with chart.js. */
export default function NicotineMiniChart({ chartData }: Pick<NicotineStatus, 'chartData'>) {
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? false : undefined,
    plugins: { legend: { labels: { color: '#334155', boxWidth: 12 } } },
    scales: {
      y: { min: 0, ticks: { stepSize: 5, color: '#475569' }, grid: { color: '#e2e8f0' } },
      x: { ticks: { color: '#475569', maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
    },
  };
  return (
    <div className="relative h-44">
      <Line
        role="img"
        aria-label={`Courbe de la nicotine consommée par jour (${chartData.length} jour${chartData.length > 1 ? 's' : ''} noté${chartData.length > 1 ? 's' : ''}).`}
        options={options}
        data={{
          labels: chartData.map((row) => label(row.date)),
          datasets: [
            {
              label: 'Nicotine consommée (mg)',
              data: chartData.map((row) => row.nicotine),
              borderColor: '#0f766e',
              backgroundColor: 'rgba(15, 118, 110, 0.12)',
              pointBackgroundColor: '#0f766e',
              pointRadius: 3,
              fill: true,
              tension: 0.25,
            },
          ],
        }}
      />
    </div>
  );
}
