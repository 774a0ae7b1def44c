import { TZDate } from '@date-fns/tz';
import { addDaysToDay, DEFAULT_TIME_ZONE, daysBetween, type IsoDay } from './calendar.ts';

/**
 * A missed day is forgiven (the series pauses instead of ending) when no other missed day was forgiven in
 * the days just before: at most one forgiven day in any 7 days in a row. Two missed days in a row end it.
 */
export const STREAK_FORGIVEN_EVERY_DAYS = 7;
/** The plan's badge for a long series of logged days. */
export const STREAK_BADGE_DAYS = 30;
/** The reminder's hour when the user has not chosen one yet: after dinner, when the day's vaping is known. */
export const DEFAULT_REMINDER_HOUR = 20;
export const REMINDER_TEXT = 'Notez votre consommation du jour';

/**
 * - `active`: today is logged.
 * - `a-noter`: the series runs, yesterday is logged, today not yet (the day is not over: not a miss).
 * - `en-pause`: yesterday was missed and forgiven; a log today resumes the series, a second missed day ends it.
 * - `aucune`: no series runs (no log yet, or the last one ended); the next log starts one.
 */
export type StreakState = 'active' | 'a-noter' | 'en-pause' | 'aucune';

export interface CheckinStreak {
  /** Logged days in the current series (forgiven days are not counted, they only bridge); 0 when none runs. */
  current: number;
  /** The longest series ever, the current one included. */
  best: number;
  state: StreakState;
  /** Whether missing the next day not logged yet would be forgiven (false when no series runs). */
  nextMissForgiven: boolean;
}

/**
 * The check-in streak from the days with a log (Paris calendar days) as of `today`. Days after `today` are
 * ignored; today without a log is never a miss, since the user can still log it. Backdated logs count like
 * any other, so filling in a forgotten day repairs the series.
 */
export function checkinStreak(loggedDays: Iterable<IsoDay>, today: IsoDay): CheckinStreak {
  const logged = new Set([...loggedDays].filter((day) => day <= today));
  const first = [...logged].sort()[0];
  const none: CheckinStreak = { current: 0, best: 0, state: 'aucune', nextMissForgiven: false };
  if (!first) return none;
  let current = 0;
  let best = 0;
  let lastForgiven: IsoDay | undefined;
  let yesterdayForgiven = false;
  const forgivable = (day: IsoDay) =>
    current > 0 && (!lastForgiven || daysBetween(lastForgiven, day) >= STREAK_FORGIVEN_EVERY_DAYS);
  for (let day = first; day < today; day = addDaysToDay(day, 1)) {
    yesterdayForgiven = false;
    if (logged.has(day)) {
      current += 1;
      best = Math.max(best, current);
    } else if (forgivable(day)) {
      lastForgiven = day;
      yesterdayForgiven = true;
    } else {
      current = 0;
      lastForgiven = undefined;
    }
  }
  if (logged.has(today)) {
    current += 1;
    best = Math.max(best, current);
    return { current, best, state: 'active', nextMissForgiven: forgivable(addDaysToDay(today, 1)) };
  }
  if (current === 0) return { ...none, best };
  return {
    current,
    best,
    state: yesterdayForgiven ? 'en-pause' : 'a-noter',
    nextMissForgiven: forgivable(today),
  };
}

/** The hour (0–23) of `instant` in `timeZone`: the reminder job sends to those who chose this hour. */
export function hourIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return new TZDate(instant.getTime(), timeZone).getHours();
}
