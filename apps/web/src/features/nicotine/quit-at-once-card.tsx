import type { NicotinePlan } from '@vapolib/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { formatDayMonth } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/nicotine-format.ts';

// Its form (zod) is only needed on an « arrêt d'un coup » plan: not in /nicotine's own chunk.
const LastCigarette = lazy(() =>
  import('../../components/last-cigarette.tsx').then(({ LastCigarette }) => ({ default: LastCigarette })),
);

/**
 * « Arrêt d'un coup » (issue 27, decision 0163): the target is reached from the first day, so the plan has no step
 * to confirm; the app leans on the cravings, the slips and the smoke-free clock instead, and asks for the last
 * cigarette (optional) right here.
 */
export function QuitAtOnceCard({ plan, startedOn }: { plan: NicotinePlan; startedOn: string }) {
  const rate =
    plan.targetRate === 0 ? 'sans nicotine' : `à ${formatNumber(plan.targetRate)} mg/mL, votre objectif`;
  return (
    <div className="space-y-5 lg:col-span-2">
      <section
        aria-labelledby="quit-at-once-title"
        data-testid="quit-at-once-card"
        className="space-y-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100"
      >
        <h2 id="quit-at-once-title" className="text-lg font-bold text-brand-900">
          Arrêt d’un coup
        </h2>
        <p className="text-slate-900">
          Depuis le {formatDayMonth(startedOn)}, vous vapez {rate} (avant : {formatNumber(plan.startRate)}{' '}
          mg/mL). Les envies sont les plus fortes les premiers jours, et chacune passe en quelques minutes.
        </p>
        <p className="text-slate-800">
          Notez chaque envie : « Tenir bon » vous aide à passer le cap. Un écart ? Notez-le aussi, il est
          compté, pas puni.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to="/envies/noter" className={buttonClass('primary')}>
            Noter une envie
          </Link>
          <Link to="/sans-tabac" className={buttonClass('secondary')}>
            Mon compteur sans tabac
          </Link>
          <Link to="/envies" className={buttonClass('ghost')}>
            Mes envies
          </Link>
        </div>
      </section>
      <Suspense fallback={null}>
        <LastCigarette />
      </Suspense>
    </div>
  );
}
