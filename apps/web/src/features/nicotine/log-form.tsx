import type { NicotineLogBody, nicotineLogBody } from '@vapolib/contracts';
import { logRateChoices, messages } from '@vapolib/domain';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';
import { lazyFormResolver } from '../../lib/form-resolver.ts';
import { formatNumber } from '../../lib/nicotine-format.ts';
import { useSaveLog } from '../../lib/queries/use-save-log.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { celebrate } from './celebrate.ts';

type LogForm = z.input<typeof nicotineLogBody>;

// The contract's schema loads when the form is sent: the form is on /nicotine's first screen.
const logResolver = lazyFormResolver<LogForm, NicotineLogBody>(() =>
  import('@vapolib/contracts').then(({ nicotineLogBody }) => nicotineLogBody),
);

/** "Ma consommation": the mL vaped on a day and at which rate; the same day again updates it. */
export function LogForm({
  today,
  startDay,
  logs,
  planRates,
  currentRate,
  onFeedback,
}: {
  today: string;
  /** The plan's first day: earlier days are refused. */
  startDay: string;
  logs: NicotineLogBody[];
  /** Every rate of the plan's steps, offered with the spec's list. */
  planRates: number[];
  currentRate: number;
  onFeedback: (kind: 'success' | 'error', text: string) => void;
}) {
  const save = useSaveLog();
  const [savedNow, setSavedNow] = useState(false);
  const rateId = useId();
  const todayLog = logs.find((log) => log.date === today);
  // Fetched once the form shows, while the network is there: sent offline, it must not wait on a chunk.
  useEffect(() => logResolver.preload(), []);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<LogForm, unknown, NicotineLogBody>({
    resolver: logResolver,
    defaultValues: { date: today, ml: todayLog?.ml, rate: todayLog?.rate ?? currentRate },
  });
  const chosenDate = watch('date');
  const updating = logs.some((log) => log.date === chosenDate);

  const rates = logRateChoices(planRates, currentRate, ...(todayLog ? [todayLog.rate] : []));

  const submit = handleSubmit((body) => {
    if (body.date < startDay) {
      setError('date', { message: messages.nicotineDateBeforePlan }, { shouldFocus: true });
      return;
    }
    save.mutate(body, {
      onSuccess: (result) => {
        if (body.date === today) setSavedNow(true);
        if (result.queued) return onFeedback('success', QUEUED_TEXT);
        onFeedback('success', result.data.message);
        void celebrate();
      },
      onError: (error) => onFeedback('error', error.message),
    });
  });

  return (
    <Card id="nicotine-log" aria-labelledby="nicotine-log-title">
      <h2 id="nicotine-log-title" className="mb-1 text-lg font-bold">
        Ma consommation
      </h2>
      <p className="mb-4 text-sm text-slate-600">Notez chaque jour ce que vous avez vapé.</p>
      {(savedNow || todayLog) && (
        <p
          className="mb-4 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200"
          role="note"
        >
          Vous avez déjà noté votre consommation aujourd’hui : enregistrez à nouveau pour la mettre à jour.
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Date"
          type="date"
          min={startDay}
          max={today}
          error={errors.date?.message}
          {...register('date')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Quantité (mL)"
            type="number"
            inputMode="decimal"
            step={0.5}
            min={0}
            error={errors.ml?.message}
            {...register('ml', { valueAsNumber: true })}
          />
          <div>
            <label htmlFor={rateId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Taux (mg/mL)
            </label>
            <select
              id={rateId}
              className={inputClass}
              aria-invalid={errors.rate ? true : undefined}
              aria-describedby={errors.rate ? `${rateId}-error` : undefined}
              {...register('rate', { setValueAs: (value) => (value === '' ? Number.NaN : Number(value)) })}
            >
              {rates.map((rate) => (
                <option key={rate} value={rate}>
                  {formatNumber(rate)} mg/mL
                </option>
              ))}
            </select>
            {errors.rate && (
              <p id={`${rateId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {errors.rate.message}
              </p>
            )}
          </div>
        </div>
        <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : updating ? 'Mettre à jour' : 'Enregistrer'}
        </Button>
      </form>
    </Card>
  );
}
