import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayNumber, nicotineChartSeries } from './nicotine-chart-series.ts';
import { NicotineSparkline, sparklineGeometry } from './nicotine-sparkline.tsx';

const logs = [
  { date: '2026-03-02', ml: 5, rate: 3 },
  { date: '2026-03-03', ml: 4, rate: 3 },
  { date: '2026-03-16', ml: 5, rate: 1.5 },
];
const input = {
  chartData: logs.map((log) => ({ date: log.date, ml: log.ml, nicotine: log.ml * log.rate })),
  logs,
  plan: { steps: [{ rate: 3, start: '2026-03-01', end: '2026-03-28' }] },
};

describe('The /home card’s light nicotine chart (decision 0180)', () => {
  it('breaks the line over days not logged, as the full chart does', () => {
    const { lines, dots } = sparklineGeometry(nicotineChartSeries(input));
    expect(lines).toHaveLength(2);
    expect(lines[0]?.split(' ')).toHaveLength(2);
    expect(lines[1]?.split(' ')).toHaveLength(1);
    expect(dots).toHaveLength(3);
  });

  it('keeps the spec’s y axis from 0 by fives, and widens the step by fives for a heavy day', () => {
    const light = sparklineGeometry(nicotineChartSeries(input));
    expect(light.yTicks.map((tick) => tick.value)).toEqual([0, 5, 10, 15]);
    const heavy = sparklineGeometry({
      consumed: [{ x: dayNumber('2026-03-02'), y: 400 }],
      range: { min: dayNumber('2026-03-02') - 0.5, max: dayNumber('2026-03-02') + 0.5 },
    });
    const values = heavy.yTicks.map((tick) => tick.value);
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBeGreaterThanOrEqual(400);
    expect(values.length).toBeLessThanOrEqual(5);
    expect(values.every((value) => value % 5 === 0)).toBe(true);
    // A higher value sits higher on the drawing (smaller y).
    expect(light.dots[1]?.y).toBeGreaterThan(light.dots[0]?.y ?? 0);
  });

  it('labels the first, middle and last days in French, and a lone day once', () => {
    const { xTicks } = sparklineGeometry(nicotineChartSeries(input));
    expect(xTicks.map((tick) => tick.label)).toEqual(['2 mars', '9 mars', '16 mars']);
    const lone = sparklineGeometry(nicotineChartSeries({ ...input, chartData: input.chartData.slice(0, 1) }));
    expect(lone.xTicks.map((tick) => tick.label)).toEqual(['2 mars']);
  });

  it('marks a slip with a triangle on its day, at the day’s nicotine, as the full chart does (issue 27)', () => {
    const series = nicotineChartSeries({ ...input, slips: [{ date: '2026-03-03', count: 2 }] });
    const { slips, dots } = sparklineGeometry(series);
    expect(slips).toEqual([{ x: dots[1]?.x, y: dots[1]?.y, count: 2 }]);
    render(<NicotineSparkline {...input} slips={[{ date: '2026-03-03', count: 2 }]} />);
    expect(screen.getByText('Écart (cigarettes fumées)')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('2 cigarettes le 3 mars');
  });

  it('is an image with the full chart’s text alternative and the spec’s label', () => {
    render(<NicotineSparkline {...input} />);
    expect(
      screen.getByRole('img', { name: /Courbe de la nicotine consommée par jour, 3 jours notés/ }),
    ).toBeTruthy();
    expect(screen.getByText('Nicotine consommée (mg)')).toBeTruthy();
  });
});
