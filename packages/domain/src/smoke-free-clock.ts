import { TZDate } from '@date-fns/tz';
import { addMonths, addWeeks, addYears } from 'date-fns';
import { DEFAULT_TIME_ZONE } from './calendar.ts';

/**
 * The smoke-free clock: health milestones after the last cigarette, with the NHS's timings ("Quit smoking:
 * what happens when you quit", NHS Better Health). Hours are elapsed time; weeks, months and years are
 * calendar time on the user's clock (Paris): 1 year after 14:00 on 10 March is 14:00 on 10 March, whatever the
 * summer time did in between.
 */
export const MILESTONES_SOURCE =
  'Source : NHS (service de santé publique britannique), « Quit smoking – what happens when you quit ».';
export const MILESTONES_SOURCE_URL = 'https://www.nhs.uk/better-health/quit-smoking/';

type After =
  | { minutes: number }
  | { hours: number }
  | { weeks: number }
  | { months: number }
  | { years: number };

export interface Milestone {
  id: string;
  /** « 20 minutes », « 2 à 12 semaines »… */
  when: string;
  text: string;
  after: After;
}

export const milestones: readonly Milestone[] = [
  { id: '20min', when: '20 minutes', after: { minutes: 20 }, text: 'Votre pouls revient vers la normale.' },
  {
    id: '8h',
    when: '8 heures',
    after: { hours: 8 },
    text: 'Le taux d’oxygène remonte, le monoxyde de carbone dans le sang est réduit de moitié.',
  },
  {
    id: '48h',
    when: '48 heures',
    after: { hours: 48 },
    text: 'Le monoxyde de carbone est éliminé ; le goût et l’odorat s’améliorent.',
  },
  {
    id: '72h',
    when: '72 heures',
    after: { hours: 72 },
    text: 'Respirer devient plus facile, les bronches se relâchent, l’énergie revient.',
  },
  {
    id: '2w',
    when: '2 à 12 semaines',
    after: { weeks: 2 },
    text: 'La circulation s’améliore : le sang irrigue mieux le cœur et les muscles.',
  },
  {
    id: '3m',
    when: '3 à 9 mois',
    after: { months: 3 },
    text: 'La toux, les sifflements et les gênes respiratoires diminuent ; le souffle gagne jusqu’à 10 %.',
  },
  {
    id: '1y',
    when: '1 an',
    after: { years: 1 },
    text: 'Le risque de crise cardiaque est réduit de moitié par rapport à un fumeur.',
  },
  {
    id: '10y',
    when: '10 ans',
    after: { years: 10 },
    text: 'Le risque de mourir d’un cancer du poumon est réduit de moitié par rapport à un fumeur.',
  },
  {
    id: '15y',
    when: '15 ans',
    after: { years: 15 },
    text: 'Le risque de crise cardiaque redevient celui d’une personne qui n’a jamais fumé.',
  },
];

/** The instant a milestone is reached after the last cigarette. */
export function milestoneAt(last: Date, after: After, timeZone: string = DEFAULT_TIME_ZONE): Date {
  if ('minutes' in after) return new Date(last.getTime() + after.minutes * 60_000);
  if ('hours' in after) return new Date(last.getTime() + after.hours * 3_600_000);
  const local = new TZDate(last.getTime(), timeZone);
  const moved =
    'weeks' in after
      ? addWeeks(local, after.weeks)
      : 'months' in after
        ? addMonths(local, after.months)
        : addYears(local, after.years);
  return new Date(moved.getTime());
}

export interface MilestoneState extends Milestone {
  at: Date;
  reached: boolean;
}

export interface SmokeFreeClock {
  /** Whole days since the last cigarette (24 h each). */
  days: number;
  milestones: MilestoneState[];
  /** The first milestone not reached yet; null after 15 years. */
  next: MilestoneState | null;
  /** Milliseconds until `next`. */
  untilNextMs: number | null;
}

export function smokeFreeClock(last: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): SmokeFreeClock {
  const states = milestones.map((milestone) => {
    const at = milestoneAt(last, milestone.after, timeZone);
    return { ...milestone, at, reached: at.getTime() <= now.getTime() };
  });
  const next = states.find((state) => !state.reached) ?? null;
  return {
    days: Math.max(0, Math.floor((now.getTime() - last.getTime()) / 86_400_000)),
    milestones: states,
    next,
    untilNextMs: next ? next.at.getTime() - now.getTime() : null,
  };
}

/** A countdown in French: « 3 j 4 h », « 5 h 12 min », « 42 min », « moins d’une minute ». */
export function countdownText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'moins d’une minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} j ${hours} h` : `${days} j`;
  if (hours > 0) return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`;
  return `${mins} min`;
}
