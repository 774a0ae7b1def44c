import type { PlanStepDto } from '@vapolib/contracts';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { formatDayMonth } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/nicotine-format.ts';

/**
 * The plan's steps; each offers to prepare its liquid in the calculator. Once the plan is finished, the
 * target step is the rate reached, with no end day.
 */
export function StepsList({
  steps,
  currentId,
  finished,
}: {
  steps: PlanStepDto[];
  currentId: number | undefined;
  finished: boolean;
}) {
  return (
    <Card aria-labelledby="nicotine-steps-title">
      <h2 id="nicotine-steps-title" className="mb-3 text-lg font-bold">
        Mes paliers
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step) => {
          const current = step._id === currentId;
          const reached = finished && step === steps.at(-1);
          return (
            <li
              key={step._id}
              aria-current={current ? 'step' : undefined}
              className={`rounded-xl p-4 ring-1 ${
                current
                  ? 'bg-brand-50 ring-2 ring-brand-600'
                  : step.done
                    ? 'bg-slate-50 ring-slate-200'
                    : 'ring-slate-200'
              }`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  Palier {step.step} · {formatNumber(step.rate)} mg/mL
                </p>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    step.done
                      ? 'bg-emerald-100 text-emerald-900'
                      : current
                        ? 'bg-brand-700 text-white'
                        : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  {step.done ? 'Validé' : reached ? 'Atteint' : current ? 'En cours' : 'À venir'}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {reached
                  ? `Depuis le ${formatDayMonth(step.start)}`
                  : `Du ${formatDayMonth(step.start)} au ${formatDayMonth(step.end)}`}
              </p>
              <Link
                to={`/calculateur?nicotine=${step.rate}`}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                Préparer mon liquide à {formatNumber(step.rate)} mg
              </Link>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
