import type { NicotineStatus } from '@vapolib/contracts';
import { Card } from '../../components/ui/card.tsx';
import { formatMg } from '../../lib/nicotine-format.ts';
import { cigaretteEquivalentText, savedBasisText } from '../../lib/nicotine-saved-text.ts';

/**
 * Nicotine saved against the plan's starting rate, as mg, a share and the spec's cigarette equivalent; it says
 * what it is measured against, and that the cigarettes no longer smoked are counted in « Mes économies ».
 */
export function SavedCard({
  status,
}: {
  status: Pick<
    NicotineStatus,
    'nicotineSaved' | 'percentSaved' | 'nicotineConsumed' | 'avgNicotinePerDay'
  > & {
    plan: Pick<NicotineStatus['plan'], 'startRate'>;
  };
}) {
  return (
    <Card aria-labelledby="nicotine-saved-title" className="space-y-3" data-testid="nicotine-saved-card">
      <h2 id="nicotine-saved-title" className="text-lg font-bold">
        Nicotine évitée
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-4xl font-extrabold text-emerald-800" data-testid="nicotine-saved">
          {formatMg(status.nicotineSaved)}
        </span>
        <span className="text-base font-semibold text-emerald-900" data-testid="nicotine-saved-percent">
          {/* 7,5 mg saved out of 1 608 rounds to « 0 % »: said « < 1 % » beside the mg (walk of issue 26). */}
          {status.percentSaved === 0 && status.nicotineSaved > 0
            ? '< 1 % de moins'
            : `${status.percentSaved} % de moins`}
        </span>
      </p>
      <p className="text-slate-700" data-testid="nicotine-saved-basis">
        Mesurée {savedBasisText(status.plan.startRate)}, sur vos jours notés :{' '}
        <strong>{cigaretteEquivalentText(status.nicotineSaved)}</strong>.
      </p>
      <p className="text-sm text-slate-600">
        Les cigarettes que vous ne fumez plus depuis la vape sont comptées dans « Mes économies ».
      </p>
      <p className="text-sm text-slate-600">
        Consommé depuis le début : {formatMg(status.nicotineConsumed)} · moyenne{' '}
        {formatMg(status.avgNicotinePerDay)} par jour noté.
      </p>
    </Card>
  );
}
