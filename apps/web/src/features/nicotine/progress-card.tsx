import type { NicotinePlan } from '@vapolib/contracts';
import { currentStep } from '@vapolib/domain';
import { Card } from '../../components/ui/card.tsx';
import { modeLabels, modeRhythm } from './mode-labels.ts';
import { formatDayMonth, formatMg } from './nicotine-format.ts';

/** Where the user stands: current rate, target, progression and the current step's dates. */
export function ProgressCard({ plan, progression }: { plan: NicotinePlan; progression: number }) {
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
      <div>
        <p className="mb-1.5 flex items-baseline justify-between">
          <span className="text-sm font-medium text-slate-800">Progression</span>
          <span className="text-lg font-bold" data-testid="nicotine-progression">
            {progression} %
          </span>
        </p>
        <div
          className="h-3 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Progression du plan"
          aria-valuenow={progression}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width]"
            style={{ width: `${progression}%` }}
          />
        </div>
      </div>
      <div className="space-y-1 text-sm text-slate-700">
        {step ? (
          <p>
            Palier {step.step} sur {plan.steps.length} : du {formatDayMonth(step.start)} au{' '}
            {formatDayMonth(step.end)}
          </p>
        ) : (
          <p className="font-semibold text-emerald-800">Objectif atteint, bravo !</p>
        )}
        <p>
          Rythme {modeLabels[plan.mode].toLowerCase()} : {modeRhythm(plan.mode)}.
        </p>
      </div>
    </Card>
  );
}
