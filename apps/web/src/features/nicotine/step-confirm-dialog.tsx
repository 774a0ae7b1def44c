import type { PlanStepDto } from '@vapolib/contracts';
import { type NicotineMode, weeksPerStep } from '@vapolib/domain';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatDayMonth } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/nicotine-format.ts';

/** The spec's question, for a step the user came down to. */
const STEP_QUESTION = 'Avez-vous réussi à descendre au taux prévu ?';

/** "une semaine de plus", "2 semaines de plus". */
const onePeriodMore = (mode: NicotineMode) => {
  const weeks = weeksPerStep[mode];
  return weeks === 1 ? 'une semaine de plus' : `${weeks} semaines de plus`;
};

/**
 * Asked when the current step's end day is reached, about that step; the answer is sent as the success flag.
 * The first step is the starting rate, which nobody came down to: it is asked whether the user held it.
 */
export function StepConfirmDialog({
  step,
  steps,
  mode,
  busy,
  onAnswer,
  onClose,
}: {
  step: PlanStepDto | undefined;
  steps: PlanStepDto[];
  mode: NicotineMode;
  busy: boolean;
  onAnswer: (success: boolean) => void;
  onClose: () => void;
}) {
  const index = step ? steps.findIndex((candidate) => candidate._id === step._id) : -1;
  const first = index === 0;
  const next = index >= 0 ? steps[index + 1] : undefined;
  const reachesTarget = next !== undefined && index + 1 === steps.length - 1;
  const title =
    step && first
      ? `Avez-vous tenu votre palier de départ à ${formatNumber(step.rate)} mg/mL ?`
      : STEP_QUESTION;
  return (
    <Modal open={step !== undefined} title={title} onClose={onClose}>
      {step && (
        <>
          <p className="mb-3 text-base font-semibold text-slate-900">
            {first ? 'Palier de départ' : `Palier ${step.step} sur ${steps.length}`} :{' '}
            {formatNumber(step.rate)} mg/mL, du {formatDayMonth(step.start)} au {formatDayMonth(step.end)}
          </p>
          <ul className="mb-6 space-y-2 text-base text-slate-700">
            {next && (
              <li>
                <strong>Oui</strong> : vous passez à {formatNumber(next.rate)} mg/mL dès aujourd’hui
                {reachesTarget ? ', votre objectif !' : '.'}
              </li>
            )}
            <li>
              <strong>Pas encore</strong> : aucun souci, vous restez à {formatNumber(step.rate)} mg/mL{' '}
              {onePeriodMore(mode)}.
            </li>
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button onClick={() => onAnswer(true)} disabled={busy}>
              Oui, j'ai réussi !
            </Button>
            <Button variant="secondary" onClick={() => onAnswer(false)} disabled={busy}>
              Pas encore, je continue
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
