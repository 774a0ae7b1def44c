import { formatDayMonth } from '../lib/dates.ts';
import { nicotineChartLabel } from './nicotine-chart-label.ts';
import {
  type ChartInput,
  type ChartSeries,
  dayOfNumber,
  JOINED_DAYS,
  nicotineChartSeries,
} from './nicotine-chart-series.ts';

const WIDTH = 320;
const HEIGHT = 150;
const plot = { left: 30, right: WIDTH - 10, top: 8, bottom: HEIGHT - 22 };
/** The y axis keeps the spec's step of 5 mg, widened by fives so a heavy day still gets at most four lines. */
const MAX_Y_LINES = 4;

export interface SparklineGeometry {
  /** One "x,y x,y…" run per stretch of days logged without a gap. */
  lines: string[];
  dots: { x: number; y: number }[];
  /** The slips (issue 27): a red triangle on the day, with its cigarettes. */
  slips: { x: number; y: number; count: number }[];
  yTicks: { value: number; y: number }[];
  xTicks: { label: string; x: number }[];
}

/** Where the /home card's light chart draws each day (decision 0180): the same series as the full chart. */
export function sparklineGeometry({
  consumed,
  range,
  slips = [],
}: Pick<ChartSeries, 'consumed' | 'range'> & { slips?: ChartSeries['slips'] }): SparklineGeometry {
  const highest = Math.max(5, ...consumed.map((point) => point.y));
  const step = 5 * Math.ceil(highest / (5 * MAX_Y_LINES));
  const yMax = step * Math.ceil(highest / step);
  const span = range.max - range.min || 1;
  const xOf = (day: number) => plot.left + ((day - range.min) / span) * (plot.right - plot.left);
  const yOf = (value: number) => plot.bottom - (value / yMax) * (plot.bottom - plot.top);
  const dots = consumed.map((point) => ({ x: xOf(point.x), y: yOf(point.y) }));

  const lines: string[] = [];
  let run: string[] = [];
  consumed.forEach((point, index) => {
    const previous = consumed[index - 1];
    if (previous && point.x - previous.x > JOINED_DAYS) {
      lines.push(run.join(' '));
      run = [];
    }
    run.push(`${dots[index]?.x.toFixed(1)},${dots[index]?.y.toFixed(1)}`);
  });
  if (run.length > 0) lines.push(run.join(' '));

  const yTicks = Array.from({ length: yMax / step + 1 }, (_, index) => ({
    value: index * step,
    y: yOf(index * step),
  }));
  const first = Math.ceil(range.min);
  const last = Math.floor(range.max);
  const days = [...new Set([first, Math.round((first + last) / 2), last])];
  const xTicks = days.map((day) => ({ label: formatDayMonth(dayOfNumber(day)), x: xOf(day) }));
  const slipMarks = slips.map((slip) => ({ x: xOf(slip.x), y: yOf(slip.y), count: slip.count }));
  return { lines, dots, slips: slipMarks, yTicks, xTicks };
}

const brand = '#0f766e';
const axis = '#475569';
const slipColour = '#b91c1c';

/**
 * The /home card's chart: the spec's line of daily nicotine in mg (y from 0 by fives, French dates) drawn as plain
 * SVG. chart.js's first draw was most of /home's blocking time on a phone; the full chart stays on /nicotine.
 */
export function NicotineSparkline(input: ChartInput) {
  const { lines, dots, slips, yTicks, xTicks } = sparklineGeometry(nicotineChartSeries(input));
  return (
    <figure className="h-44">
      <svg
        role="img"
        aria-label={nicotineChartLabel(input)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-36 w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        {yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" />
            <text x={plot.left - 4} y={tick.y + 4} textAnchor="end" fontSize="11" fill={axis}>
              {tick.value}
            </text>
          </g>
        ))}
        {xTicks.map((tick, index) => (
          <text
            key={tick.label}
            x={tick.x}
            y={HEIGHT - 6}
            fontSize="11"
            fill={axis}
            textAnchor={
              xTicks.length > 1 && index === 0
                ? 'start'
                : index === xTicks.length - 1 && index > 0
                  ? 'end'
                  : 'middle'
            }
          >
            {tick.label}
          </text>
        ))}
        {lines.map((points) => (
          <polyline
            key={points}
            points={points}
            fill="none"
            stroke={brand}
            strokeWidth="2"
            strokeLinejoin="round"
          />
        ))}
        {dots.map((dot) => (
          <circle key={`${dot.x},${dot.y}`} cx={dot.x} cy={dot.y} r="3" fill={brand} />
        ))}
        {slips.map((slip) => (
          <path
            key={`slip-${slip.x}`}
            d={`M${slip.x.toFixed(1)},${(slip.y - 6).toFixed(1)} l5,9 h-10 z`}
            fill={slipColour}
          />
        ))}
      </svg>
      <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-2 w-3 rounded-sm"
            style={{ background: brand }}
          />
          <span>Nicotine consommée (mg)</span>
        </span>
        {slips.length > 0 && (
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-0 w-0 border-x-[5px] border-b-[9px] border-x-transparent border-b-red-700"
            />
            <span>Écart (cigarettes fumées)</span>
          </span>
        )}
      </figcaption>
    </figure>
  );
}
