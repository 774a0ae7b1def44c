import { type Batch, nicotineLogBody } from '@vapolib/contracts';
import { addToDayLog, type DayVaping, messages } from '@vapolib/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { batchAmountText, rateText } from '../../lib/batch-texts.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { useSaveLog } from '../../lib/queries/use-save-log.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';

const dayText = (day: DayVaping) => batchAmountText({ volume_ml: day.ml, nicotine_rate: day.rate });

/** The mL of the mix vaped besides the day's log: the log's own rule, and the day's total within its 100 mL. */
const addedMlForm = (logged: DayVaping) =>
  z
    .object({ ml: nicotineLogBody.shape.ml })
    .refine(({ ml }) => addToDayLog(logged, { ml, rate: 0 }).ml <= 100, {
      message: messages.nicotineMlTooHigh,
      path: ['ml'],
    });

/**
 * Today already has a log: « Je vape ce mélange » asks before touching it, showing the day's mL and rate and the
 * mix's rate. Replacing the rate keeps the mL (the whole day at the mix's strength); adding mL keeps what was
 * logged and weighs both rates by their mL (addToDayLog); « Annuler » leaves the day as it is.
 */
export function LoggedDayChoice({
  batch,
  date,
  logged,
  onCancel,
  onSaved,
}: {
  batch: Batch;
  date: string;
  logged: DayVaping;
  onCancel: () => void;
  onSaved: (text: string) => void;
}) {
  const save = useSaveLog();
  const feedback = useTimedMessage(8000);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: formResolver(addedMlForm(logged)),
    defaultValues: { ml: undefined as unknown as number },
  });
  const replaced: DayVaping = { ml: logged.ml, rate: batch.nicotine_rate };
  const addedMl = watch('ml');
  const added =
    Number.isFinite(addedMl) && addedMl > 0
      ? addToDayLog(logged, { ml: addedMl, rate: batch.nicotine_rate })
      : null;

  const send = (day: DayVaping) =>
    save.mutate(
      { date, ...day },
      {
        onSuccess: (result) =>
          onSaved(result.queued ? QUEUED_TEXT : `Consommation du jour mise à jour : ${dayText(day)}.`),
        onError: (error) => feedback.show('error', error.message),
      },
    );
  const addMl = handleSubmit(({ ml }) => send(addToDayLog(logged, { ml, rate: batch.nicotine_rate })));

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-slate-50 p-3 text-base ring-1 ring-slate-200">
        <dt className="text-slate-700">Déjà noté aujourd’hui</dt>
        <dd className="font-semibold text-slate-900">{dayText(logged)}</dd>
        <dt className="text-slate-700">« {batch.name} »</dt>
        <dd className="font-semibold text-slate-900">{rateText(batch.nicotine_rate)}</dd>
      </dl>
      <section className="space-y-2">
        <Button
          variant="secondary"
          className="w-full"
          disabled={save.isPending}
          onClick={() => send(replaced)}
        >
          Remplacer le taux
        </Button>
        <p className="text-sm text-slate-700">Toute la journée passe à {dayText(replaced)}.</p>
      </section>
      <form onSubmit={addMl} noValidate className="space-y-2">
        <TextField
          label="mL de ce mélange en plus"
          type="number"
          inputMode="decimal"
          step="0.1"
          min={0}
          max={100}
          error={errors.ml?.message}
          hint={
            added
              ? `La journée devient ${dayText(added)} (taux moyen pondéré par les mL).`
              : 'Les mL s’ajoutent à ceux déjà notés, le taux devient la moyenne pondérée par les mL.'
          }
          {...register('ml', { valueAsNumber: true })}
        />
        <Button type="submit" className="w-full" disabled={save.isPending}>
          Ajouter les mL
        </Button>
      </form>
      <Banner message={feedback.message} />
      <Button variant="secondary" className="w-full" onClick={onCancel}>
        Annuler
      </Button>
    </div>
  );
}
