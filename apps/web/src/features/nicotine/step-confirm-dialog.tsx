import type { NicotineStatus, PlanStepDto } from '@vapolib/contracts';
import { halfStepRate, type NicotineMode, READINESS_GO_ON, weeksPerStep } from '@vapolib/domain';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatDayMonth } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/nicotine-format.ts';

/** The spec's question, for a step the user came down to. */
const STEP_QUESTION = 'Avez-vous réussi à descendre au taux prévu ?';

const readinessScale = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** "une semaine de plus", "2 semaines de plus". */
const onePeriodMore = (mode: NicotineMode) => {
  const weeks = weeksPerStep[mode];
  return weeks === 1 ? 'une semaine de plus' : `${weeks} semaines de plus`;
};

/** The gentler path when not ready: « un demi-palier » (halfway to the next rate) or « une semaine de plus ». */
export type GentlerPath = 'half' | 'week';

/**
 * Asked when the current step's end day is reached, about that step; the answer is sent as the success flag.
 * The first step is the starting rate, which nobody came down to: it is asked whether the user held it.
 * Below 7 on « Sur 10, êtes-vous prêt… », the gentler path comes first: a half step (when the step is at least
 * 1 mg/mL above the next) and one more week at this rate.
 */
export function StepConfirmDialog({
  step,
  steps,
  mode,
  busy,
  onAnswer,
  onGentler,
  onClose,
  compensation = null,
}: {
  /** After a step down that more mL made up for: the same figures as /nicotine's card. */
  compensation?: NicotineStatus['compensation'];
  step: PlanStepDto | undefined;
  steps: PlanStepDto[];
  mode: NicotineMode;
  busy: boolean;
  onAnswer: (success: boolean) => void;
  onGentler: (path: GentlerPath) => void;
  onClose: () => void;
}) {
  const index = step ? steps.findIndex((candidate) => candidate._id === step._id) : -1;
  const first = index === 0;
  const next = index >= 0 ? steps[index + 1] : undefined;
  const reachesTarget = next !== undefined && index + 1 === steps.length - 1;
  // « Sur 10, êtes-vous prêt… » : below 7, the gentler path (a half step, or one more week) comes first.
  const [readiness, setReadiness] = useState<number | null>(null);
  const hesitant = readiness !== null && readiness < READINESS_GO_ON;
  const half = step ? halfStepRate(steps, step.step) : undefined;
  const halfRate = half && 'rate' in half ? half.rate : undefined;
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
          {compensation && (
            <p className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
              Vous vapotez plus depuis la baisse : {formatNumber(compensation.currentMgPerDay)} mg de nicotine
              par jour ces 7 derniers jours, contre {formatNumber(compensation.previousMgPerDay)} mg avant (
              {compensation.percentOfPrevious} %).
            </p>
          )}
          {next && (
            <div className="mb-4">
              <label htmlFor="step-readiness" className="mb-1 block font-semibold">
                Sur 10, êtes-vous prêt à passer à {formatNumber(next.rate)} mg ?
              </label>
              <select
                id="step-readiness"
                className="min-h-11 rounded-xl border-slate-300 px-3"
                value={readiness ?? ''}
                onChange={(event) =>
                  setReadiness(event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">—</option>
                {readinessScale.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
              {hesitant && (
                <p role="status" className="mt-2 text-slate-800">
                  Rien ne presse :{' '}
                  {halfRate !== undefined
                    ? `descendez d’un demi-palier, à ${formatNumber(halfRate)} mg/mL, ou restez à ${formatNumber(step.rate)} mg/mL une semaine de plus`
                    : `restez à ${formatNumber(step.rate)} mg/mL une semaine de plus`}
                  , le temps de vous sentir prêt. Baisser quand on n’a plus besoin de vapoter davantage marche
                  mieux.
                </p>
              )}
            </div>
          )}
          <div className={`flex gap-3 ${hesitant ? 'flex-col' : 'flex-col sm:flex-row-reverse'}`}>
            {hesitant && halfRate !== undefined && (
              <Button onClick={() => onGentler('half')} disabled={busy}>
                Un demi-palier : passer à {formatNumber(halfRate)} mg/mL
              </Button>
            )}
            {hesitant && (
              <Button
                variant={halfRate !== undefined ? 'secondary' : 'primary'}
                onClick={() => onGentler('week')}
                disabled={busy}
              >
                Rester à {formatNumber(step.rate)} mg/mL une semaine de plus
              </Button>
            )}
            <Button
              variant={hesitant ? 'secondary' : 'primary'}
              onClick={() => onAnswer(true)}
              disabled={busy}
            >
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
