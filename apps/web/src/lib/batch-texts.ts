import type { Batch } from '@vapolib/contracts';
import { batchProgress, daysLeftText, type IsoDay } from '@vapolib/domain';
import { lazyFormat } from './lazy-format.ts';

const dayName = lazyFormat(
  () => new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' }),
);

/** "jeudi 10 décembre" for a calendar day (read at noon, so no time zone moves it). */
export function formatDayName(day: IsoDay): string {
  return dayName.format(new Date(`${day}T12:00:00`));
}

/** "Prête le jeudi 10 décembre (dans 14 jours)", "Prête aujourd’hui", "Prête depuis le …". */
export function readyText(batch: Pick<Batch, 'prepared_on' | 'ready_on'>, today: IsoDay): string {
  const { ready, daysLeft } = batchProgress(
    { preparedOn: batch.prepared_on, readyOn: batch.ready_on },
    today,
  );
  if (!ready) return `Prête le ${formatDayName(batch.ready_on)} (${daysLeftText(daysLeft)})`;
  if (batch.ready_on === today) return 'Prête aujourd’hui';
  return `Prête depuis le ${formatDayName(batch.ready_on)}`;
}

const decimal = lazyFormat(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }));

/** "3,33 mg/mL". */
export function rateText(rate: number): string {
  return `${decimal.format(rate)} mg/mL`;
}

/** "30 mL à 6 mg/mL". */
export function batchAmountText(batch: Pick<Batch, 'volume_ml' | 'nicotine_rate'>): string {
  return `${decimal.format(batch.volume_ml)} mL à ${rateText(batch.nicotine_rate)}`;
}
