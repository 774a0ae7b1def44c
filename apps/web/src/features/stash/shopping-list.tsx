import type { ShoppingListResponse } from '@vapolib/contracts';
import { Link } from 'react-router';
import { formatEuros } from '../../lib/money-format.ts';
import { formatNumber } from '../../lib/nicotine-format.ts';
import { useShoppingList } from '../../lib/queries/use-next-bottle.ts';

const TITLE_ID = 'shopping-list-title';

/** « Palier 2 (100 mL à 4,5 mg/mL) et palier 3 (100 mL à 3 mg/mL) ». */
function bottlesText(bottles: ShoppingListResponse['bottles']): string {
  const one = (bottle: ShoppingListResponse['bottles'][number]) =>
    `palier ${bottle.step} (${bottle.bottles > 1 ? `${bottle.bottles} × ` : ''}${formatNumber(bottle.volume_ml)} mL à ${formatNumber(bottle.rate)} mg/mL)`;
  const text = bottles.map(one).join(' et ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ListBody({ list }: { list: ShoppingListResponse }) {
  if (list.bottles.length === 0)
    return (
      <p className="text-slate-700">
        Rien à préparer pour l’instant : la liste suit les prochains paliers de votre{' '}
        <Link to="/nicotine" className="font-semibold text-brand-800 underline underline-offset-2">
          plan de nicotine
        </Link>
        .
      </p>
    );
  return (
    <>
      <p className="text-slate-700">Pour les prochains flacons : {bottlesText(list.bottles)}.</p>
      {list.items.length === 0 ? (
        <p className="font-semibold text-emerald-900" data-testid="shopping-list-empty">
          Rien à acheter : votre stock suffit.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="shopping-list-items">
          {list.items.map((item) => (
            <li key={item.label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <span className="font-semibold">{item.label}</span>
              <span>
                {formatNumber(item.ml)} mL
                {item.last_price && (
                  <span className="block text-sm text-slate-600">
                    Dernier prix payé : {formatEuros(item.last_price.price_cents)} les{' '}
                    {formatNumber(item.last_price.bought_ml)} mL
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** « À acheter »: what the next bottles of the plan need, minus the shelf, with the last price paid. */
export function ShoppingList() {
  const list = useShoppingList();
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="shopping-list"
    >
      <h2 id={TITLE_ID} className="text-xl font-bold">
        À acheter
      </h2>
      {Array.isArray(list.data?.bottles) && Array.isArray(list.data.items) ? (
        <ListBody list={list.data} />
      ) : list.isError ? (
        <p role="alert" className="text-slate-700">
          La liste de courses n’a pas pu être chargée.
        </p>
      ) : (
        <p className="text-slate-700">Chargement…</p>
      )}
    </section>
  );
}
