import type { PageSize } from '@vapolib/domain';
import { useId } from 'react';
import { PageSizeSelect } from '../../../components/ui/pagination.tsx';
import { inputClass, TextField } from '../../../components/ui/text-field.tsx';
import type { AdminEliquidesQuery } from '../api/use-eliquides-admin.ts';

export type EliquidesUsersFilterValues = Omit<AdminEliquidesQuery, 'page' | 'pageSize'> & {
  pageSize: PageSize;
};

const sorts: Array<{ value: AdminEliquidesQuery['sort']; label: string }> = [
  { value: 'newest', label: 'Plus récent' },
  { value: 'oldest', label: 'Plus ancien' },
  { value: 'rating', label: 'Mieux noté' },
];

/** Page size, brand, sort and free-text search of the users' e-liquids (spec §2 eliquideUser). */
export function EliquidesUsersFilters({
  values,
  brands,
  onChange,
}: {
  values: EliquidesUsersFilterValues;
  brands: readonly string[];
  onChange: (values: EliquidesUsersFilterValues) => void;
}) {
  const id = useId();
  const set = <K extends keyof EliquidesUsersFilterValues>(key: K, value: EliquidesUsersFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[7rem_minmax(13rem,1fr)_minmax(10rem,1fr)_2fr]">
      <PageSizeSelect value={values.pageSize} onChange={(size) => set('pageSize', size)} />
      <div>
        <label htmlFor={`${id}-brand`} className="mb-1.5 block text-sm font-medium text-slate-800">
          Marque
        </label>
        <select
          id={`${id}-brand`}
          value={values.brand}
          onChange={(event) => set('brand', event.target.value)}
          className={inputClass}
        >
          <option value="">Toutes les marques</option>
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="mb-1.5 block text-sm font-medium text-slate-800">
          Tri
        </label>
        <select
          id={`${id}-sort`}
          value={values.sort}
          onChange={(event) => set('sort', event.target.value as AdminEliquidesQuery['sort'])}
          className={inputClass}
        >
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Recherche"
        type="search"
        placeholder="Rechercher..."
        value={values.search}
        onChange={(event) => set('search', event.target.value)}
      />
    </div>
  );
}
