import type { Eliquide } from '@vapolib/contracts';
import { type LiquidSort, searchMyLiquids, sortLiquids, timings } from '@vapolib/domain';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AromaImage } from '../../components/ui/aroma-image.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import { isPendingLiquid } from '../../lib/queries/pending-liquids.ts';
import { useMyLiquids } from '../../lib/queries/use-my-liquids.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { LiquidConflicts } from './components/liquid-conflicts.tsx';
import { RankBadge } from './components/rank-badge.tsx';

const sorts: Array<{ value: LiquidSort; label: string }> = [
  { value: 'rank', label: 'Trier par rank' },
  { value: 'newest', label: 'Plus récent' },
  { value: 'oldest', label: 'Plus ancien' },
  { value: 'rating', label: 'Mieux noté' },
];

const cardClass =
  'flex h-full flex-col gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4';

function LiquidCardContent({ liquid }: { liquid: Eliquide }) {
  return (
    <>
      <AromaImage src={liquid.image_url} size={160} className="aspect-square w-full rounded-xl" />
      <span className="line-clamp-2 font-semibold text-slate-900">{liquid.arome_name}</span>
      <span className="truncate text-sm text-slate-600">{liquid.brand}</span>
      <StarRating value={liquid.rating} size={18} />
    </>
  );
}

export default function EliquidesPage() {
  useDocumentMeta('Mes liquides', 'Tous les e-liquides que vous avez notés, classés par note.');
  const liquids = useMyLiquids();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<LiquidSort>('rank');
  const searchId = useId();
  const sortId = useId();
  const feedback = useTimedMessage(timings.messageClearMs);
  const location = useLocation();
  const navigate = useNavigate();
  const { show } = feedback;

  // The liquid page sends its "Liquide supprimé !" here; it is shown once, not again on Back.
  useEffect(() => {
    const message = (location.state as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') return;
    show('success', message);
    navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate, show]);

  const shown = liquids.data ? sortLiquids(searchMyLiquids(liquids.data, search), sort) : [];

  return (
    <div className="space-y-5">
      <h1 className="text-3xl font-extrabold tracking-tight">Mes liquides</h1>
      <Banner message={feedback.message} />
      <LiquidConflicts liquids={liquids.data} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={searchId} className="sr-only">
            Rechercher un liquide
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Cherchez votre liquide..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="sm:w-56">
          <label htmlFor={sortId} className="sr-only">
            Ordre des liquides
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value as LiquidSort)}
            className={inputClass}
          >
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {liquids.isPending ? (
        <Spinner label="Chargement des e-liquides..." />
      ) : liquids.isError ? (
        <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          <p>{liquids.error.message}</p>
          <Button variant="secondary" onClick={() => liquids.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="py-8 text-center text-lg text-slate-700">Aucun e-liquide trouvé.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-5">
          {shown.map((liquid) => (
            <li key={liquid.id}>
              {isPendingLiquid(liquid) ? (
                // Not sent yet: no page and no rank until the server has it.
                <div className={cardClass}>
                  <LiquidCardContent liquid={liquid} />
                  <span className="mt-auto text-sm font-semibold text-amber-900">En attente d’envoi</span>
                </div>
              ) : (
                <Link to={`/liquides/${liquid.id}`} className={`${cardClass} hover:ring-brand-600`}>
                  <LiquidCardContent liquid={liquid} />
                  <span className="mt-auto">
                    <RankBadge rank={liquid.rank} total={liquid.total} />
                  </span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}

      {/* Sticky, not fixed: it floats over the list but stops above the footer and the safe area. */}
      <div className="pointer-events-none sticky bottom-[calc(1rem+env(safe-area-inset-bottom))] z-10 flex justify-end">
        <Link
          to="/add-liquide"
          aria-label="Ajouter un liquide"
          className="pointer-events-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white hover:bg-brand-800"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-7 w-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
        </Link>
      </div>
    </div>
  );
}
