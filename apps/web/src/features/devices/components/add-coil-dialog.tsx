import {
  type Cigarette,
  coilDurationFormField,
  coilMlFormField,
  createResistanceBody,
  deviceKindInfo,
  suggestedCoilMl,
} from '@vapolib/contracts';
import {
  COIL_DURATION,
  COIL_ML,
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
  today,
  onCancel,
  onAdded,
}: {
  cigarettes: Cigarette[];
  today: IsoDay;
  onCancel: () => void;
  onAdded: (text: string) => void;
}) {
  const add = useAddCoil();
  const feedback = useTimedMessage(timings.messageClearMs);
  const selectId = useId();
  const schema = useMemo(() => coilForm(today), [today]);
  const suggestionFor = (cigId: unknown) => {
    const kind = cigarettes.find((cigarette) => String(cigarette._id) === String(cigId))?.kind ?? null;
    return { kind, ml: suggestedCoilMl(kind) };
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
      duree: COIL_DURATION.default,
      dureeMl: String(suggestionFor(cigarettes[0]?._id).ml ?? ''),
      notifie: true,
    },
  });
  const suggestion = suggestionFor(watch('cigId'));
  // Another device: its kind's suggestion, unless the user typed their own figure.
  useEffect(() => {
    if (!getFieldState('dureeMl').isDirty) setValue('dureeMl', String(suggestion.ml ?? ''));
  }, [suggestion.ml, getFieldState, setValue]);
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
        hint="Entre 1 et 365 jours ; 15 jours en moyenne."
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
        hint={mlHint(suggestion.kind, suggestion.ml)}
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

/** What the mL field proposes for the chosen device, and what an empty field means. */
function mlHint(kind: Cigarette['kind'], ml: number | null): string {
  const empty = 'Vide : seuls les jours comptent.';
  if (!kind) return `Par exemple 30 mL pour un pod, 60 mL pour un clearomiseur. ${empty}`;
  const label = deviceKindInfo[kind].label.toLowerCase();
  if (ml === null) return `Pas de suggestion pour un ${label} : l’usure dépend de votre montage. ${empty}`;
  return `Suggestion pour un ${label} : ${ml} mL, comptés d’après vos relevés de consommation. ${empty}`;
}

/** "Ajouter une résistance"; without any device, it first invites the user to add one. */
export function AddCoilDialog({
  open,
  cigarettes,
  today,
  onClose,
  onAdded,
  onAddDevice,
}: {
  open: boolean;
  cigarettes: Cigarette[];
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
        <AddCoilForm cigarettes={cigarettes} today={today} onCancel={onClose} onAdded={onAdded} />
      )}
    </Modal>
  );
}
