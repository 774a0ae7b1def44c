import type { NicotineStatus } from '@vapolib/contracts';
import { Button } from '../../components/ui/button.tsx';
import { formatNumber as formatFrenchNumber } from '../../lib/nicotine-format.ts';
import { useHoldStep } from './api/use-hold-step.ts';

const mg = (value: number) => `${formatFrenchNumber(value)} mg`;
const ml = (value: number) => `${formatFrenchNumber(value)} mL`;

/**
 * Said plainly and kindly when a step down did not lower the nicotine a day (more mL made up for it), with the
 * figures, and one tap to keep this step one more week (NHS: go down only once you no longer need to vape more).
 */
export function CompensationCard({
  compensation,
  onFeedback,
}: {
  compensation: NonNullable<NicotineStatus['compensation']>;
  onFeedback: (kind: 'success' | 'error', text: string) => void;
}) {
  const hold = useHoldStep();
  const c = compensation;
  return (
    <section
      aria-labelledby="compensation-title"
      data-testid="compensation-card"
      className="space-y-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300 lg:col-span-2"
    >
      <h2 id="compensation-title" className="text-lg font-bold text-amber-950">
        Vous vapotez plus depuis la baisse : votre nicotine par jour n’a presque pas baissé
      </h2>
      <p className="text-slate-900">
        Avant la baisse ({formatFrenchNumber(c.previousRate)} mg/mL) : {ml(c.previousMlPerDay)} et{' '}
        {mg(c.previousMgPerDay)} de nicotine par jour. Ces 7 derniers jours (
        {formatFrenchNumber(c.currentRate)} mg/mL) : {ml(c.currentMlPerDay)} et {mg(c.currentMgPerDay)} par
        jour, soit {c.percentOfPrevious} % d’avant.
      </p>
      <p className="text-slate-800">
        C’est fréquent et ce n’est pas un échec : le corps demande sa dose habituelle. Mieux vaut rester à ce
        palier jusqu’à ne plus avoir besoin de vapoter davantage.
      </p>
      <Button
        disabled={hold.isPending}
        onClick={() =>
          hold.mutate(c.stepId, {
            onSuccess: (result) => onFeedback('success', result.message),
            onError: (error) => onFeedback('error', error.message),
          })
        }
      >
        Tenir ce palier une semaine de plus
      </Button>
    </section>
  );
}
