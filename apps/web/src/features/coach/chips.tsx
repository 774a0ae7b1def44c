import type { ReactNode } from 'react';

const chipClass = (checked: boolean) =>
  `flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-3 py-2 text-center font-semibold ring-1 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
    checked
      ? 'bg-brand-700 text-white ring-brand-700'
      : 'bg-white text-slate-900 ring-slate-300 hover:ring-brand-600'
  }`;

/**
 * Tappable chips for a list of choices: one (radio; tapping the chosen one again clears it when `optional`) or
 * several (checkboxes).
 */
export function Chips<T extends string | number>({
  legend,
  name,
  choices,
  selected,
  onToggle,
  multiple = false,
  columns = 'grid-cols-2 sm:grid-cols-3',
  error,
}: {
  legend: ReactNode;
  name: string;
  choices: { value: T; label: ReactNode }[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  multiple?: boolean;
  columns?: string;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {choices.map((choice) => {
          const checked = selected.includes(choice.value);
          return (
            <label key={String(choice.value)} className="relative block">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={String(choice.value)}
                checked={checked}
                onChange={() => onToggle(choice.value)}
                onClick={() => {
                  // A radio cannot be unticked by itself: a second tap on the chosen chip clears the choice.
                  if (!multiple && checked) onToggle(choice.value);
                }}
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
              />
              <span className={chipClass(checked)}>{choice.label}</span>
            </label>
          );
        })}
      </div>
      {error && <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
