import { type ReactNode, type Ref, useId } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/** A radio group drawn as large tappable chips (or cards when the choices carry a description). */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  value,
  choices,
  onChange,
  columns = 'grid-cols-3 sm:grid-cols-4',
  hint,
  error,
  inputRef,
}: {
  legend: ReactNode;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  columns?: string;
  hint?: ReactNode;
  /** A form's message for this choice, read with the group. */
  error?: string;
  /** Given to the chosen radio (else the first enabled one), so a form can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const errorId = useId();
  const enabled = choices.filter((choice) => !choice.disabled);
  const focused = (enabled.find((choice) => choice.value === value) ?? enabled[0])?.value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {hint && <p className="-mt-1 mb-3 text-sm text-slate-600">{hint}</p>}
      <div className={`grid gap-2 ${columns}`}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label key={String(choice.value)} className="relative block">
              <input
                ref={choice.value === focused ? inputRef : undefined}
                type="radio"
                name={name}
                value={String(choice.value)}
                checked={checked}
                disabled={choice.disabled}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(choice.value)}
                className="peer sr-only"
              />
              <span
                className={`flex min-h-12 cursor-pointer flex-col justify-center rounded-xl px-3 py-2 text-center ring-1 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:bg-slate-100 peer-disabled:text-slate-500 peer-disabled:line-through ${
                  checked
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white ring-slate-300 hover:ring-brand-600'
                }`}
              >
                <span className="font-semibold">{choice.label}</span>
                {choice.description && (
                  <small className={`text-sm ${checked ? 'text-brand-50' : 'text-slate-600'}`}>
                    {choice.description}
                  </small>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
