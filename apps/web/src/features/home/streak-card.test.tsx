import { screen } from '@testing-library/react';
import type { NicotineStatus } from '@vapolib/contracts';
import { addDaysToDay } from '@vapolib/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../test/render.tsx';
import { StreakCard } from './streak-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function statusWithLogs(today: string, days: number): NicotineStatus {
  const logs = Array.from({ length: days }, (_, index) => ({
    date: addDaysToDay(today, index - days + 1),
    ml: 10,
    rate: 6,
  }));
  return {
    plan: {
      startRate: 6,
      targetRate: 0,
      dailyAvgMl: 20,
      mode: 'normal',
      approach: 'progressif',
      createdAt: '2026-03-01T09:00:00.000Z',
      steps: [{ _id: 1, step: 1, rate: 6, start: '2026-03-01', end: '2026-03-15', done: false }],
    },
    chartData: logs.map((log) => ({ date: log.date, ml: log.ml, nicotine: 60 })),
    logs,
    today,
    nicotineConsumed: 60 * days,
    nicotineSaved: 0,
    avgNicotinePerDay: 60,
    progression: 0,
    percentSaved: 0,
    finished: false,
    totals: { startedOn: '2026-03-01', finishedOn: null, days: 13, reductions: 0, loggedDays: days },
    slips: [],
    compensation: null,
  };
}

describe('StreakCard on /home', () => {
  it('shows the days logged in a row, linking to /nicotine', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T10:00:00Z'));
    stubFetch(() => ({ status: 200, body: statusWithLogs('2026-03-14', 5) }));
    renderAt('/home', <StreakCard />);
    expect((await screen.findByTestId('streak-current')).textContent).toBe('5\u00a0jours');
    expect(screen.getByRole('link', { name: /Ma série/ }).getAttribute('href')).toBe('/nicotine');
  });

  it('shows nothing without a plan', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: null }));
    renderAt('/home', <StreakCard />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Ma série')).toBeNull();
  });
});
