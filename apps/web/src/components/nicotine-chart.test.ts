import { describe, expect, it } from 'vitest';
import { nicotineChartConfig } from './nicotine-chart.tsx';
import { nicotineChartLabel as chartLabel } from './nicotine-chart-label.ts';
import { dayNumber } from './nicotine-chart-series.ts';

const logs = [
  { date: '2026-03-02', ml: 5, rate: 12 },
  { date: '2026-03-03', ml: 4, rate: 12 },
  { date: '2026-03-16', ml: 5, rate: 9 },
];
const input = {
  chartData: logs.map((log) => ({ date: log.date, ml: log.ml, nicotine: log.ml * log.rate })),
  logs,
  plan: {
    steps: [
      { rate: 12, start: '2026-03-01', end: '2026-03-14' },
      { rate: 9, start: '2026-03-15', end: '2026-03-28' },
    ],
  },
};

describe('NicotineChart’s configuration (issue 26)', () => {
  it('has a time axis: a linear x in days from the first log to the last, labelled with French dates', () => {
    const { options } = nicotineChartConfig(input);
    const x = options.scales?.x as {
      type: string;
      min: number;
      max: number;
      ticks: { callback: (value: number) => string };
    };
    expect(x.type).toBe('linear');
    expect([x.min, x.max]).toEqual([dayNumber('2026-03-02'), dayNumber('2026-03-16')]);
    expect(x.ticks.callback(dayNumber('2026-03-01'))).toBe('1er mars');
    expect(x.ticks.callback(dayNumber('2026-03-02') + 0.5)).toBe('');
  });

  it('breaks the logged lines over the days without a log, and draws the target rate per step', () => {
    const { data } = nicotineChartConfig(input);
    const [consumed, rate, target] = data.datasets;
    expect(consumed?.label).toBe('Nicotine consommée (mg)');
    // Days further apart than one are not joined: 3 → 16 March is a gap.
    expect(consumed?.spanGaps).toBe(1);
    expect(rate?.spanGaps).toBe(1);
    expect(consumed?.data.map((point) => point.x - dayNumber('2026-03-02'))).toEqual([0, 1, 14]);
    expect(rate?.label).toBe('Taux vapé (mg/mL)');
    expect(rate?.data.map((point) => point.y)).toEqual([12, 12, 9]);
    expect(target?.label).toBe('Taux visé du palier (mg/mL)');
    expect(target?.stepped).toBe('before');
    expect(target?.yAxisID).toBe('rate');
    expect(target?.data).toEqual([
      { x: dayNumber('2026-03-02'), y: 12 },
      { x: dayNumber('2026-03-15'), y: 9 },
      { x: dayNumber('2026-03-16'), y: 9 },
    ]);
  });
});

describe('the slips on the chart (issue 27)', () => {
  const slips = [
    { date: '2026-03-03', count: 3 },
    { date: '2026-03-10', count: 1 },
    // Before the plan's first day: not one of its slips.
    { date: '2026-02-20', count: 5 },
  ];

  it('marks each slip of the plan with a red triangle, on the day’s mg or on the axis, never joined', () => {
    const { data, options } = nicotineChartConfig({ ...input, slips });
    const marks = data.datasets[3];
    expect(marks?.label).toBe('Écart (cigarettes fumées)');
    expect(marks?.showLine).toBe(false);
    expect(marks?.pointStyle).toBe('triangle');
    expect(marks?.yAxisID).toBe('y');
    expect(marks?.data).toEqual([
      { x: dayNumber('2026-03-03'), y: 48, count: 3 },
      { x: dayNumber('2026-03-10'), y: 0, count: 1 },
    ]);
    // The tooltip says the cigarettes, not mg.
    const label = options.plugins?.tooltip?.callbacks?.label as (item: object) => string;
    expect(label({ raw: marks?.data[0], parsed: { y: 48 }, dataset: marks })).toBe(' Écart : 3 cigarettes');
  });

  it('has no slip dataset without slips, so the legend shows no mark for nothing', () => {
    expect(nicotineChartConfig(input).data.datasets).toHaveLength(3);
    expect(
      nicotineChartConfig({ ...input, slips: [{ date: '2026-02-20', count: 2 }] }).data.datasets,
    ).toHaveLength(3);
  });

  it('says the slips in the text alternative, most recent first', () => {
    expect(chartLabel({ ...input, slips })).toContain(
      '2 écarts marqués d’un triangle rouge : 1 cigarette le 10 mars, 3 cigarettes le 3 mars.',
    );
    expect(chartLabel(input)).not.toContain('écart');
    const many = Array.from({ length: 7 }, (_, i) => ({ date: `2026-03-1${i}`, count: 1 }));
    expect(chartLabel({ ...input, slips: many })).toContain('7 écarts marqués');
    expect(chartLabel({ ...input, slips: many })).toContain('et 2 autres.');
  });

  it('stretches the days shown to a slip after the last log', () => {
    const { options } = nicotineChartConfig({ ...input, slips: [{ date: '2026-03-20', count: 2 }] });
    expect((options.scales!.x as { max: number }).max).toBe(dayNumber('2026-03-20'));
  });
});

describe('the text alternative’s end', () => {
  it('ends once after an abbreviated month', () => {
    const november = {
      chartData: [{ date: '2026-11-29', ml: 5, nicotine: 30 }],
      logs: [{ date: '2026-11-29', ml: 5, rate: 6 }],
      plan: { steps: [{ rate: 6, start: '2026-11-01', end: '2026-11-30' }] },
      slips: [{ date: '2026-11-29', count: 2 }],
    };
    expect(chartLabel(november)).toMatch(/2 cigarettes le 29 nov\.$/);
  });
});
