import type { NicotineStatus } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import { withPendingLogs } from './pending-logs.ts';

const status = {
  plan: {
    startRate: 6,
    targetRate: 0,
    dailyAvgMl: 20,
    mode: 'normal',
    approach: 'progressif',
    createdAt: '',
    steps: [],
  },
  logs: [{ date: '2026-11-24', ml: 10, rate: 6 }],
  chartData: [{ date: '2026-11-24', ml: 10, nicotine: 60 }],
  today: '2026-11-26',
  nicotineConsumed: 60,
  nicotineSaved: 0,
  avgNicotinePerDay: 60,
  progression: 0,
  percentSaved: 0,
  finished: false,
  totals: { startedOn: '2026-11-24', finishedOn: null, days: 2, reductions: 0, loggedDays: 1 },
  slips: [],
  compensation: null,
} satisfies NicotineStatus;

describe('withPendingLogs', () => {
  it('adds a waiting log to the history, the chart and the figures, in date order', () => {
    const shown = withPendingLogs(status, [
      { target: 'nicotine-log:2026-11-25', body: { date: '2026-11-25', ml: 20, rate: 3 } },
      { target: 'eliquide:4', body: { rating: 5 } },
    ]);
    expect(shown.logs.map((log) => log.date)).toEqual(['2026-11-24', '2026-11-25']);
    expect(shown.chartData.at(-1)).toEqual({ date: '2026-11-25', ml: 20, nicotine: 60 });
    expect(shown.nicotineConsumed).toBe(120);
    // At 6 mg the 30 mL would have carried 180 mg: 60 saved.
    expect(shown.nicotineSaved).toBe(60);
    expect(shown.totals.loggedDays).toBe(2);
  });

  it('replaces the log of the same day, and leaves the status alone without waiting logs', () => {
    const shown = withPendingLogs(status, [
      { target: 'nicotine-log:2026-11-24', body: { date: '2026-11-24', ml: 5, rate: 6 } },
    ]);
    expect(shown.logs).toEqual([{ date: '2026-11-24', ml: 5, rate: 6 }]);
    expect(shown.nicotineConsumed).toBe(30);
    expect(withPendingLogs(status, [])).toBe(status);
  });
});
