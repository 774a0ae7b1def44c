import type { NextBottle } from '@vapolib/contracts';
import { batchFamilyLabel, frenchDate, type IsoDay } from '@vapolib/domain';
import { Link } from 'react-router';
import { calculatorLink } from '../lib/calculator-link.ts';
import { daysText } from '../lib/dates.ts';
import { formatNumber } from '../lib/nicotine-format.ts';
import { useNextBottle } from '../lib/queries/use-next-bottle.ts';
import { buttonClass } from './ui/button.tsx';

const TITLE_ID = 'next-bottle-title';

// Written here rather than in lib/dates.ts, which /home's first render loads: this card comes later, in its chunk.
const dayMonthLong = frenchDate({ month: 'long', utc: true });
/** "5 décembre", "1er janvier": a calendar day of the coming weeks. */
const formatDayMonthLong = (day: IsoDay) => dayMonthLong(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** « À préparer avant le 5 décembre (maturation 7 jours) ». */
export function mixByText(bottle: Pick<NextBottle, 'mix_by' | 'steeping_days'>): string {
  const steeping =
    bottle.steeping_days > 0
      ? `maturation ${daysText(bottle.steeping_days)}`
      : 'shake & vape, sans maturation';
  return `À préparer avant le ${formatDayMonthLong(bottle.mix_by)} (${steeping})`;
}

/** « 100 mL à 4,5 mg/mL », « 4 × 60 mL à 3 mg/mL ». */
function amountText(bottle: NextBottle): string {
  const volume = `${bottle.bottles > 1 ? `${bottle.bottles} × ` : ''}${formatNumber(bottle.volume_ml)} mL`;
  return `${volume} à ${formatNumber(bottle.rate)} mg/mL`;
}

function BottleDetails({ bottle }: { bottle: NextBottle }) {
  const source =
    bottle.ml_per_day_source === 'logs' ? 'votre moyenne des deux dernières semaines' : 'votre plan';
  const recipe =
    bottle.recipe.source === 'default'
      ? 'le mélange rapide par défaut'
      : bottle.recipe.source === 'batch'
        ? `votre dernière préparation « ${bottle.recipe.name} »`
        : `votre recette « ${bottle.recipe.name} »`;
  return (
    <p className="text-slate-700">
      Palier {bottle.step} : {formatNumber(bottle.rate)} mg/mL à partir du{' '}
      {formatDayMonthLong(bottle.step_start)}. {amountText(bottle)} ({formatNumber(bottle.ml_per_day)} mL par
      jour d’après {source}, pendant {daysText(bottle.step_days)}), avec {recipe}. Famille :{' '}
      {batchFamilyLabel(bottle.flavour_family)}.
    </p>
  );
}

function BottleBody({ bottle }: { bottle: NextBottle }) {
  if (bottle.status === 'made' && bottle.made)
    return (
      <>
        <p className="text-lg font-bold text-emerald-900" data-testid="next-bottle-status">
          Flacon préparé pour le palier {bottle.step}
        </p>
        <p className="text-slate-700">
          Prêt le {formatDayMonthLong(bottle.made.ready_on)}, le palier commence le{' '}
          {formatDayMonthLong(bottle.step_start)}.
        </p>
        <Link to="/preparations" className={buttonClass('secondary')}>
          Mes préparations
        </Link>
      </>
    );
  if (bottle.status === 'late')
    return (
      <>
        <p className="text-lg font-bold text-amber-950" data-testid="next-bottle-status">
          Trop tard pour laisser maturer ({daysText(bottle.steeping_days)}) avant le{' '}
          {formatDayMonthLong(bottle.step_start)}
        </p>
        <BottleDetails bottle={bottle} />
        <p className="text-slate-800">
          À la place : préparez-le en shake & vape (secouez bien, vapotez sans attendre), ou achetez un
          liquide tout prêt à {formatNumber(bottle.rate)} mg/mL.
        </p>
        <Link
          to={calculatorLink(bottle.calculation, { stepId: bottle.step_id, shakeAndVape: true })}
          className={buttonClass('primary')}
        >
          Le préparer en shake & vape
        </Link>
      </>
    );
  return (
    <>
      <p className="text-lg font-bold text-brand-900" data-testid="next-bottle-status">
        {mixByText(bottle)}
      </p>
      <BottleDetails bottle={bottle} />
      <Link
        to={calculatorLink(bottle.calculation, { stepId: bottle.step_id })}
        className={buttonClass('primary')}
      >
        Préparer dans le calculateur
      </Link>
    </>
  );
}

/**
 * « Le flacon de la prochaine étape », on /nicotine and (lazily) on /home: what to mix for the next step, by when so
 * it has steeped, one tap to the calculator filled in. Nothing without a plan or once the last step is reached.
 */
export function NextBottleCard() {
  const query = useNextBottle();
  const bottle = query.data?.bottle;
  if (!bottle) return null;
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="next-bottle-card"
    >
      <h2 id={TITLE_ID} className="text-xl font-bold">
        Le flacon de la prochaine étape
      </h2>
      <BottleBody bottle={bottle} />
    </section>
  );
}
