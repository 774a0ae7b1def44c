import {
  type CoilHomeBand,
  coilHomeBand,
  coilLife,
  coilRemainingText,
  dayIn,
  mlText,
  mostWornCoil,
} from '@vapolib/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { isPendingCoil } from '../../lib/queries/pending-coil-changes.ts';
import { useCoils } from '../../lib/queries/use-coils.ts';
import { HomeCard } from './home-card.tsx';
import { LoadError } from './load-error.tsx';

const bands: Record<CoilHomeBand, { mouth: string; face: string; advice: string; tone: string }> = {
  good: {
    mouth: 'M20 38c4 5 12 5 16 0',
    face: 'Visage souriant',
    advice: 'Tout va bien : pas besoin de la changer.',
    tone: 'text-emerald-800',
  },
  check: {
    mouth: 'M20 38h16',
    face: 'Visage neutre',
    advice: 'Encore en forme, vérifiez-la régulièrement.',
    tone: 'text-sky-800',
  },
  soon: {
    mouth: 'M20 38h16',
    face: 'Visage neutre',
    advice: 'Bientôt usée : pensez à racheter des résistances.',
    tone: 'text-orange-800',
  },
  replace: {
    mouth: 'M20 41c4-5 12-5 16 0',
    face: 'Visage triste',
    advice: 'Changez-la dès que possible.',
    tone: 'text-red-800',
  },
};

function Face({ band }: { band: CoilHomeBand }) {
  return (
    <svg
      viewBox="0 0 56 56"
      className={`h-14 w-14 shrink-0 ${bands[band].tone}`}
      role="img"
      aria-label={bands[band].face}
    >
      <circle cx="28" cy="28" r="26" fill="currentColor" opacity="0.12" />
      <circle cx="28" cy="28" r="26" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="20" cy="23" r="3" fill="currentColor" />
      <circle cx="36" cy="23" r="3" fill="currentColor" />
      <path d={bands[band].mouth} stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/**
 * "Votre Résistance": the coil with the least life left (the earlier of its days and mL ends), its face and
 * advice; the pace estimate when the mL end it first.
 */
export function CoilCard() {
  const coils = useCoils();
  useEffect(() => {
    if (coils.error) console.warn('Chargement des résistances impossible', coils.error);
  }, [coils.error]);
  const today = dayIn(new Date());
  const coil = coils.data ? mostWornCoil(coils.data, today) : undefined;
  if (coils.isError) {
    return (
      <HomeCard title="Votre Résistance" to="/resistance">
        <LoadError message="Vos résistances n’ont pas pu être chargées." query={coils} />
      </HomeCard>
    );
  }
  if (!coil) {
    return (
      <HomeCard title="Votre Résistance" to="/resistance">
        <p className="mb-4 text-slate-700">
          {coils.isPending
            ? 'Chargement…'
            : 'Ajoutez votre cigarette et sa résistance\u00a0: Vapolib vous dira quand la changer.'}
        </p>
        <Link to="/resistance" className={buttonClass('primary')}>
          Ajouter une résistance
        </Link>
      </HomeCard>
    );
  }
  const life = coilLife(coil, today);
  const band = coilHomeBand(life.remainingDays);
  return (
    <HomeCard title="Votre Résistance" to="/resistance">
      <div className="mb-4 flex items-center gap-4">
        <Face band={band} />
        <div>
          <p className="font-semibold">{coil.cigId.modele}</p>
          {band === 'replace' ? (
            <p className="font-bold text-red-800">
              À remplacer !
              {life.limit === 'ml' && life.ml && (
                <span className="block text-sm font-medium">
                  {mlText(life.ml.vaped)} vapés sur {mlText(life.ml.life)}
                </span>
              )}
            </p>
          ) : (
            <p className={bands[band].tone}>{coilRemainingText(life)}</p>
          )}
          <p className={`text-sm ${band === 'soon' ? 'font-medium text-orange-800' : 'text-slate-700'}`}>
            {bands[band].advice}
          </p>
          {isPendingCoil(coil) && (
            <p className="text-sm text-slate-600">
              En attente d’envoi : elle sera enregistrée au retour du réseau.
            </p>
          )}
        </div>
      </div>
      {band === 'replace' && (
        <Link to="/resistance" className={buttonClass('danger')}>
          Changer ma résistance
        </Link>
      )}
    </HomeCard>
  );
}
