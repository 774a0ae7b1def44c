import { batchProgress, sortBatches } from '@vapolib/domain';
import { readyText } from '../../lib/batch-texts.ts';
import { batchesToday, useBatches } from '../../lib/queries/use-batches.ts';
import { HomeCard } from './home-card.tsx';

/**
 * "Mes préparations": the next batch to be ready (its day and progress), else the last one ready; nothing at
 * all while the user has no batch (or the list cannot load: the page itself says why).
 */
export function BatchesCard() {
  const batches = useBatches();
  if (!batches.data) return null;
  const today = batchesToday(batches.data);
  const { maturing, ready } = sortBatches(
    batches.data.batches.map((batch) => ({
      ...batch,
      preparedOn: batch.prepared_on,
      readyOn: batch.ready_on,
    })),
    today,
  );
  const next = maturing[0] ?? ready[0];
  if (!next) return null;
  const { progress } = batchProgress(next, today);
  const percent = Math.round(progress * 100);
  return (
    <HomeCard title="Mes préparations" to="/preparations">
      <p className="font-semibold">{next.name}</p>
      <p className={maturing[0] ? 'text-brand-900' : 'font-medium text-emerald-800'}>
        {readyText(next, today)}
      </p>
      {maturing[0] && (
        <div
          className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label={`Maturation de ${next.name}`}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
      )}
      {maturing.length > 1 && (
        <p className="mt-2 text-sm text-slate-600">
          {maturing.length === 2
            ? 'Et une autre en maturation.'
            : `Et ${maturing.length - 1} autres en maturation.`}
        </p>
      )}
    </HomeCard>
  );
}
