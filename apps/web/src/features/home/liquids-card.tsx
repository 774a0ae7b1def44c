import { useEffect } from 'react';
import { Link } from 'react-router';
import { AromaImage } from '../../components/ui/aroma-image.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { formatShortDate } from '../../lib/dates.ts';
import { isPendingLiquid } from '../../lib/queries/pending-liquids.ts';
import { useRecentLiquids } from './api/use-recent-liquids.ts';
import { HomeCard } from './home-card.tsx';
import { LoadError } from './load-error.tsx';

/** "Mes liquides": the 4 most recent liquids, each linking to its page. */
export function LiquidsCard() {
  const liquids = useRecentLiquids();
  useEffect(() => {
    if (liquids.error) console.warn('Chargement des liquides impossible', liquids.error);
  }, [liquids.error]);
  return (
    <HomeCard title="Mes liquides" to="/eliquides">
      {liquids.data && liquids.data.length > 0 ? (
        <ul className="mb-4 divide-y divide-slate-100">
          {liquids.data.map((liquid) => (
            <li key={liquid.id}>
              <Link
                // A liquid added offline has no page until it is sent: the list shows it waiting.
                to={isPendingLiquid(liquid) ? '/eliquides' : `/liquides/${liquid.id}`}
                className="flex items-center gap-3 rounded-xl py-2 hover:bg-slate-50"
              >
                <AromaImage src={liquid.image_url} size={44} className="h-11 w-11 rounded-lg" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{liquid.arome_name}</span>
                  <span className="block text-sm text-slate-600">
                    {isPendingLiquid(liquid)
                      ? 'En attente d’envoi'
                      : `Ajouté le ${formatShortDate(liquid.created_at)}`}
                  </span>
                  <StarRating value={liquid.rating} size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : liquids.isError ? (
        <LoadError message="Vos liquides n’ont pas pu être chargés." query={liquids} />
      ) : (
        <p className="mb-4 text-slate-700">{liquids.isPending ? 'Chargement…' : 'Aucun liquide trouvé'}</p>
      )}
      <Link to="/add-liquide" className={buttonClass('primary')}>
        Ajouter un liquide
      </Link>
    </HomeCard>
  );
}
