import type { NicotineStatus } from '@vapolib/contracts';
import { cigaretteEquivalent } from '@vapolib/domain';
import { Card } from '../../components/ui/card.tsx';
import { formatMg } from '../../lib/nicotine-format.ts';

/** Nicotine saved against the starting rate, as mg, a share and cigarettes. */
export function SavedCard({
  status,
}: {
  status: Pick<NicotineStatus, 'nicotineSaved' | 'percentSaved' | 'nicotineConsumed' | 'avgNicotinePerDay'>;
}) {
  const cigarettes = cigaretteEquivalent(status.nicotineSaved);
  return (
    <Card aria-labelledby="nicotine-saved-title" className="space-y-3">
      <h2 id="nicotine-saved-title" className="text-lg font-bold">
        Nicotine évitée
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-4xl font-extrabold text-emerald-800" data-testid="nicotine-saved">
          {formatMg(status.nicotineSaved)}
        </span>
        <span className="text-base font-semibold text-emerald-900">{status.percentSaved} % de moins</span>
      </p>
      <p className="text-slate-700">
        Soit l’équivalent de{' '}
        <strong>
          {cigarettes} cigarette{cigarettes > 1 ? 's' : ''}
        </strong>{' '}
        évitée{cigarettes > 1 ? 's' : ''}.
      </p>
      <p className="text-sm text-slate-600">
        Consommé depuis le début : {formatMg(status.nicotineConsumed)} · moyenne{' '}
        {formatMg(status.avgNicotinePerDay)} par jour noté.
      </p>
    </Card>
  );
}
