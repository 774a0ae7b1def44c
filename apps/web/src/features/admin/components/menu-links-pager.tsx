import { Button } from '../../../components/ui/button.tsx';

/** "Précédent · Page 2 sur 3 · Suivant", hidden when everything fits on one page. */
export function MenuLinksPager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages des liens" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Précédent
      </Button>
      <span className="text-slate-700" aria-live="polite">
        Page {page} sur {pageCount}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Suivant
      </Button>
    </nav>
  );
}
