import { type Batch, nicotineLogBody } from '@vapolib/contracts';
import type { DayVaping } from '@vapolib/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { DialogActions } from '../../components/ui/dialog-footer.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { rateText } from '../../lib/batch-texts.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { useNicotineStatus } from '../../lib/queries/use-nicotine-status.ts';
import { useSaveLog } from '../../lib/queries/use-save-log.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { LoggedDayChoice } from './vape-batch-logged-day.tsx';

type Step =
  | { kind: 'no-plan' }
  | { kind: 'ask-ml'; date: string; ml: number }
  | { kind: 'logged'; date: string; logged: DayVaping }
  | null;

function MlForm({
  batch,
  date,
  ml,
  onCancel,
  onSaved,
}: {
  batch: Batch;
  date: string;
  ml: number;
  onCancel: () => void;
  onSaved: (text: string) => void;
}) {
  const vape = useSaveLog();
  const feedback = useTimedMessage(8000);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: formResolver(nicotineLogBody),
    defaultValues: { date, ml, rate: batch.nicotine_rate },
  });
  const submit = handleSubmit((body) =>
    vape.mutate(body, {
      onSuccess: (result) => onSaved(result.queued ? QUEUED_TEXT : result.data.message),
      onError: (error) => feedback.show('error', error.message),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-base text-slate-700">
        Aujourd’hui à <strong>{rateText(batch.nicotine_rate)}</strong> avec « {batch.name} ». Combien de mL
        avez-vous vapotés ?
      </p>
      <TextField
        label="mL vapotés aujourd’hui"
        type="number"
        inputMode="decimal"
        step="0.1"
        min={0}
        max={100}
        error={errors.ml?.message}
        {...register('ml', { valueAsNumber: true })}
      />
      <Banner message={feedback.message} />
      <DialogActions onCancel={onCancel} submitLabel="Noter" disabled={vape.isPending} />
    </form>
  );
}

/**
 * « Je vape ce mélange »: today's log takes the batch's strength. A day already logged is never changed in one
 * tap: the vaper chooses to replace its rate, add the mix's mL, or cancel (LoggedDayChoice); a day not logged yet
 * asks for the mL (the plan's daily average to start from); without a plan there is no log to fill, and the
 * button says how to start one.
 */
export function VapeBatchButton({
  batch,
  onDone,
}: {
  batch: Batch;
  onDone: (kind: 'success' | 'error', text: string) => void;
}) {
  const status = useNicotineStatus();
  const [step, setStep] = useState<Step>(null);
  const tap = () => {
    const data = status.data;
    if (!data) return setStep({ kind: 'no-plan' });
    const logged = data.logs.find((log) => log.date === data.today);
    if (!logged) return setStep({ kind: 'ask-ml', date: data.today, ml: data.plan.dailyAvgMl });
    setStep({ kind: 'logged', date: data.today, logged: { ml: logged.ml, rate: logged.rate } });
  };
  const saved = (text: string) => {
    setStep(null);
    onDone('success', text);
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={tap}
        disabled={status.isPending}
        aria-label={`Je vape ce mélange : ${batch.name}`}
      >
        Je vape ce mélange
      </Button>
      <Modal open={step?.kind === 'no-plan'} title="Je vape ce mélange" onClose={() => setStep(null)}>
        <p className="mb-6 text-base text-slate-700">
          {status.isError
            ? 'Votre suivi de nicotine n’a pas pu être chargé : réessayez dans un instant.'
            : 'Pour noter votre consommation au taux de ce mélange, créez d’abord votre plan de réduction de nicotine.'}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setStep(null)}>
            Fermer
          </Button>
          {!status.isError && (
            <Link to="/nicotine" className={buttonClass('primary')}>
              Créer mon plan
            </Link>
          )}
        </div>
      </Modal>
      <Modal open={step?.kind === 'ask-ml'} title="Je vape ce mélange" onClose={() => setStep(null)}>
        {step?.kind === 'ask-ml' && (
          <MlForm
            batch={batch}
            date={step.date}
            ml={step.ml}
            onCancel={() => setStep(null)}
            onSaved={saved}
          />
        )}
      </Modal>
      <Modal open={step?.kind === 'logged'} title="Je vape ce mélange" onClose={() => setStep(null)}>
        {step?.kind === 'logged' && (
          <LoggedDayChoice
            batch={batch}
            date={step.date}
            logged={step.logged}
            onCancel={() => setStep(null)}
            onSaved={saved}
          />
        )}
      </Modal>
    </>
  );
}
