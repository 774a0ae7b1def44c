import {
  type ChartData,
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
import { formatDayMonth } from '../lib/dates.ts';
import { formatNumber } from '../lib/nicotine-format.ts';
import { cigarettesText, nicotineChartLabel } from './nicotine-chart-label.ts';
import { type ChartInput, dayOfNumber, JOINED_DAYS, nicotineChartSeries } from './nicotine-chart-series.ts';

// Only the parts a line chart needs, so the chunk stays small.
ChartJS.register(LinearScale, PointElement, LineElement, Filler, Legend, Tooltip);

const brand = '#0f766e';
const rateColour = '#b45309';
const targetColour = '#475569';
const slipColour = '#b91c1c';

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

/** "5 mars" for a whole day number of the x axis; nothing between two days. */
const dayTick = (value: number | string) => {
  const day = Number(value);
  return Number.isInteger(day) ? formatDayMonth(dayOfNumber(day)) : '';
};

/**
 * The chart's data and options (issue 26): x is real time, one unit a day, so a day without a log is a gap and the
 * line breaks over it (`spanGaps`); the spec's daily nicotine in mg on the left axis; the rate logged and the
 * plan's target rate of each step (a stepped line) in mg/mL on the right axis.
 */
export function nicotineChartConfig(input: ChartInput) {
  const series = nicotineChartSeries(input);
  const data: ChartData<'line', { x: number; y: number; count?: number }[]> = {
    datasets: [
      {
        label: 'Nicotine consommée (mg)',
        data: series.consumed,
        yAxisID: 'y',
        borderColor: brand,
        backgroundColor: 'rgba(15, 118, 110, 0.12)',
        pointBackgroundColor: brand,
        pointRadius: 4,
        fill: true,
        tension: 0.25,
        spanGaps: JOINED_DAYS,
      },
      {
        label: 'Taux vapé (mg/mL)',
        data: series.loggedRate,
        yAxisID: 'rate',
        borderColor: rateColour,
        backgroundColor: rateColour,
        pointStyle: 'rectRot',
        pointRadius: 4,
        borderWidth: 2,
        spanGaps: JOINED_DAYS,
      },
      {
        label: 'Taux visé du palier (mg/mL)',
        data: series.targetRate,
        yAxisID: 'rate',
        borderColor: targetColour,
        backgroundColor: targetColour,
        borderDash: [6, 4],
        borderWidth: 2,
        pointRadius: 0,
        // 'before': each rate is held until the next step's start, where the line drops (chart.js's naming).
        stepped: 'before',
      },
      // The slips (issue 27): a red triangle on the day, never a line; counted, not punished.
      ...(series.slips.length > 0
        ? [
            {
              label: 'Écart (cigarettes fumées)',
              data: series.slips,
              yAxisID: 'y',
              showLine: false,
              borderColor: slipColour,
              backgroundColor: slipColour,
              pointStyle: 'triangle' as const,
              // Drawn over the nicotine point of the same day.
              order: -1,
              pointRadius: 7,
              pointHoverRadius: 8,
              // A mark on a day without a log sits on the axis: drawn whole, not cut by the chart's edge.
              clip: false as const,
            },
          ]
        : []),
    ],
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    // Drawn once, not animated: the entry animation redrew the chart on every frame of the page's first second.
    animation: false,
    interaction: { mode: 'nearest', axis: 'x', intersect: false },
    plugins: {
      legend: {
        labels: {
          color: '#334155',
          boxWidth: 14,
          font: { size: 12 },
          // The datasets' own order (the spec's line first), not their drawing order (the slips' marks on top).
          sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0),
        },
      },
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? formatDayMonth(dayOfNumber(items[0].parsed.x ?? 0)) : ''),
          label: (item) => {
            const count = (item.raw as { count?: number }).count;
            if (count !== undefined) return ` Écart : ${cigarettesText(count)}`;
            return ` ${formatNumber(item.parsed.y ?? 0)} ${item.dataset.yAxisID === 'rate' ? 'mg/mL' : 'mg'}`;
          },
        },
      },
    },
    scales: {
      x: {
        type: 'linear',
        min: series.range.min,
        max: series.range.max,
        ticks: {
          color: '#475569',
          maxRotation: 0,
          autoSkipPadding: 12,
          precision: 0,
          maxTicksLimit: 6,
          callback: dayTick,
        },
        grid: { display: false },
      },
      y: {
        min: 0,
        ticks: { stepSize: 5, color: '#475569', callback: yTickLabel },
        grid: { color: '#e2e8f0' },
        title: { display: true, text: 'mg', color: '#475569' },
      },
      rate: {
        position: 'right',
        min: 0,
        ticks: { color: '#475569', callback: yTickLabel },
        grid: { display: false },
        title: { display: true, text: 'mg/mL', color: '#475569' },
      },
    },
  };
  return { data, options, series };
}

/**
 * Daily nicotine (mg), the rate vaped and the plan's target rate on a time axis; loaded lazily so chart.js is its
 * own chunk. /home draws the light NicotineSparkline instead.
 */
export default function NicotineChart(input: ChartInput) {
  const { data, options } = nicotineChartConfig(input);
  return (
    <div className="relative h-64">
      <Line role="img" aria-label={nicotineChartLabel(input)} options={options} data={data} />
    </div>
  );
}
