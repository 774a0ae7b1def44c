import { PAGE_SIZES, type PageSize, pageNumbers } from '@vapolib/domain';
import { useId } from 'react';
import { inputClass } from './text-field.tsx';

/** "Par page": 10, 50 or 100 rows (spec §9); the admin lists share it. */
export function PageSizeSelect({
  value,
  onChange,
  label = 'Par page',
}: {
  value: PageSize;
  onChange: (size: PageSize) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as PageSize)}
        className={inputClass}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

const pageButton =
  'flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold ring-1 ring-inset disabled:cursor-not-allowed disabled:text-slate-400';

/** Page buttons numbered from 1, with the first, the last and the pages around the current one. */
export function Pagination({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What the pages hold, for screen readers: "Pages des arômes". */
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          <button
            type="button"
            className={`${pageButton} bg-white text-brand-800 ring-slate-300 hover:bg-brand-50`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Page précédente</span>
          </button>
        </li>
        {pageNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={() => onPage(number)}
                className={`${pageButton} ${number === page ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-brand-50'}`}
              >
                {number}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${pageButton} bg-white text-brand-800 ring-slate-300 hover:bg-brand-50`}
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="sr-only">Page suivante</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
