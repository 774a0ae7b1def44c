import type { PlanStepDto } from '@vapolib/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatDayMonth, formatNumber } from './nicotine-format.ts';

/** Asked when the current step's end day is reached; the answer is sent as the success flag. */
export function StepConfirmDialog({
  step,
  busy,
  onAnswer,
  onClose,
}: {
  step: PlanStepDto | undefined;
  busy: boolean;
  onAnswer: (success: boolean) => void;
  onClose: () => void;
}) {
  return (
    <Modal open={step !== undefined} title="As-tu réussi à descendre au taux prévu ?" onClose={onClose}>
      {step && (
        <>
          <p className="mb-2 text-base font-semibold text-slate-900">
            Palier {step.step} : {formatNumber(step.rate)} mg/mL (du {formatDayMonth(step.start)} au{' '}
            {formatDayMonth(step.end)})
          </p>
          <p className="mb-6 text-base text-slate-700">
            Pas encore ? Aucun souci : tu restes à ce taux une période de plus.
          </p>
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
