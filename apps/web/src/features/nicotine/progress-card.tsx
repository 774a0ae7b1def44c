import type { NicotinePlan, NicotineStatus } from '@vapolib/contracts';
import { currentStep } from '@vapolib/domain';
import { PlanProgressBar } from '../../components/plan-progress-bar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { durationText, formatDayMonth } from '../../lib/dates.ts';
import { formatMg, formatNumber } from '../../lib/nicotine-format.ts';
import { cigaretteEquivalentText, savedBasisText } from '../../lib/nicotine-saved-text.ts';
import { modeLabels, modeRhythm } from './mode-labels.ts';

type ProgressStatus = Pick<
  NicotineStatus,
  'plan' | 'progression' | 'finished' | 'totals' | 'nicotineSaved' | 'nicotineConsumed'
>;

function ProgressBar({ progression }: { progression: number }) {
  return (
    <div>
      <p className="mb-1.5 flex items-baseline justify-between">
        <span className="text-sm font-medium text-slate-800">Progression</span>
        <span className="text-lg font-bold" data-testid="nicotine-progression">
          {progression} %
        </span>
      </p>
      <PlanProgressBar progression={progression} />
    </div>
  );
}

/**
 * Where the user stands: current rate, target, progression and the current step's dates; once the last
 * reduction is confirmed, the finished plan: its totals and what to do next.
 */
interface ProgressCardProps {
  status: ProgressStatus;
  /** Goes to the log form. */
  onLog: () => void;
  /** Opens "Modifier les paliers" to aim lower. */
  onLowerTarget: () => void;
  /** Opens the deletion that starts a new plan. */
  onRestart: () => void;
}

export function ProgressCard({ status, onLog, onLowerTarget, onRestart }: ProgressCardProps) {
  if (status.finished) {
    return <FinishedCard status={status} onLog={onLog} onLowerTarget={onLowerTarget} onRestart={onRestart} />;
  }
  const { plan, progression } = status;
  const step = currentStep(plan.steps);
  const current = step?.rate ?? plan.targetRate;
  return (
    <Card aria-labelledby="nicotine-progress-title" className="space-y-4">
      <h2 id="nicotine-progress-title" className="text-lg font-bold">
        Ma progression
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="text-sm text-slate-700">Taux actuel</dt>
          <dd className="text-2xl font-extrabold text-brand-900">
            {formatMg(current)}
            <span className="text-base font-semibold">/mL</span>
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">Objectif</dt>
          <dd className="text-2xl font-extrabold text-slate-900">
            {formatMg(plan.targetRate)}
            <span className="text-base font-semibold">/mL</span>
          </dd>
        </div>
      </dl>
      <ProgressBar progression={progression} />
      <div className="space-y-1 text-sm text-slate-700">
        {step && (
          <p>
            Palier {step.step} sur {plan.steps.length} : du {formatDayMonth(step.start)} au{' '}
            {formatDayMonth(step.end)}
          </p>
        )}
        <p>
          Rythme {modeLabels[plan.mode].toLowerCase()} : {modeRhythm(plan.mode)}.
        </p>
      </div>
    </Card>
  );
}

const trophy = 'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8l-1-3H9l-1 3Z';

function reachedText(plan: NicotinePlan, finishedOn: string | null) {
  const since = finishedOn ? ` depuis le ${formatDayMonth(finishedOn)}` : '';
  return plan.targetRate === 0
    ? `Vous vapez sans nicotine${since}. Bravo !`
    : `Vous vapez à ${formatNumber(plan.targetRate)} mg/mL${since}, votre objectif. Bravo !`;
}

function FinishedCard({ status, onLog, onLowerTarget, onRestart }: ProgressCardProps) {
  const { plan, totals } = status;
  // « Arrêt d'un coup » : no steps to count, the day of the stop instead.
  const path: [string, string][] =
    plan.approach === 'arret'
      ? [
          [
            'Arrêt',
            `d’un coup le ${formatDayMonth(totals.startedOn)}, de ${formatNumber(plan.startRate)} à ${formatNumber(plan.targetRate)} mg/mL`,
          ],
        ]
      : [
          [
            'Durée',
            totals.finishedOn
              ? `${durationText(totals.days)}, du ${formatDayMonth(totals.startedOn)} au ${formatDayMonth(totals.finishedOn)}`
              : durationText(totals.days),
          ],
          [
            'Baisses validées',
            `${totals.reductions}, de ${formatNumber(plan.startRate)} à ${formatNumber(plan.targetRate)} mg/mL`,
          ],
        ];
  const figures: [string, string][] = [
    ...path,
    ['Jours notés', String(totals.loggedDays)],
    [
      'Nicotine évitée',
      `${formatMg(status.nicotineSaved)} ${savedBasisText(plan.startRate)}, soit ${cigaretteEquivalentText(status.nicotineSaved)}`,
    ],
    ['Nicotine consommée', formatMg(status.nicotineConsumed)],
  ];
  return (
    <Card
      aria-labelledby="nicotine-progress-title"
      className="space-y-4 bg-gradient-to-b from-amber-50 to-white ring-amber-300"
      data-testid="nicotine-finished"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-amber-400 text-amber-950"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-8 w-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={trophy} />
          </svg>
        </span>
        <div>
          <h2 id="nicotine-progress-title" className="text-2xl font-extrabold text-amber-950">
            Objectif atteint !
          </h2>
          <p className="text-slate-800">{reachedText(plan, totals.finishedOn)}</p>
        </div>
      </div>
      <ProgressBar progression={status.progression} />
      <div>
        <h3 className="mb-2 font-bold">Votre plan en chiffres</h3>
        <dl className="divide-y divide-amber-100 rounded-xl bg-white ring-1 ring-amber-200">
          {figures.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="space-y-3">
        <h3 className="font-bold">Et maintenant ?</h3>
        <p className="text-slate-700">
          Continuez de noter votre consommation à {formatNumber(plan.targetRate)} mg/mL pour garder le cap.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button onClick={onLog}>Noter ma consommation</Button>
          {plan.targetRate > 0 && (
            <Button variant="secondary" onClick={onLowerTarget}>
              Baisser encore mon objectif
            </Button>
          )}
          <Button variant="secondary" onClick={onRestart}>
            Commencer un nouveau plan
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          Un nouveau plan remplace celui-ci : votre plan actuel et tous vos relevés seront supprimés.
        </p>
      </div>
    </Card>
  );
}
