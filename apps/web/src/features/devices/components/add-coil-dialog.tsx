import {
  type Cigarette,
  coilDurationFormField,
  coilMlFormField,
  createResistanceBody,
  deviceKindInfo,
  type PastCoilDto,
  suggestedCoilMl,
} from '@vapolib/contracts';
import {
  COIL_DURATION,
  COIL_ML,
  type CoilLifeSuggestion,
  coilLifeSuggestion,
  FIRST_COIL_DAY,
  type IsoDay,
  installDateError,
  timings,
} from '@vapolib/domain';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DialogActions } from '../../../components/ui/dialog-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { inputClass, TextField } from '../../../components/ui/text-field.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { QUEUED_TEXT } from '../../../lib/use-offline-write.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAddCoil } from '../api/use-add-coil.ts';
import { pastCoilsOf } from '../past-coils.ts';

/** Why a coil cannot be added to a device still waiting in the outbox. */
export const PENDING_DEVICE_TEXT =
  'Cette cigarette n’est pas encore envoyée : ajoutez sa résistance dès le retour du réseau.';

/** The server's rules, plus "not later than today" in the user's calendar (the domain's one date rule). */
const coilForm = (today: IsoDay) =>
  createResistanceBody
    .extend({
      // A device added offline has no id on the server yet (below 0 on screen): its coil waits for the network.
      cigId: z
        .union([z.string(), z.number()])
        .refine((id) => Number(id) >= 0, PENDING_DEVICE_TEXT)
        .pipe(createResistanceBody.shape.cigId),
      duree: coilDurationFormField,
      dureeMl: coilMlFormField,
    })
    .superRefine((coil, ctx) => {
      const problem = installDateError(coil.dateInstallation, today);
      if (problem) ctx.addIssue({ code: 'custom', path: ['dateInstallation'], message: problem });
    });
type CoilForm = ReturnType<typeof coilForm>;

function AddCoilForm({
  cigarettes,
  history,
  today,
  onCancel,
  onAdded,
}: {
  cigarettes: Cigarette[];
  history: PastCoilDto[] | undefined;
  today: IsoDay;
  onCancel: () => void;
  onAdded: (text: string) => void;
}) {
  const add = useAddCoil();
  const feedback = useTimedMessage(timings.messageClearMs);
  const selectId = useId();
  const schema = useMemo(() => coilForm(today), [today]);
  // The device's own past coils once it has three, else 15 days and its kind's mL.
  const suggestionFor = (cigId: unknown) => {
    const kind = cigarettes.find((cigarette) => String(cigarette._id) === String(cigId))?.kind ?? null;
    const past = pastCoilsOf(history, Number(cigId));
    return { kind, count: past.length, ...coilLifeSuggestion(past, suggestedCoilMl(kind)) };
  };
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<z.input<CoilForm>, unknown, z.output<CoilForm>>({
    resolver: formResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      cigId: String(cigarettes[0]?._id ?? ''),
      dateInstallation: today,
      duree: suggestionFor(cigarettes[0]?._id).days,
      dureeMl: String(suggestionFor(cigarettes[0]?._id).ml ?? ''),
      notifie: true,
    },
  });
  const suggestion = suggestionFor(watch('cigId'));
  // Another device (or its history arriving): its suggestion, unless the user typed their own figure.
  useEffect(() => {
    if (!getFieldState('dureeMl').isDirty) setValue('dureeMl', String(suggestion.ml ?? ''));
  }, [suggestion.ml, getFieldState, setValue]);
  useEffect(() => {
    if (!getFieldState('duree').isDirty) setValue('duree', suggestion.days);
  }, [suggestion.days, getFieldState, setValue]);
  const submit = handleSubmit((body) => {
    feedback.clear();
    const model = cigarettes.find((cigarette) => String(cigarette._id) === String(body.cigId))?.modele ?? '';
    add.mutate(
      { body, model, key: crypto.randomUUID() },
      {
        onSuccess: (result) => onAdded(result.queued ? QUEUED_TEXT : result.data.message),
        onError: (error) => feedback.show('error', error.message),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Cigarette
        </label>
        <select
          id={selectId}
          className={inputClass}
          aria-invalid={errors.cigId ? true : undefined}
          aria-describedby={errors.cigId ? `${selectId}-error` : undefined}
          {...register('cigId')}
        >
          {cigarettes.map((cigarette) => (
            <option key={cigarette._id} value={cigarette._id}>
              {cigarette.modele}
            </option>
          ))}
        </select>
        {errors.cigId && (
          <p id={`${selectId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.cigId.message}
          </p>
        )}
      </div>
      <TextField
        label="Date d’installation"
        type="date"
        min={FIRST_COIL_DAY}
        max={today}
        error={errors.dateInstallation?.message}
        {...register('dateInstallation')}
      />
      <TextField
        label="Durée de vie (jours)"
        type="number"
        inputMode="numeric"
        min={COIL_DURATION.min}
        max={COIL_DURATION.max}
        step={1}
        hint={
          suggestion.fromHistory
            ? `Moyenne de vos ${suggestion.count} résistances changées sur cette cigarette : ${suggestion.days} ${suggestion.days === 1 ? 'jour' : 'jours'}. Entre 1 et 365 jours.`
            : 'Entre 1 et 365 jours ; 15 jours en moyenne.'
        }
        error={errors.duree?.message}
        {...register('duree')}
      />
      <TextField
        label="Durée de vie en mL vapés (facultatif)"
        type="number"
        inputMode="numeric"
        min={COIL_ML.min}
        max={COIL_ML.max}
        step={1}
        hint={mlHint(suggestion)}
        error={errors.dureeMl?.message}
        {...register('dureeMl')}
      />
      <Checkbox
        label="Me prévenir quand elle est à remplacer"
        error={errors.notifie?.message}
        {...register('notifie')}
      />
      <Banner message={feedback.message} />
      <DialogActions onCancel={onCancel} submitLabel="Ajouter" disabled={add.isPending} flush />
    </form>
  );
}

/** What the mL field proposes for the chosen device (its past coils, else its kind), and what empty means. */
function mlHint({
  kind,
  ml,
  count,
  mlFromHistory,
}: CoilLifeSuggestion & { kind: Cigarette['kind']; count: number }): string {
  const empty = 'Vide : seuls les jours comptent.';
  if (mlFromHistory)
    return `Moyenne de vos ${count} résistances changées sur cette cigarette : ${ml} mL. ${empty}`;
  if (!kind) return `Par exemple 30 mL pour un pod, 60 mL pour un clearomiseur. ${empty}`;
  const label = deviceKindInfo[kind].label.toLowerCase();
  if (ml === null) return `Pas de suggestion pour un ${label} : l’usure dépend de votre montage. ${empty}`;
  return `Suggestion pour un ${label} : ${ml} mL, comptés d’après vos relevés de consommation. ${empty}`;
}

/** "Ajouter une résistance"; without any device, it first invites the user to add one. */
export function AddCoilDialog({
  open,
  cigarettes,
  history,
  today,
  onClose,
  onAdded,
  onAddDevice,
}: {
  open: boolean;
  cigarettes: Cigarette[];
  /** The coils « Changer » replaced: from three on a device, their average is offered. */
  history?: PastCoilDto[] | undefined;
  today: IsoDay;
  onClose: () => void;
  onAdded: (text: string) => void;
  onAddDevice: () => void;
}) {
  return (
    <Modal open={open} title="Ajouter une résistance" onClose={onClose}>
      {cigarettes.length === 0 ? (
        <>
          <p className="mb-6 text-base text-slate-700">
            Une résistance se monte sur une cigarette : ajoutez d’abord votre cigarette, puis sa résistance.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Annuler
            </Button>
            <Button onClick={onAddDevice}>Ajouter une cigarette</Button>
          </div>
        </>
      ) : (
        <AddCoilForm
          cigarettes={cigarettes}
          history={history}
          today={today}
          onCancel={onClose}
          onAdded={onAdded}
        />
      )}
    </Modal>
  );
}
