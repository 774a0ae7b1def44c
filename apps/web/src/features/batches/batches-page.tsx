import type { Batch } from '@vapolib/contracts';
import { batchFamilyLabel, batchProgress, dayIn, type IsoDay, sortBatches, timings } from '@vapolib/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { batchAmountText, readyText } from '../../lib/batch-texts.ts';
import { formatDayName } from '../../lib/dates.ts';
import { isPendingBatch } from '../../lib/queries/pending-batches.ts';
import { batchesToday, useBatches } from '../../lib/queries/use-batches.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useChangeBatch } from './api/use-change-batch.ts';
import { useDeleteBatch } from './api/use-delete-batch.ts';
import { VapeBatchButton } from './vape-batch.tsx';

function ReminderSwitch({
  batch,
  onDone,
}: {
  batch: Batch;
  onDone: (kind: 'success' | 'error', text: string) => void;
}) {
  const change = useChangeBatch();
  const labelId = `batch-${batch.id}-reminder`;
  const toggle = () =>
    change.mutate(
      { id: batch.id, name: batch.name, body: { notifie: !batch.notifie } },
      {
        onSuccess: (result) =>
          onDone(
            'success',
            result.queued
              ? QUEUED_TEXT
              : batch.notifie
                ? `Rappel désactivé pour « ${batch.name} ».`
                : `Rappel activé : Vapolib vous préviendra le jour où « ${batch.name} » sera prête.`,
          ),
        onError: (error) => onDone('error', error.message),
      },
    );
  return (
    <div className="flex items-center justify-between gap-4">
      <span id={labelId} className="text-sm text-slate-700">
        Me prévenir le jour où elle est prête
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={batch.notifie}
        aria-labelledby={labelId}
        disabled={change.isPending}
        onClick={toggle}
        className={`relative inline-flex h-11 w-16 shrink-0 items-center rounded-full p-1 transition-colors ${batch.notifie ? 'bg-brand-700' : 'bg-slate-400'}`}
      >
        <span
          aria-hidden="true"
          className={`h-9 w-9 rounded-full bg-white shadow transition-transform ${batch.notifie ? 'translate-x-5' : 'translate-x-0'}`}
        />
      </button>
    </div>
  );
}

function BatchItem({
  batch,
  today,
  onFinish,
  onDone,
}: {
  batch: Batch;
  today: IsoDay;
  onFinish: (batch: Batch) => void;
  onDone: (kind: 'success' | 'error', text: string) => void;
}) {
  const { ready, progress } = batchProgress(
    { preparedOn: batch.prepared_on, readyOn: batch.ready_on },
    today,
  );
  const pending = isPendingBatch(batch);
  const percent = Math.round(progress * 100);
  return (
    <li className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div>
        <h3 className="text-lg font-bold">{batch.name}</h3>
        <p className="text-sm text-slate-600">
          {batchFamilyLabel(batch.flavour_family)} · {batchAmountText(batch)}
        </p>
      </div>
      <p className={`font-semibold ${ready ? 'text-emerald-800' : 'text-brand-900'}`}>
        {readyText(batch, today)}
      </p>
      {batch.ready_until > batch.ready_on && batch.ready_until > today && (
        <p className="text-sm text-slate-600">
          Maturation complète vers le {formatDayName(batch.ready_until)}, d’après le guide.
        </p>
      )}
      {!ready && (
        <div
          className="h-3 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label={`Maturation de ${batch.name}`}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
      )}
      {pending ? (
        <p className="text-sm text-slate-600">
          En attente d’envoi : elle sera enregistrée au retour du réseau.
        </p>
      ) : (
        <>
          {!ready && <ReminderSwitch batch={batch} onDone={onDone} />}
          <div className="grid grid-cols-1 gap-2 sm:flex">
            <VapeBatchButton batch={batch} onDone={onDone} />
            <Button
              variant="ghost"
              className="text-red-800"
              onClick={() => onFinish(batch)}
              aria-label={`Flacon terminé : ${batch.name}`}
            >
              Flacon terminé
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/** The batch goes; what was logged stays. Recorded today, it is an undo: the server gives the stash back. */
const FINISH_DETAILS = 'Votre consommation déjà notée reste dans votre suivi de nicotine.';

/** /preparations: the batches steeping (soonest ready first, with their progress), then the ready ones. */
export default function BatchesPage() {
  useDocumentMeta('Mes préparations', 'Vos mélanges maison en maturation et le jour où chacun est prêt.');
  const batches = useBatches();
  const remove = useDeleteBatch();
  const feedback = useTimedMessage(timings.messageClearMs * 2);
  const [finishing, setFinishing] = useState<Batch | null>(null);
  const today = batches.data ? batchesToday(batches.data) : '';
  const { maturing, ready } = sortBatches(
    (batches.data?.batches ?? []).map((batch) => ({
      ...batch,
      preparedOn: batch.prepared_on,
      readyOn: batch.ready_on,
    })),
    today,
  );
  const onDone = (kind: 'success' | 'error', text: string) => feedback.show(kind, text);
  const item = (batch: Batch) => (
    <BatchItem key={batch.id} batch={batch} today={today} onFinish={setFinishing} onDone={onDone} />
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Mes préparations</h1>
        <p className="text-slate-700">
          Vos mélanges maison et le jour où chacun a fini de maturer, d’après le guide de maturation.
        </p>
        <Link to="/calculateur" className={buttonClass('secondary')}>
          Calculer un mélange
        </Link>
      </header>
      <Banner message={feedback.message} />
      <ListState
        query={batches}
        loadingLabel="Chargement de vos préparations…"
        isEmpty={maturing.length + ready.length === 0}
        emptyText="Aucune préparation pour l’instant. Dans le calculateur, appuyez sur « J’ai préparé ce mélange » : Vapolib vous dira quand il est prêt."
      >
        {maturing.length > 0 && (
          <section aria-labelledby="maturing-title" className="space-y-3">
            <h2 id="maturing-title" className="text-xl font-bold">
              En maturation
            </h2>
            <ul className="space-y-3">{maturing.map(item)}</ul>
          </section>
        )}
        {ready.length > 0 && (
          <section aria-labelledby="ready-title" className="space-y-3">
            <h2 id="ready-title" className="text-xl font-bold">
              Prêtes à vapoter
            </h2>
            <ul className="space-y-3">{ready.map(item)}</ul>
          </section>
        )}
      </ListState>
      <ConfirmDialog
        open={finishing !== null}
        title="Flacon terminé"
        text={`Retirer « ${finishing?.name ?? ''} » de vos préparations ?`}
        details={
          finishing && dayIn(new Date(finishing.created_at)) === today
            ? `${FINISH_DETAILS} Notée aujourd’hui : si elle a été déduite de « Mon stock », ce qu’elle a pris y revient.`
            : FINISH_DETAILS
        }
        confirmLabel="Retirer"
        danger
        busy={remove.isPending}
        onCancel={() => setFinishing(null)}
        onConfirm={() => {
          if (!finishing) return;
          remove.mutate(
            { id: finishing.id, name: finishing.name },
            {
              onSuccess: (result) =>
                feedback.show('success', result.queued ? QUEUED_TEXT : result.data.message),
              onError: (error) => feedback.show('error', error.message),
              onSettled: () => setFinishing(null),
            },
          );
        }}
      />
    </div>
  );
}
