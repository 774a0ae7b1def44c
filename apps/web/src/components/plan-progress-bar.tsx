/** The nicotine plan's progress as a bar (0–100 %), on /nicotine and on the home card. */
export function PlanProgressBar({
  progression,
  className = '',
}: {
  progression: number;
  className?: string;
}) {
  return (
    <div
      className={`h-3 overflow-hidden rounded-full bg-slate-200 ${className}`}
      role="progressbar"
      aria-label="Progression du plan"
      aria-valuenow={progression}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width]"
        style={{ width: `${progression}%` }}
      />
    </div>
  );
}
