import { coachMessages } from '@vapolib/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { formResolver } from '../lib/form-resolver.ts';
import { useSaveClock } from '../lib/queries/use-save-smoke-free-clock.ts';
import { useClock } from '../lib/queries/use-smoke-free-clock.ts';
import { QUEUED_TEXT } from '../lib/use-offline-write.ts';
import { useTimedMessage } from '../lib/use-timed-message.ts';
import { Banner } from './ui/banner.tsx';
import { Button } from './ui/button.tsx';

const pad = (value: number) => String(value).padStart(2, '0');
/** An instant as a datetime-local field shows it (the device's time). */
const toLocalField = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The field as the server's rule has it (contracts' smokeFreeClockBody): a valid moment, from 1950, not later than now. */
const lastCigaretteForm = z.object({
  when: z.string().refine((value) => {
    const date = new Date(value);
    return value !== '' && !Number.isNaN(date.getTime()) && date.getFullYear() >= 1950 && date <= new Date();
  }, coachMessages.lastCigaretteInvalid),
});
type LastCigaretteForm = z.infer<typeof lastCigaretteForm>;

/** « Dernière cigarette » in /profil: optional (someone who still smokes has none); it starts the smoke-free clock. */
export function LastCigarette() {
  const clock = useClock();
  const save = useSaveClock();
  const feedback = useTimedMessage(5000);
  const last = clock.data?.lastCigaretteAt ?? null;
  const { register, handleSubmit, formState, reset } = useForm<LastCigaretteForm>({
    resolver: formResolver(lastCigaretteForm),
    values: useMemo(() => ({ when: last ? toLocalField(last) : '' }), [last]),
  });
  const send = (lastCigaretteAt: string | null) =>
    save.mutate(
      { lastCigaretteAt },
      {
        onSuccess: (result) => feedback.show('success', result.queued ? QUEUED_TEXT : result.data.message),
        onError: (error) => feedback.show('error', error.message),
      },
    );
  const error = formState.errors.when?.message;

  return (
    <section
      id="derniere-cigarette"
      aria-labelledby="last-cigarette-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="last-cigarette-title" className="text-lg font-bold">
        Dernière cigarette
      </h2>
      <p className="text-slate-700">
        Facultatif : si vous avez arrêté de fumer, la date de votre dernière cigarette lance votre{' '}
        <Link to="/sans-tabac" className="font-semibold text-brand-800 underline">
          compteur sans tabac
        </Link>
        .
      </p>
      <form
        onSubmit={handleSubmit((values) => send(new Date(values.when).toISOString()))}
        noValidate
        className="space-y-3"
      >
        <div>
          <label htmlFor="last-cigarette" className="mb-1 block font-medium text-slate-800">
            Date et heure
          </label>
          <input
            id="last-cigarette"
            type="datetime-local"
            className="min-h-11 rounded-xl border-slate-300 px-3"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'last-cigarette-error' : undefined}
            {...register('when')}
          />
          {error && (
            <p id="last-cigarette-error" className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <Banner message={feedback.message} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            Enregistrer
          </Button>
          {last && (
            <Button
              variant="ghost"
              onClick={() => {
                reset({ when: '' });
                send(null);
              }}
            >
              Effacer
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
