import type { Batch } from '@vapolib/contracts';
import { batchProgress, daysLeftText, frenchNumber, type IsoDay } from '@vapolib/domain';
import { formatDayName } from './dates.ts';

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

const decimal = frenchNumber({ maximumFractionDigits: 2 });

/** "3,33 mg/mL". */
export function rateText(rate: number): string {
  return `${decimal(rate)} mg/mL`;
}

/** "30 mL à 6 mg/mL". */
export function batchAmountText(batch: Pick<Batch, 'volume_ml' | 'nicotine_rate'>): string {
  return `${decimal(batch.volume_ml)} mL à ${rateText(batch.nicotine_rate)}`;
}
