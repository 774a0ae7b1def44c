import { useStash } from '../../lib/queries/use-stash.ts';
import { lowStockBadge, lowStockWhy, mlText } from '../../lib/stash-texts.ts';
import { HomeCard } from './home-card.tsx';

/**
 * « Stock bas »: the bottles of « Mon stock » running low (issue 30 §1), nothing while the user has no stash or
 * nothing is low. Its own chunk, asking for the stash once its place comes in view: /home's first render does not
 * grow.
 */
export default function StashLowCard() {
  const stash = useStash();
  const low = (stash.data?.items ?? []).filter((item) => item.low);
  if (low.length === 0) return null;
  return (
    <HomeCard title="Stock bas" to="/stock">
      <p className="mb-2 text-slate-700">
        {low.length === 1
          ? 'Un produit de votre stock est presque fini :'
          : `${low.length} produits de votre stock sont presque finis :`}
      </p>
      <ul className="space-y-1.5" data-testid="home-stash-low">
        {low.map((item) => (
          <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">{item.name}</span>
            <span className="text-amber-950">
              {lowStockBadge(item) === 'Vide' ? 'vide' : `${mlText(item.volume_ml)} restants`}
              <span className="sr-only"> ({lowStockWhy(item)})</span>
            </span>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
