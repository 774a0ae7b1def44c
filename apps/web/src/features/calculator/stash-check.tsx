import { type BatchCalculation, mixNeeds, planDeduction } from '@vapolib/domain';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isPendingStashItem } from '../../lib/queries/pending-stash.ts';
import { asBottle, useStash } from '../../lib/queries/use-stash.ts';
import { mlText } from '../../lib/stash-texts.ts';

const stashLink = (
  <Link to="/stock" className="font-semibold text-brand-800 underline underline-offset-2">
    Mon stock
  </Link>
);

/**
 * « Puis-je le faire ? »: what the shelf (the cached stash) lacks for a mix, in mL, by the same rule as the
 * deduction. Nothing is taken. An aroma without a name (the quick mode's) cannot be found on the shelf: it is said.
 */
export function StashCheck({ calculation, id }: { calculation: BatchCalculation; id?: string }) {
  const stash = useStash();
  const items = stash.data?.items ?? [];
  const needs = useMemo(() => mixNeeds(calculation), [calculation]);
  const plan = useMemo(() => {
    const bottles = items.filter((item) => !isPendingStashItem(item)).map(asBottle);
    return needs && bottles.length > 0 ? planDeduction(bottles, needs) : null;
  }, [needs, items]);
  const unnamed = needs?.aromas.some((aroma) => aroma.name === null) ?? false;

  let body: ReactNode;
  if (stash.isPending) body = <Spinner label="Lecture de votre stock…" />;
  else if (stash.isError) body = <p className="text-red-900">{stash.error.message}</p>;
  else if (!needs)
    body = <p>Le calcul n’a pas de résultat : corrigez les valeurs pour savoir ce qu’il faut.</p>;
  else if (!plan)
    body = (
      <p>Votre stock est vide : ajoutez vos bases, boosters et arômes dans {stashLink} pour le savoir.</p>
    );
  else if (plan.short.length === 0)
    body = (
      <p className="font-semibold text-emerald-900" data-testid="stash-check-enough">
        Oui : votre stock suffit pour ce mélange.
      </p>
    );
  else
    body = (
      <div className="text-amber-950" data-testid="stash-check-short">
        <p className="font-semibold">Pas tout à fait : il manque dans votre stock</p>
        <ul className="list-disc pl-5">
          {plan.short.map((item) => (
            <li key={item.label}>
              {item.label} : {mlText(item.ml)}
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div
      id={id}
      role="status"
      className="space-y-1 rounded-xl bg-slate-50 p-4 text-base ring-1 ring-slate-200"
    >
      {body}
      {unnamed && plan && (
        <p className="text-sm text-slate-600">
          L’arôme n’a pas de nom dans ce mode : il n’est pas cherché dans votre stock.
        </p>
      )}
    </div>
  );
}
