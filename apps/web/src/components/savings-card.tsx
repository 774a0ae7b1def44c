import type { SpendingOverview } from '@vapolib/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { daysText, formatLongDay } from '../lib/dates.ts';
import { formatEuros } from '../lib/money-format.ts';
import { cigarettesNotSmokedText } from '../lib/nicotine-saved-text.ts';
import { useSpending } from '../lib/queries/use-spending.ts';
import { Button, buttonClass } from './ui/button.tsx';

const FORM_PATH = '/depenses';

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/**
 * « Mes économies », on /home and /nicotine: the money saved compared with smoking and this month's vaping
 * spend; without a spending profile, an invitation to fill « Mes dépenses ».
 */
export function SavingsCard({ showEditLink = true }: { showEditLink?: boolean }) {
  const spending = useSpending();
  useEffect(() => {
    if (spending.error) console.warn('Chargement des dépenses impossible', spending.error);
  }, [spending.error]);
  return (
    <section
      aria-labelledby="savings-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="savings-card"
    >
      <h2 id="savings-title" className="mb-3 text-xl font-bold">
        Mes économies
      </h2>
      {spending.data ? (
        <SavingsFigures overview={spending.data} showEditLink={showEditLink} />
      ) : spending.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-slate-700">Vos économies n’ont pas pu être chargées.</p>
          <Button variant="secondary" onClick={() => spending.refetch()} disabled={spending.isFetching}>
            Réessayer
          </Button>
        </div>
      ) : (
        <p className="text-slate-700">Chargement…</p>
      )}
    </section>
  );
}

function SavingsFigures({ overview, showEditLink }: { overview: SpendingOverview; showEditLink: boolean }) {
  const { profile, summary } = overview;
  if (!profile) {
    return (
      <>
        <p className="mb-4 text-slate-700">
          Combien la vape vous fait-elle économiser ? Indiquez ce que vous payez, et ce que vous fumiez avant
          : Vapolib calcule vos économies et vos dépenses du mois.
        </p>
        <Link to={FORM_PATH} className={buttonClass('primary')}>
          Renseigner mes dépenses
        </Link>
      </>
    );
  }
  const { savings, month } = summary;
  return (
    <div className="space-y-3">
      {savings ? (
        <div>
          {savings.savedCents >= 0 ? (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-4xl font-extrabold text-emerald-800" data-testid="savings-amount">
                {formatEuros(savings.savedCents)}
              </span>
              <span className="font-semibold text-emerald-900">économisés</span>
            </p>
          ) : (
            <p className="text-slate-800">
              Pas encore d’économie : depuis vos débuts,{' '}
              {savings.slipCents > 0
                ? 'la vape et les cigarettes de vos écarts vous ont coûté'
                : 'la vape vous a coûté'}{' '}
              <strong data-testid="savings-amount">{formatEuros(-savings.savedCents)}</strong> de plus que la
              cigarette.
            </p>
          )}
          <p className="mt-1 text-sm text-slate-700">
            Depuis le {formatLongDay(savings.from)} ({daysText(savings.days)}) : la cigarette vous aurait
            coûté {formatEuros(savings.smokingCents)}, la vape {formatEuros(savings.vapingCents)}
            {vapingNotes(savings) && ` (${vapingNotes(savings)})`}
            {savings.slipCents > 0
              ? `, ${plural(savings.slipCigarettes, 'cigarette')} de vos écarts ${formatEuros(savings.slipCents)}`
              : ''}
            .
          </p>
          {profile.cigarettesPerDay !== null && (
            <p className="mt-1 text-sm text-slate-700" data-testid="cigarettes-not-smoked">
              Soit {cigarettesNotSmokedText(profile.cigarettesPerDay, savings.days, savings.slipCigarettes)},
              par rapport à la cigarette.
            </p>
          )}
        </div>
      ) : (
        <p className="text-slate-700">
          Indiquez depuis quand vous vapez et combien de cigarettes vous fumiez pour voir l’argent économisé.
        </p>
      )}
      <p className="text-slate-700" data-testid="month-spending">
        Ce mois-ci :{' '}
        {month.totalCents === null ? (
          'indiquez le prix de votre liquide ou de vos résistances pour suivre vos dépenses.'
        ) : (
          <>
            <strong>{formatEuros(month.totalCents)}</strong> de vape (
            {`${String(month.ml).replace('.', ',')}\u00a0mL notés`}
            {month.coilChanges > 0 ? `, ${plural(month.coilChanges, 'résistance')}` : ''})
          </>
        )}
      </p>
      {showEditLink && (
        <Link
          to={FORM_PATH}
          className="inline-block font-semibold text-brand-800 underline underline-offset-2"
        >
          Modifier mes dépenses
        </Link>
      )}
    </div>
  );
}

/**
 * What the vaping figure leaves out (no price) and what it estimates: a day without a log is counted as an average
 * logged day, said so the figure matches the mL the vaper noted (walk of issue 26).
 */
function vapingNotes(savings: NonNullable<SpendingOverview['summary']['savings']>) {
  const notes: string[] = [];
  if (savings.missing.length > 0) notes.push(missingText(savings.missing));
  const unlogged = savings.days - savings.loggedDays;
  if (unlogged > 0 && !savings.missing.includes('liquid'))
    notes.push(
      `dont ${unlogged} jour${unlogged > 1 ? 's' : ''} non noté${unlogged > 1 ? 's' : ''}, compté${unlogged > 1 ? 's' : ''} comme un jour moyen`,
    );
  return notes.join(' ; ');
}

function missingText(missing: ('liquid' | 'coil')[]) {
  const parts = missing.map((part) => (part === 'liquid' ? 'le liquide' : 'les résistances'));
  return `sans ${parts.join(' ni ')}, faute de prix`;
}
