import { Button } from '../../components/ui/button.tsx';

/** A home card's data did not load: say so plainly and offer to try again (never an empty state instead). */
export function LoadError({
  message,
  query,
}: {
  message: string;
  query: { refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <div role="alert" className="mb-4 space-y-3">
      <p className="text-slate-700">{message}</p>
      <Button variant="secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
        Réessayer
      </Button>
    </div>
  );
}
