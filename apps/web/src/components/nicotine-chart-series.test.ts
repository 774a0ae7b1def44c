import { describe, expect, it } from 'vitest';
import { dayNumber, dayOfNumber, nicotineChartSeries } from './nicotine-chart-series.ts';

const steps = [
  { rate: 12, start: '2026-03-01', end: '2026-03-14' },
  { rate: 9, start: '2026-03-15', end: '2026-03-28' },
  { rate: 6, start: '2026-03-29', end: '2026-04-11' },
];
const log = (date: string, ml: number, rate: number) => ({ date, ml, rate });

describe('the nicotine chart’s series (issue 26)', () => {
  it('places each log on its real day, so the days without a log leave a gap', () => {
    const logs = [log('2026-03-02', 5, 12), log('2026-03-03', 4, 12), log('2026-03-10', 6, 12)];
    const series = nicotineChartSeries({
      chartData: logs.map((l) => ({ date: l.date, ml: l.ml, nicotine: l.ml * l.rate })),
      logs,
      plan: { steps },
    });
    const first = dayNumber('2026-03-02');
    expect(series.consumed).toEqual([
      { x: first, y: 60 },
      { x: first + 1, y: 48 },
      // Seven days later, not the next slot: the six days without a log are a gap on the axis.
      { x: first + 8, y: 72 },
    ]);
    expect(series.range).toEqual({ min: first, max: first + 8 });
    expect(dayOfNumber(series.consumed[2]!.x)).toBe('2026-03-10');
  });

  it('draws the plan’s target rate of each step beside the rate logged', () => {
    const logs = [log('2026-03-13', 5, 12), log('2026-03-16', 5, 9), log('2026-03-30', 4, 9)];
    const series = nicotineChartSeries({
      chartData: logs.map((l) => ({ date: l.date, ml: l.ml, nicotine: l.ml * l.rate })),
      logs,
      plan: { steps },
    });
    expect(series.loggedRate.map((point) => [dayOfNumber(point.x), point.y])).toEqual([
      ['2026-03-13', 12],
      ['2026-03-16', 9],
      ['2026-03-30', 9],
    ]);
    // 12 until the second step starts, 9 until the third, then 6 to the last day shown.
    expect(series.targetRate.map((point) => [dayOfNumber(point.x), point.y])).toEqual([
      ['2026-03-13', 12],
      ['2026-03-15', 9],
      ['2026-03-29', 6],
      ['2026-03-30', 6],
    ]);
  });

  it('gives a lone day half a day either side, and its rate from the log or else from mg ÷ mL', () => {
    const series = nicotineChartSeries({
      chartData: [{ date: '2026-03-05', ml: 3, nicotine: 4.5 }],
      logs: [],
      plan: { steps },
    });
    const day = dayNumber('2026-03-05');
    expect(series.range).toEqual({ min: day - 0.5, max: day + 0.5 });
    expect(series.loggedRate).toEqual([{ x: day, y: 1.5 }]);
    expect(series.targetRate).toEqual([
      { x: day - 0.5, y: 12 },
      { x: day + 0.5, y: 12 },
    ]);
  });
});
