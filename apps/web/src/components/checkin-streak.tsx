import { type CheckinStreak, checkinStreak, dayIn, STREAK_BADGE_DAYS } from '@vapolib/domain';
import { daysText } from '../lib/dates.ts';
import { LineIcon } from './ui/line-icon.tsx';

// The number and its word never part at a line end.
const days = (count: number) => daysText(count).replace(' ', '\u00a0');

/**
 * The day the streak is read on: the server's (its test clock included), or the device's when it is later,
 * so a status cached yesterday and read offline today does not count today as yesterday.
 */
export function streakDay(serverToday: string, now = new Date()): string {
  const device = dayIn(now);
  return device > serverToday ? device : serverToday;
}

/** The series of logged days from the status's logs (offline ones included), as of today. */
export function streakOf(status: { logs: { date: string }[]; today: string }): CheckinStreak {
  return checkinStreak(
    status.logs.map((log) => log.date),
    streakDay(status.today),
  );
}

const stateText: Record<CheckinStreak['state'], string> = {
  active: 'Consommation du jour notée. À demain !',
  'a-noter': 'Notez votre consommation du jour pour prolonger votre série.',
  'en-pause':
    'Votre série est en pause\u00a0: hier n’a pas été noté. Notez votre consommation du jour pour la reprendre.',
  aucune: 'Notez votre consommation chaque jour pour lancer une série.',
};

const flame = 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 0 2 1 3 2 3 .5-2.5-.5-5.5.5-8Z';

/**
 * The check-in series, kind by design: a missed day pauses it (calm colours, no failure word), the record
 * stays, and the way to the 30-day badge is shown. Used by the home card and by /nicotine.
 */
export function StreakSummary({ streak }: { streak: CheckinStreak }) {
  const paused = streak.state === 'en-pause';
  const restarted = streak.state === 'aucune' && streak.best > 0;
  return (
    <div className="space-y-2" data-testid="checkin-streak" data-state={streak.state}>
      <p className="flex items-center gap-3">
        <span
          className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full ${
            paused || streak.current === 0 ? 'bg-sky-100 text-sky-800' : 'bg-amber-100 text-amber-800'
          }`}
        >
          <LineIcon d={flame} className="h-7 w-7" />
        </span>
        <span>
          <strong className="block text-2xl font-extrabold text-slate-900" data-testid="streak-current">
            {days(streak.current)}
          </strong>
          <span className="text-sm text-slate-700">
            {paused ? 'de suite · en pause' : streak.current > 0 ? 'de suite' : 'pas de série en cours'}
          </span>
        </span>
      </p>
      <p className="text-slate-700">
        {restarted ? 'Une nouvelle série commence à votre prochain relevé.' : stateText[streak.state]}
      </p>
      <p className="text-sm text-slate-600">
        {streak.best > 0 && (
          <>
            Record{'\u00a0'}: {days(streak.best)}.{' '}
          </>
        )}
        {streak.best < STREAK_BADGE_DAYS
          ? `Badge « Série de ${STREAK_BADGE_DAYS} jours »\u00a0: ${streak.current}/${STREAK_BADGE_DAYS}.`
          : `Badge « Série de ${STREAK_BADGE_DAYS} jours » obtenu.`}{' '}
        {streak.current > 0 && streak.state !== 'en-pause' && !streak.nextMissForgiven
          ? 'Un oubli a déjà été pardonné ces 7 derniers jours\u00a0: le prochain terminerait la série.'
          : 'Un oubli par semaine ne casse pas la série\u00a0: elle se met en pause.'}
      </p>
    </div>
  );
}
