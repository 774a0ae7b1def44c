import { render, screen } from '@testing-library/react';
import { addDaysToDay, checkinStreak } from '@vapolib/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StreakSummary, streakDay, streakOf } from './checkin-streak.tsx';

afterEach(() => vi.useRealTimers());

const lastDays = (today: string, count: number, skip: number[] = []) =>
  Array.from({ length: count }, (_, index) => addDaysToDay(today, -index)).filter(
    (_, index) => !skip.includes(index),
  );

describe('streakDay', () => {
  it('takes the later of the server’s day and the device’s', () => {
    const now = new Date('2026-03-14T23:30:00Z'); // 15 March, 00:30 in Paris
    expect(streakDay('2026-03-14', now)).toBe('2026-03-15');
    expect(streakDay('2026-03-20', now)).toBe('2026-03-20');
  });

  it('reads a status cached yesterday as of today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-16T09:00:00Z'));
    const logs = lastDays('2026-03-15', 3).map((date) => ({ date }));
    expect(streakOf({ logs, today: '2026-03-15' })).toMatchObject({ current: 3, state: 'a-noter' });
  });
});

describe('StreakSummary', () => {
  const show = (days: string[], today: string) =>
    render(<StreakSummary streak={checkinStreak(days, today)} />);

  it('counts the days in a row and says today is noted', () => {
    show(lastDays('2026-03-14', 5), '2026-03-14');
    expect(screen.getByTestId('streak-current').textContent).toBe('5\u00a0jours');
    expect(screen.getByTestId('checkin-streak').dataset.state).toBe('active');
    expect(screen.getByText('Consommation du jour notée. À demain !')).toBeTruthy();
    expect(screen.getByText(/Badge « Série de 30 jours »\s: 5\/30/)).toBeTruthy();
    expect(screen.getByText(/Un oubli par semaine ne casse pas la série/)).toBeTruthy();
  });

  it('invites to note today while the series runs', () => {
    show(lastDays('2026-03-13', 1), '2026-03-14');
    expect(screen.getByTestId('streak-current').textContent).toBe('1\u00a0jour');
    expect(screen.getByText('Notez votre consommation du jour pour prolonger votre série.')).toBeTruthy();
  });

  it('pauses after a missed day, calmly: no failure word, no red', () => {
    const { container } = show(lastDays('2026-03-12', 4), '2026-03-14');
    expect(screen.getByTestId('checkin-streak').dataset.state).toBe('en-pause');
    expect(screen.getByText('de suite · en pause')).toBeTruthy();
    expect(screen.getByText(/Votre série est en pause/)).toBeTruthy();
    expect(container.textContent).not.toMatch(/échec|échoué|raté|perdu/i);
    expect(container.innerHTML).not.toMatch(/red-/);
  });

  it('after two missed days, a new series is offered and the record kept', () => {
    const { container } = show(lastDays('2026-03-10', 8), '2026-03-14');
    expect(screen.getByTestId('streak-current').textContent).toBe('0\u00a0jour');
    expect(screen.getByText('Une nouvelle série commence à votre prochain relevé.')).toBeTruthy();
    expect(screen.getByText(/Record : 8\sjours/)).toBeTruthy();
    expect(container.innerHTML).not.toMatch(/red-/);
  });

  it('says when the week’s forgiven day is already used', () => {
    show(lastDays('2026-03-14', 5, [2]), '2026-03-14');
    expect(screen.getByTestId('streak-current').textContent).toBe('4\u00a0jours');
    expect(screen.getByText(/Un oubli a déjà été pardonné ces 7 derniers jours/)).toBeTruthy();
  });

  it('says the 30-day badge is earned', () => {
    show(lastDays('2026-03-31', 30), '2026-03-31');
    expect(screen.getByText(/Badge « Série de 30 jours » obtenu/)).toBeTruthy();
  });
});
