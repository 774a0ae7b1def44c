import { type SlipBody, slipBody } from '@vapolib/contracts';
import { type CravingTrigger, cravingTriggerLabels, cravingTriggers, SLIP_COUNT } from '@vapolib/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { formResolver } from '../../lib/form-resolver.ts';
import { useSaveClock } from '../../lib/queries/use-save-smoke-free-clock.ts';
import { useClock } from '../../lib/queries/use-smoke-free-clock.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useLogSlip } from './api/use-log-slip.ts';

/**
 * « J'ai fumé »: how many, and if the user wishes what set it off and a note. Counted, not punished: the plan,
 * the series and the badges stay. With a smoke-free clock running, the user then chooses whether to reset it,
 * « Non, je continue » first.
 */
export function SlipForm() {
  const save = useLogSlip();
  const clock = useClock();
  const saveClock = useSaveClock();
  const [saved, setSaved] = useState<{ at: string; queued: boolean } | null>(null);
  const [clockChoice, setClockChoice] = useState<'kept' | 'reset' | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<SlipBody>({
    resolver: formResolver(slipBody),
    defaultValues: { count: 1, trigger: null, note: null },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit((body) => {
    const at = new Date().toISOString();
    save.mutate(
      { ...(body as SlipBody), at },
      {
        onSuccess: (result) => {
          setSaved({ at, queued: result.queued });
          setClockChoice(null);
          reset();
        },
      },
    );
  });
  const clockRunning = Boolean(clock.data?.lastCigaretteAt);

  return (
    <div className="space-y-4">
      {saved && (
        <div
          role="status"
          className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900 ring-1 ring-emerald-300"
        >
          {saved.queued
            ? QUEUED_TEXT
            : 'C’est noté. Un écart n’efface pas vos progrès : votre plan, votre série et vos badges restent.'}
        </div>
      )}
      {saved && clockRunning && clockChoice === null && (
        <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <p className="font-semibold">Remettre le compteur à zéro ?</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setClockChoice('kept')}>Non, je continue</Button>
            <Button
              variant="secondary"
              onClick={() =>
                saveClock.mutate({ lastCigaretteAt: saved.at }, { onSuccess: () => setClockChoice('reset') })
              }
            >
              Oui, remettre à zéro
            </Button>
          </div>
        </div>
      )}
      {clockChoice === 'kept' && (
        <p role="status">Votre compteur continue. Vous reprenez là où vous en étiez.</p>
      )}
      {clockChoice === 'reset' && (
        <p role="status">Compteur remis à zéro : un nouveau départ commence maintenant.</p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <label htmlFor="slip-count" className="mb-1 block font-semibold">
            Nombre de cigarettes
          </label>
          <input
            id="slip-count"
            type="number"
            inputMode="numeric"
            min={SLIP_COUNT.min}
            max={SLIP_COUNT.max}
            className="min-h-11 w-32 rounded-xl border-slate-300 px-3"
            aria-invalid={errors.count ? true : undefined}
            aria-describedby={errors.count ? 'slip-count-error' : undefined}
            {...register('count', { valueAsNumber: true })}
          />
          {errors.count && (
            <p id="slip-count-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.count.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="slip-trigger" className="mb-1 block font-semibold">
            Ce qui l’a déclenché (facultatif)
          </label>
          <select
            id="slip-trigger"
            className="min-h-11 w-full rounded-xl border-slate-300 px-3"
            {...register('trigger', { setValueAs: (value: string) => (value === '' ? null : value) })}
          >
            <option value="">—</option>
            {cravingTriggers.map((trigger: CravingTrigger) => (
              <option key={trigger} value={trigger}>
                {cravingTriggerLabels[trigger]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="slip-note" className="mb-1 block font-semibold">
            Note (facultatif)
          </label>
          <textarea
            id="slip-note"
            rows={2}
            className="w-full rounded-xl border-slate-300 px-3 py-2"
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? 'slip-note-error' : undefined}
            {...register('note')}
          />
          {errors.note && (
            <p id="slip-note-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.note.message}
            </p>
          )}
        </div>
        {save.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {save.error.message}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : 'Noter cet écart'}
        </Button>
      </form>
    </div>
  );
}
