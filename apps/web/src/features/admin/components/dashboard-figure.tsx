import { frenchNumber } from '@vapolib/domain';

const number = frenchNumber();

/** One dashboard card: a label and the figure (a placeholder while loading, a dash when it failed). */
export function DashboardFigure({
  label,
  value,
  loading,
}: {
  label: string;
  value: number | undefined;
  loading: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-4xl font-black tabular-nums text-brand-800">
        {loading ? (
          <>
            <span
              className="inline-block h-10 w-20 animate-pulse rounded-lg bg-slate-200"
              aria-hidden="true"
            />
            <span className="sr-only">Chargement…</span>
          </>
        ) : value === undefined ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Indisponible</span>
          </>
        ) : (
          number(value)
        )}
      </dd>
    </div>
  );
}
