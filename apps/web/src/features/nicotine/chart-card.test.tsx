import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartCard } from './chart-card.tsx';

const logs = [
  { date: '2026-03-02', ml: 5, rate: 12 },
  { date: '2026-03-03', ml: 4, rate: 12 },
];
const input = {
  chartData: logs.map((log) => ({ date: log.date, ml: log.ml, nicotine: log.ml * log.rate })),
  logs,
  plan: { steps: [{ rate: 12, start: '2026-03-01', end: '2026-03-14' }] },
};

describe('« Ma courbe » with slips (issue 27)', () => {
  it('writes the plan’s slips under the chart, in words, most recent first', () => {
    render(
      <ChartCard
        {...input}
        slips={[
          { date: '2026-02-27', count: 9 },
          { date: '2026-03-02', count: 1 },
          { date: '2026-03-03', count: 3 },
        ]}
      />,
    );
    const written = screen.getByTestId('chart-slips').textContent!.replace(/\s+/g, ' ');
    expect(written).toContain(
      'Écarts marqués sur la courbe : 3 cigarettes le 3 mars, 1 cigarette le 2 mars. Un écart est compté, pas puni',
    );
    expect(written).not.toContain('9 cigarettes');
  });

  it('says nothing of slips when there is none, or before the first log', () => {
    const { rerender } = render(<ChartCard {...input} slips={[]} />);
    expect(screen.queryByTestId('chart-slips')).toBeNull();
    rerender(<ChartCard {...input} chartData={[]} logs={[]} slips={[{ date: '2026-03-02', count: 1 }]} />);
    expect(screen.queryByTestId('chart-slips')).toBeNull();
    expect(screen.getByText('Votre courbe apparaîtra dès votre premier relevé.')).toBeTruthy();
  });
});

describe('« Ma courbe »’s sentence of slips', () => {
  it('ends once after an abbreviated month', () => {
    render(
      <ChartCard
        {...input}
        slips={[{ date: '2026-11-29', count: 2 }]}
        chartData={[{ date: '2026-11-29', ml: 5, nicotine: 60 }]}
        plan={{ steps: [{ rate: 12, start: '2026-11-01', end: '2026-11-30' }] }}
      />,
    );
    const written = screen.getByTestId('chart-slips').textContent!.replace(/\s+/g, ' ');
    expect(written).toContain('2 cigarettes le 29 nov. Un écart');
    expect(written).not.toContain('..');
  });
});
