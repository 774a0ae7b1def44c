import type { Cigarette, Resistance } from '@vapolib/contracts';
import { dayIn, deviceKindInfo, timings } from '@vapolib/domain';
import { lazy, Suspense, useState } from 'react';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatLongDate } from '../../lib/dates.ts';
import { isPendingDevice } from '../../lib/queries/pending-devices.ts';
import { useCoils } from '../../lib/queries/use-coils.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useChangeCoil } from './api/use-change-coil.ts';
import { useCigarettes } from './api/use-cigarettes.ts';
import { useCoilHistory } from './api/use-coil-history.ts';
import { useDeleteCigarette } from './api/use-delete-cigarette.ts';
import { useDeleteCoil } from './api/use-delete-coil.ts';
import { coilView } from './coil-view.ts';
import { CoilHistory } from './components/coil-history.tsx';
import { CoilItem } from './components/coil-item.tsx';
import { PushReminders } from './components/push-reminders.tsx';

// Loaded when first opened: their forms' schemas (zod, ~575 ms of the page's load at 4×) are not needed to see it.
const AddDeviceDialog = lazy(() =>
  import('./components/add-device-dialog.tsx').then(({ AddDeviceDialog }) => ({ default: AddDeviceDialog })),
);
const AddCoilDialog = lazy(() =>
  import('./components/add-coil-dialog.tsx').then(({ AddCoilDialog }) => ({ default: AddCoilDialog })),
);

/** The action waiting for the user's confirmation: deleting a device or a coil, or changing a coil. */
type Pending =
  | { kind: 'device'; device: Cigarette }
  | { kind: 'coil'; coil: Resistance }
  | { kind: 'change'; coil: Resistance }
  | null;

const sectionClass = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}

/** The confirmation of a delete (a device takes its coils with it, and says so) or of a coil change. */
function confirmText(pending: NonNullable<Pending>, coils: Resistance[]): string {
  if (pending.kind === 'change')
    return `Avez-vous monté une résistance neuve sur la cigarette « ${pending.coil.cigId.modele} » ? Son compte à rebours repartira d’aujourd’hui.`;
  if (pending.kind === 'coil')
    return `Supprimer la résistance de la cigarette « ${pending.coil.cigId.modele} » ?`;
  const count = coils.filter((coil) => coil.cigId._id === pending.device._id).length;
  const question = `Supprimer la cigarette « ${pending.device.modele} » ?`;
  if (count === 1) return `${question} Sa résistance sera aussi supprimée.`;
  if (count > 1) return `${question} Ses ${count} résistances seront aussi supprimées.`;
  return `${question} Toutes ses résistances seront aussi supprimées.`;
}

const confirmTitle = {
  device: 'Supprimer la cigarette',
  coil: 'Supprimer la résistance',
  change: 'Changer la résistance',
} as const;

export default function ResistancePage() {
  useDocumentMeta(
    'Mes résistances',
    'Suivez vos cigarettes et l’usure de vos résistances, et soyez prévenu quand il faut les changer.',
  );
  const today = dayIn(new Date());
  const cigarettes = useCigarettes();
  const coils = useCoils();
  const history = useCoilHistory();
  const change = useChangeCoil();
  const deleteCoil = useDeleteCoil();
  const deleteDevice = useDeleteCigarette();
  const feedback = useTimedMessage(timings.messageClearMs);
  const [dialog, setDialog] = useState<'device' | 'coil' | null>(null);
  const deviceOpened = useOpenedOnce(dialog === 'device');
  const coilOpened = useOpenedOnce(dialog === 'coil');
  const [pending, setPending] = useState<Pending>(null);

  const succeed = (text: string) => {
    setDialog(null);
    feedback.show('success', text);
  };
  const report = {
    onSuccess: (answer: { message: string }) => feedback.show('success', answer.message),
    onError: (error: Error) => feedback.show('error', error.message),
  };
  const changeCoil = (coil: Resistance) =>
    change.mutate(
      { id: coil._id, model: coil.cigId.modele, today },
      {
        onSuccess: (result) => feedback.show('success', result.queued ? QUEUED_TEXT : result.data.message),
        onError: report.onError,
      },
    );
  const confirm = () => {
    if (!pending) return;
    setPending(null);
    if (pending.kind === 'change') changeCoil(pending.coil);
    else if (pending.kind === 'coil') deleteCoil.mutate(pending.coil._id, report);
    else deleteDevice.mutate(pending.device._id, report);
  };

  const devices = cigarettes.data ?? [];
  const coilList = [...(coils.data ?? [])].sort(
    (a, b) => coilView(a, today).days - coilView(b, today).days || a._id - b._id,
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">Mes résistances</h1>
        <p className="mt-1 text-slate-700">
          Notez quand vous montez une résistance : Vapolib compte ses jours et vous prévient.
        </p>
      </header>

      <section aria-labelledby="cigarettes-title" className={sectionClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="cigarettes-title" className="text-xl font-bold">
            Mes cigarettes
          </h2>
          <Button variant="secondary" onClick={() => setDialog('device')}>
            Ajouter une cigarette
          </Button>
        </div>
        {cigarettes.isPending ? (
          <Spinner label="Chargement des cigarettes…" />
        ) : cigarettes.isError ? (
          <LoadError text={cigarettes.error.message} onRetry={() => cigarettes.refetch()} />
        ) : devices.length === 0 ? (
          <p className="text-slate-700">
            Vous n’avez pas encore de cigarette. Ajoutez celle que vous utilisez pour suivre ses résistances.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {devices.map((device) => (
              <li key={device._id} className="flex items-center gap-3 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{device.modele}</span>
                  <span className="block text-sm text-slate-600">
                    {device.kind && `${deviceKindInfo[device.kind].label} · `}Ajoutée le{' '}
                    {formatLongDate(device.created_at)}
                  </span>
                </span>
                {isPendingDevice(device) ? (
                  <span className="shrink-0 text-sm text-slate-600">En attente d’envoi</span>
                ) : (
                  <button
                    type="button"
                    className="inline-flex min-h-11 items-center justify-center rounded-xl px-4 font-semibold text-red-800 hover:bg-red-50"
                    aria-label={`Supprimer la cigarette ${device.modele}`}
                    onClick={() => setPending({ kind: 'device', device })}
                  >
                    Supprimer
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="resistances-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="resistances-title" className="text-xl font-bold">
            Mes Résistances
          </h2>
          <Button onClick={() => setDialog('coil')} disabled={cigarettes.isPending}>
            Ajouter une résistance
          </Button>
        </div>
        {coils.isPending ? (
          <Spinner label="Chargement des résistances…" />
        ) : coils.isError ? (
          <LoadError text={coils.error.message} onRetry={() => coils.refetch()} />
        ) : coilList.length === 0 ? (
          <p className="rounded-2xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200">
            Vous n'avez pas de résistances.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {coilList.map((coil) => (
              <CoilItem
                key={coil._id}
                coil={coil}
                today={today}
                changing={change.isPending && change.variables?.id === coil._id}
                onChange={() => setPending({ kind: 'change', coil })}
                onDelete={() => setPending({ kind: 'coil', coil })}
              />
            ))}
          </ul>
        )}
      </section>

      <CoilHistory history={history.data} failed={history.isError} />

      <PushReminders />

      <div className="pointer-events-none fixed inset-x-3 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md">
        <Banner message={feedback.message} className="pointer-events-auto shadow-lg" />
      </div>

      <Suspense fallback={null}>
        {deviceOpened && (
          <AddDeviceDialog open={dialog === 'device'} onClose={() => setDialog(null)} onAdded={succeed} />
        )}
        {coilOpened && (
          <AddCoilDialog
            open={dialog === 'coil'}
            cigarettes={devices}
            history={history.data}
            today={today}
            onClose={() => setDialog(null)}
            onAdded={succeed}
            onAddDevice={() => setDialog('device')}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? confirmTitle[pending.kind] : ''}
        text={pending ? confirmText(pending, coils.data ?? []) : ''}
        confirmLabel={pending?.kind === 'change' ? 'Changer' : 'Supprimer'}
        danger={pending?.kind !== 'change'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
