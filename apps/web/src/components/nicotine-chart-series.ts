import type { NicotineStatus } from '@vapolib/contracts';

/*
 * What the nicotine chart draws (issue 26), as plain data so it is tested without a canvas: the x axis is real
 * time (a day is one unit, so the days without a log leave a gap and break the line), the daily nicotine in mg (the
 * spec's line), the rate logged each day and the plan's target rate of each step, in mg/mL, on a second axis.
 */

export type ChartInput = Pick<NicotineStatus, 'chartData' | 'logs'> & {
  plan: { steps: Pick<NicotineStatus['plan']['steps'][number], 'rate' | 'start' | 'end'>[] };
  /** The slips a day (issue 27): marked on the chart, nothing else drawn from them. */
  slips?: NicotineStatus['slips'];
};

/** A slip's mark: on the day's nicotine if the day is logged (else on the axis), with its cigarettes. */
export interface SlipPoint extends ChartPoint {
  count: number;
}

export interface ChartPoint {
  /** Days since 1970-01-01 (UTC), so one unit is one calendar day. */
  x: number;
  y: number;
}

export interface ChartSeries {
  /** Nicotine taken each logged day, mg. */
  consumed: ChartPoint[];
  /** The rate vaped each logged day, mg/mL. */
  loggedRate: ChartPoint[];
  /** The plan's rate, held from each step's start (a stepped line), mg/mL, over the days shown. */
  targetRate: ChartPoint[];
  /** The days with a slip since the plan began, on the mg axis. */
  slips: SlipPoint[];
  /** The days shown, first and last (a lone day gets half a day either side). */
  range: { min: number; max: number };
}

const DAY_MS = 86_400_000;

/** "2026-03-05" → its day number. */
export const dayNumber = (day: string) =>
  Math.round(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS,
  );

/** Its day number → "2026-03-05". */
export const dayOfNumber = (value: number) => new Date(Math.round(value) * DAY_MS).toISOString().slice(0, 10);

/** Two logs further apart than this many days are not joined: the line breaks over the days not logged. */
export const JOINED_DAYS = 1;

export function nicotineChartSeries({ chartData, logs, plan, slips = [] }: ChartInput): ChartSeries {
  const rows = [...chartData].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const mgOn = new Map(rows.map((row) => [row.date.slice(0, 10), row.nicotine]));
  // The plan's slips only: one from before its first day belongs to no step.
  const planStart = plan.steps.reduce<string | undefined>(
    (first, step) => (first === undefined || step.start < first ? step.start : first),
    undefined,
  );
  const slipPoints = slips
    .filter((slip) => planStart === undefined || slip.date >= planStart)
    .map((slip) => ({ x: dayNumber(slip.date), y: mgOn.get(slip.date) ?? 0, count: slip.count }))
    .sort((a, b) => a.x - b.x);
  const rateOn = new Map(logs.map((log) => [log.date.slice(0, 10), log.rate]));
  const consumed = rows.map((row) => ({ x: dayNumber(row.date), y: row.nicotine }));
  const loggedRate = rows.map((row) => ({
    x: dayNumber(row.date),
    y:
      rateOn.get(row.date.slice(0, 10)) ?? (row.ml > 0 ? Math.round((row.nicotine / row.ml) * 100) / 100 : 0),
  }));
  // The days shown run from the first log or slip to the last.
  const days = [...consumed, ...slipPoints].map((point) => point.x);
  const first = days.length ? Math.min(...days) : 0;
  const last = days.length ? Math.max(...days) : first;
  const range = first === last ? { min: first - 0.5, max: last + 0.5 } : { min: first, max: last };

  // Each step's rate from its start, clipped to the days shown; the last rate is held to the right edge.
  const steps = [...plan.steps].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const targetRate: ChartPoint[] = [];
  for (const [index, step] of steps.entries()) {
    const start = dayNumber(step.start);
    const next = steps[index + 1];
    const end = next ? dayNumber(next.start) : Number.POSITIVE_INFINITY;
    if (end <= range.min || start > range.max) continue;
    targetRate.push({ x: Math.max(start, range.min), y: step.rate });
  }
  const held = targetRate.at(-1);
  if (held && held.x < range.max) targetRate.push({ x: range.max, y: held.y });
  return { consumed, loggedRate, targetRate, slips: slipPoints, range };
}
