import { type CravingBody, cravingBody } from '@vapolib/contracts';
import {
  CRAVING_INTENSITY,
  type CravingHelp,
  type CravingTrigger,
  cravingHelpLabels,
  cravingHelps,
  cravingTriggerLabels,
  cravingTriggers,
  intensityLabels,
  NOTE_MAX_CHARS,
} from '@vapolib/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { formResolver } from '../../lib/form-resolver.ts';
import { useLogCraving } from './api/use-log-craving.ts';
import { Chips } from './chips.tsx';

const intensities = Array.from(
  { length: CRAVING_INTENSITY.max - CRAVING_INTENSITY.min + 1 },
  (_, index) => CRAVING_INTENSITY.min + index,
);

/**
 * « Noter une envie »: the intensity (already chosen when the user came from /home's card), then « Enregistrer »;
 * the trigger, what helped, whether it ended in a cigarette and a note are there for who wants them.
 */
export function CravingForm({
  intensity,
  onSaved,
}: {
  intensity?: number;
  onSaved: (result: { queued: boolean }) => void;
}) {
  const save = useLogCraving();
  const { register, handleSubmit, watch, setValue, formState } = useForm<CravingBody>({
    // Not lazy (decision 0073's way): a craving is logged in the moment, often offline, and the schema's chunk
    // might not be there yet.
    resolver: formResolver(cravingBody),
    defaultValues: { intensity, trigger: null, triggerOther: null, helped: [], smoked: false, note: null },
  });
  const chosen = watch('intensity');
  const trigger = watch('trigger');
  const helped = watch('helped') ?? [];
  const errors = formState.errors;
  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { ...(body as CravingBody), at: new Date().toISOString() },
      { onSuccess: (result) => onSaved({ queued: result.queued }) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Chips
        legend="Intensité de l’envie"
        name="intensity"
        columns="grid-cols-5"
        choices={intensities.map((value) => ({
          value,
          label: (
            <span className="flex flex-col">
              <span className="text-xl">{value}</span>
              <span className="sr-only">{intensityLabels[value]}</span>
            </span>
          ),
        }))}
        selected={chosen === undefined ? [] : [chosen]}
        onToggle={(value) => setValue('intensity', value, { shouldValidate: formState.isSubmitted })}
        error={errors.intensity?.message}
      />
      <p className="-mt-3 text-sm text-slate-600">1 : légère · 5 : irrésistible</p>
      <Button type="submit" className="w-full" disabled={save.isPending}>
        {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
      </Button>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {save.error.message}
        </p>
      )}
      <details className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <summary className="cursor-pointer font-semibold">Préciser (facultatif)</summary>
        <div className="mt-4 space-y-5">
          <Chips<CravingTrigger>
            legend="Ce qui l’a déclenchée"
            name="trigger"
            choices={cravingTriggers.map((value) => ({ value, label: cravingTriggerLabels[value] }))}
            selected={trigger ? [trigger] : []}
            onToggle={(value) => setValue('trigger', trigger === value ? null : value)}
            error={errors.trigger?.message}
          />
          {trigger === 'autre' && (
            <div>
              <label htmlFor="craving-trigger-other" className="mb-1 block font-semibold">
                Autre déclencheur
              </label>
              <input
                id="craving-trigger-other"
                className="min-h-11 w-full rounded-xl border-slate-300 px-3"
                aria-invalid={errors.triggerOther ? true : undefined}
                {...register('triggerOther')}
              />
              {errors.triggerOther && (
                <p className="mt-1.5 text-sm font-medium text-red-700">{errors.triggerOther.message}</p>
              )}
            </div>
          )}
          <Chips<CravingHelp>
            legend="Ce qui a aidé"
            name="helped"
            multiple
            choices={cravingHelps.map((value) => ({ value, label: cravingHelpLabels[value] }))}
            selected={helped}
            onToggle={(value) =>
              setValue(
                'helped',
                helped.includes(value) ? helped.filter((item) => item !== value) : [...helped, value],
              )
            }
            error={errors.helped?.message}
          />
          <Checkbox label="Elle s’est terminée par une cigarette" {...register('smoked')} />
          <div>
            <label htmlFor="craving-note" className="mb-1 block font-semibold">
              Note
            </label>
            <textarea
              id="craving-note"
              rows={3}
              maxLength={NOTE_MAX_CHARS * 2}
              className="w-full rounded-xl border-slate-300 px-3 py-2"
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? 'craving-note-error' : undefined}
              {...register('note')}
            />
            {errors.note && (
              <p id="craving-note-error" className="mt-1.5 text-sm font-medium text-red-700">
                {errors.note.message}
              </p>
            )}
          </div>
          <Button type="submit" variant="secondary" className="w-full" disabled={save.isPending}>
            Enregistrer avec ces précisions
          </Button>
        </div>
      </details>
    </form>
  );
}
