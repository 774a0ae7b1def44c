import { countdownText, smokeFreeClock } from '@vapolib/domain';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { useClock } from '../../lib/queries/use-smoke-free-clock.ts';
import { HomeCard } from './home-card.tsx';

/**
 * « Une envie ? »: one tap on its intensity opens the form with it chosen, a second saves it. No data of its own:
 * nothing to wait for.
 */
export function CravingCard() {
  return (
    <HomeCard title="Une envie ?" to="/envies">
      <p id="home-craving-hint" className="mb-2 text-slate-700">
        Notez-la : touchez son intensité, de 1 (légère) à 5 (irrésistible).
      </p>
      <ul className="grid grid-cols-5 gap-2" aria-describedby="home-craving-hint">
        {[1, 2, 3, 4, 5].map((intensity) => (
          <li key={intensity}>
            <Link
              to={`/envies/noter?intensite=${intensity}`}
              className={buttonClass('secondary', 'w-full px-0 text-lg')}
              aria-label={`Noter une envie d’intensité ${intensity} sur 5`}
            >
              {intensity}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/envies/noter#slip-title" className="font-semibold text-brand-800 underline">
          J’ai fumé
        </Link>
        <Link to="/envies" className="font-semibold text-brand-800 underline">
          Mes envies
        </Link>
      </p>
    </HomeCard>
  );
}

/** « Sans tabac »: the days since the last cigarette and the next milestone; nothing until a date is given. */
export function SmokeFreeCard() {
  const clock = useClock();
  const last = clock.data?.lastCigaretteAt;
  if (!last) return null;
  const state = smokeFreeClock(new Date(last), new Date());
  return (
    <HomeCard title="Sans tabac" to="/sans-tabac">
      <p className="text-2xl font-extrabold text-brand-900" data-testid="home-smoke-free-days">
        {state.days} jour{state.days > 1 ? 's' : ''} sans tabac
      </p>
      {state.next && state.untilNextMs !== null && (
        <p className="mt-1 text-slate-700">
          Prochaine étape ({state.next.when}) dans {countdownText(state.untilNextMs)}.
        </p>
      )}
    </HomeCard>
  );
}

/** Both, as one lazy chunk: /home's first render and first script stay as they were. */
export default function CoachCards() {
  return (
    <>
      <CravingCard />
      <SmokeFreeCard />
    </>
  );
}
