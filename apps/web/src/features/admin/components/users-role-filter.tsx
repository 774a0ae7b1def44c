import type { RoleFilter } from '../admin-lists.ts';

const options: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'Tous' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

/** Tous / Admin / User as a segmented radio group. */
export function UsersRoleFilter({
  value,
  onChange,
}: {
  value: RoleFilter;
  onChange: (v: RoleFilter) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">Filtrer par rôle</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        Rôle
      </span>
      <div className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name="role-filter"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-lg px-4 font-semibold text-slate-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 hover:bg-slate-100 peer-checked:hover:bg-brand-800">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
