import type { PageSize } from '@vapolib/domain';
import { useId } from 'react';
import { PageSizeSelect } from '../../../components/ui/pagination.tsx';
import { inputClass } from '../../../components/ui/text-field.tsx';

/** Search on label and path, and the page size (10, 50, 100). */
export function MenuLinksToolbar({
  query,
  onQuery,
  pageSize,
  onPageSize,
}: {
  query: string;
  onQuery: (value: string) => void;
  pageSize: PageSize;
  onPageSize: (value: PageSize) => void;
}) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Rechercher
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          placeholder="Libellé ou chemin"
          autoComplete="off"
          className={inputClass}
        />
      </div>
      <div className="sm:w-40">
        <PageSizeSelect value={pageSize} onChange={onPageSize} label="Liens par page" />
      </div>
    </div>
  );
}
