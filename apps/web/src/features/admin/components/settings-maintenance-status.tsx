/** The state of the "Mode maintenance" toggle, as a coloured pill with a dot. */
export function SettingsMaintenanceStatus({ active }: { active: boolean | undefined }) {
  if (active === undefined) return null;
  return (
    <span
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset ${
        active
          ? 'bg-amber-100 text-amber-900 ring-amber-300'
          : 'bg-emerald-50 text-emerald-900 ring-emerald-300'
      }`}
    >
      <span
        className={`h-2.5 w-2.5 rounded-full ${active ? 'bg-amber-600' : 'bg-emerald-600'}`}
        aria-hidden="true"
      />
      {active ? 'Activé : site en maintenance' : 'Désactivé : site ouvert'}
    </span>
  );
}
