import { describe, expect, it } from 'vitest';
import { addDaysToDay } from './calendar.ts';
import { checkinStreak, hourIn, STREAK_BADGE_DAYS } from './checkin.ts';

/**
 * A worked calendar: one character a day from `start`, `x` logged, `.` not logged; the last character is
 * today. "xxx.x" from 1 March reads: logged 1–3 March, 4 March missed, 5 March (today) logged.
 */
function calendar(pattern: string, start = '2026-03-01') {
  const days = [...pattern].map((_, index) => addDaysToDay(start, index));
  return {
    logged: days.filter((_, index) => pattern[index] === 'x'),
    today: days[days.length - 1]!,
  };
}
const streakOf = (pattern: string) => {
  const { logged, today } = calendar(pattern);
  return checkinStreak(logged, today);
};

describe('checkinStreak', () => {
  it('has no series before the first log', () => {
    expect(checkinStreak([], '2026-03-01')).toEqual({
      current: 0,
      best: 0,
      state: 'aucune',
      nextMissForgiven: false,
    });
    expect(streakOf('....')).toMatchObject({ current: 0, state: 'aucune' });
  });

  it('counts consecutive logged days, today included', () => {
    expect(streakOf('x')).toEqual({ current: 1, best: 1, state: 'active', nextMissForgiven: true });
    expect(streakOf('xxxxx')).toMatchObject({ current: 5, best: 5, state: 'active' });
  });

  it('keeps the series while today is not logged yet: the day is not over', () => {
    expect(streakOf('xxxx.')).toEqual({ current: 4, best: 4, state: 'a-noter', nextMissForgiven: true });
  });

  it('pauses on one missed day, and resumes with the next log', () => {
    // Yesterday missed, today not logged yet: paused, and a second missed day would end it.
    expect(streakOf('xxxx..')).toEqual({ current: 4, best: 4, state: 'en-pause', nextMissForgiven: false });
    // Logged again today: the forgiven day bridges the series but is not counted.
    expect(streakOf('xxxx.x')).toMatchObject({ current: 5, best: 5, state: 'active' });
    // A forgotten day filled in later repairs the series.
    expect(streakOf('xxxxxx')).toMatchObject({ current: 6, state: 'active' });
  });

  it('ends the series after two missed days in a row, keeping the best one', () => {
    expect(streakOf('xxxx...')).toEqual({ current: 0, best: 4, state: 'aucune', nextMissForgiven: false });
    expect(streakOf('xxxx..xx')).toMatchObject({ current: 2, best: 4, state: 'active' });
  });

  it('forgives one missed day in any seven days', () => {
    // Missed 3 March, then 10 March: seven days apart, both forgiven.
    expect(streakOf('xx.xxxxxx.xxx')).toMatchObject({ current: 11, state: 'active' });
    // Missed 3 March, then 9 March: six days apart, the second one ends the series.
    expect(streakOf('xx.xxxxx.xxx')).toMatchObject({ current: 3, best: 7, state: 'active' });
    // Right after a forgiven day, the next miss is not forgiven yet; seven days later it is again.
    expect(streakOf('xx.x')).toMatchObject({ nextMissForgiven: false });
    expect(streakOf('xx.xxxxx')).toMatchObject({ nextMissForgiven: false });
    expect(streakOf('xx.xxxxxx')).toMatchObject({ nextMissForgiven: true });
  });

  it('one log a day but one forgotten day every week still reaches the 30-day badge', () => {
    // Six days logged, the seventh forgotten, week after week: 29 logged days in 33, then the 30th.
    const pattern = 'xxxxxx.'.repeat(5).slice(0, 33);
    const streak = streakOf(pattern);
    expect(streak.current).toBe(29);
    expect(streakOf(`${pattern}x`).best).toBe(STREAK_BADGE_DAYS);
  });

  it('starts a new series after an ended one, and keeps the best of all', () => {
    const streak = streakOf(`${'x'.repeat(12)}...${'x'.repeat(3)}`);
    expect(streak).toMatchObject({ current: 3, best: 12, state: 'active' });
  });

  it('ignores duplicates, order and days after today', () => {
    expect(checkinStreak(['2026-03-02', '2026-03-01', '2026-03-02', '2026-03-09'], '2026-03-02')).toEqual({
      current: 2,
      best: 2,
      state: 'active',
      nextMissForgiven: true,
    });
  });

  it('crosses months, years and the clock change', () => {
    const days = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-03-28', '2026-03-29', '2026-03-30'];
    expect(checkinStreak(days, '2026-01-01')).toMatchObject({ current: 3 });
    expect(checkinStreak(days, '2026-03-30')).toMatchObject({ current: 3, best: 3, state: 'active' });
  });

  it('never counts more than the logged days, and the best is never below the current series', () => {
    const patterns = ['x.x.x.x', 'xx..xx.x', '.x.x..x', 'x'.repeat(40), 'xxx.xxx.xxx.', 'x.xx.xx..'];
    for (const pattern of patterns) {
      const streak = streakOf(pattern);
      const loggedCount = [...pattern].filter((c) => c === 'x').length;
      expect(streak.current).toBeLessThanOrEqual(loggedCount);
      expect(streak.best).toBeGreaterThanOrEqual(streak.current);
      expect(streak.state === 'aucune').toBe(streak.current === 0);
    }
  });
});

describe('hourIn', () => {
  it('reads the hour in Paris, winter and summer', () => {
    expect(hourIn(new Date('2026-01-15T19:30:00Z'))).toBe(20);
    expect(hourIn(new Date('2026-07-15T18:30:00Z'))).toBe(20);
    expect(hourIn(new Date('2026-07-15T22:10:00Z'))).toBe(0);
  });
});
