import { countdownText, MILESTONES_SOURCE, MILESTONES_SOURCE_URL, smokeFreeClock } from '@vapolib/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatDateTime, formatInstantDayMonth } from '../../lib/dates.ts';
import { useClock } from '../../lib/queries/use-smoke-free-clock.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useCravings } from './api/use-cravings.ts';

/** Now, moved every 30 s: the countdown and the ticks follow without reloading. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** /sans-tabac: the smoke-free clock and the NHS's health milestones since the last cigarette. */
export default function SmokeFreePage() {
  useDocumentMeta('Sans tabac', 'Le temps depuis votre dernière cigarette et ce que votre corps y gagne.');
  const clock = useClock();
  const now = useNow();
  const last = clock.data?.lastCigaretteAt ? new Date(clock.data.lastCigaretteAt) : null;
  const state = last ? smokeFreeClock(last, now) : null;
  // Slips noted after the date typed as the last cigarette (kept on purpose, or typed after the slip): said here,
  // so this screen and « Mes envies » never tell two stories (walk of issue 26).
  const cravings = useCravings();
  const slipsSince = last
    ? (cravings.data?.slips ?? []).filter((slip) => Date.parse(slip.at) > last.getTime())
    : [];
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight">Sans tabac</h1>
      {clock.isPending && <p>Chargement…</p>}
      {clock.isError && (
        <p role="alert" className="text-red-800">
          {clock.error.message}
        </p>
      )}
      {clock.data && !state && (
        <Card className="space-y-3">
          <p>
            Indiquez la date de votre dernière cigarette dans votre profil : vous verrez ici le temps passé
            sans tabac et ce que votre corps y gagne. Si vous fumez encore, rien ne presse.
          </p>
          <Link to="/profil#derniere-cigarette" className={buttonClass()}>
            Indiquer ma dernière cigarette
          </Link>
        </Card>
      )}
      {state && last && (
        <>
          <Card className="space-y-2">
            <p className="text-4xl font-extrabold text-brand-900" data-testid="smoke-free-days">
              {state.days} jour{state.days > 1 ? 's' : ''} sans tabac
            </p>
            <p className="text-slate-700">Dernière cigarette le {formatDateTime(last)}.</p>
            {slipsSince.length > 0 && <SlipsSince slips={slipsSince} />}
            {state.next && state.untilNextMs !== null && (
              <p data-testid="next-milestone">
                Prochaine étape, {state.next.when} : dans <strong>{countdownText(state.untilNextMs)}</strong>.
              </p>
            )}
          </Card>
          <Card aria-labelledby="milestones-title" className="space-y-3">
            <h2 id="milestones-title" className="text-xl font-bold">
              Ce que votre corps y gagne
            </h2>
            <ol className="space-y-3">
              {state.milestones.map((milestone) => (
                <li key={milestone.id} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                      milestone.reached ? 'bg-emerald-700 text-white' : 'bg-slate-200 text-slate-600'
                    }`}
                  >
                    {milestone.reached ? '✓' : ''}
                  </span>
                  <div>
                    <p className="font-semibold">
                      Après {milestone.when}
                      <span className="sr-only">{milestone.reached ? ' (atteint)' : ' (pas encore)'}</span>
                      {milestone.id === state.next?.id && (
                        <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-sm text-brand-900">
                          dans {countdownText(state.untilNextMs ?? 0)}
                        </span>
                      )}
                    </p>
                    <p className="text-slate-700">{milestone.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="text-sm text-slate-600">
              <a href={MILESTONES_SOURCE_URL} className="underline" rel="noopener noreferrer" target="_blank">
                {MILESTONES_SOURCE}
              </a>
            </p>
          </Card>
        </>
      )}
      <p className="flex flex-wrap gap-3">
        <Link to="/envies/noter" className={buttonClass('secondary')}>
          Noter une envie
        </Link>
        <Link to="/profil#derniere-cigarette" className={buttonClass('ghost')}>
          Changer la date
        </Link>
      </p>
    </div>
  );
}

/** « Depuis, 1 écart noté (2 cigarettes le 2 déc.) : … » (the slips come newest first). */
function SlipsSince({ slips }: { slips: readonly { at: string; count: number }[] }) {
  const cigarettes = slips.reduce((sum, slip) => sum + slip.count, 0);
  const days = [...slips]
    .reverse()
    .map((slip) => formatInstantDayMonth(slip.at))
    .filter((day, index, all) => all.indexOf(day) === index);
  return (
    <p className="text-slate-700" data-testid="slips-since">
      Depuis, {slips.length} écart{slips.length > 1 ? 's' : ''} noté{slips.length > 1 ? 's' : ''} (
      {cigarettes} cigarette{cigarettes > 1 ? 's' : ''} le {days.join(', le ')}) : un écart ne remet pas votre
      compteur à zéro. Pour repartir de là, changez la date.
    </p>
  );
}
