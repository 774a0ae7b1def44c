import type { StashItem } from '@vapolib/contracts';
import type { StashKind } from '@vapolib/domain';
import { Link } from 'react-router';
import { NicotineSafetyNote } from '../../components/nicotine-safety-note.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { formatEuros } from '../../lib/money-format.ts';
import { newestBoosterAt, useStash } from '../../lib/queries/use-stash.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { ShoppingList } from './shopping-list.tsx';
import { StashAddForm } from './stash-add-form.tsx';
import { StashItemRow } from './stash-item-row.tsx';

const sections: { kind: StashKind; title: string }[] = [
  { kind: 'base', title: 'Bases' },
  { kind: 'booster', title: 'Boosters de nicotine' },
  { kind: 'aroma', title: 'Arômes' },
];

/** /stock: « Mon stock », what is on the shelf; a batch recorded from the calculator takes from it. */
export default function StashPage() {
  useDocumentMeta('Mon stock', 'Vos bases, boosters et arômes, et ce qu’il en reste après chaque mélange.');
  const stash = useStash();
  const feedback = useTimedMessage(8000);
  const items = stash.data?.items ?? [];
  const hasBooster = items.some((item) => item.kind === 'booster');
  const spent = items.reduce((sum, item) => sum + (item.price_cents ?? 0), 0);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Mon stock</h1>
        <p className="text-slate-700">
          Ce qu’il vous reste, en mL. « J’ai préparé ce mélange » dans le{' '}
          <Link to="/calculateur" className="font-semibold text-brand-800 underline underline-offset-2">
            calculateur
          </Link>{' '}
          le déduit.
        </p>
      </header>
      {hasBooster && <NicotineSafetyNote newestBoosterAt={newestBoosterAt(items)} />}
      <Banner message={feedback.message} />
      <ListState
        query={stash}
        loadingLabel="Chargement de votre stock…"
        isEmpty={items.length === 0}
        emptyText="Votre stock est vide. Ajoutez vos bases, boosters et arômes : chaque mélange noté les fera baisser."
      >
        {sections.map(({ kind, title }) => {
          const mine = items.filter((item: StashItem) => item.kind === kind);
          if (mine.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`stash-${kind}`} className="space-y-3">
              <h2 id={`stash-${kind}`} className="text-xl font-bold">
                {title}
              </h2>
              <ul className="space-y-3">
                {mine.map((item) => (
                  <StashItemRow
                    key={item.id}
                    item={item}
                    onDone={(kindOf, text) => feedback.show(kindOf, text)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
        {spent > 0 && <p className="text-sm text-slate-600">Payé pour ce stock : {formatEuros(spent)}.</p>}
      </ListState>
      <ShoppingList />
      <StashAddForm />
    </div>
  );
}
