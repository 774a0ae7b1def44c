import { frenchNumber } from '@vapolib/domain';
import { type ReactNode, useId } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';

// Written without Intl (domain's french-format.ts): a page's first Intl formatter costs a phone 90–150 ms.
const decimal = frenchNumber({ maximumFractionDigits: 2 });
const tiny = frenchNumber({ maximumSignificantDigits: 2 });
const amount = frenchNumber({ maximumFractionDigits: 3 });

/** "3,33": French decimals, two at most; a number that is not 0 never shows "0" ("0,004"). */
export const formatNumber = (value: number) =>
  value !== 0 && Math.abs(value) < 0.005 ? tiny(value) : decimal(value);
/** An amount already rounded to its step (1, 0,1, 0,05 mL…): "66", "7,95", "0,75". */
export const formatAmount = (value: number) => amount(value);

/** A number typed freely (comma or dot), with its unit shown inside the field. */
export function NumberField({
  label,
  unit,
  value,
  onChange,
  hint,
  error,
  className,
}: {
  label: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** The field's French message (a value over the calculator's maximum), shown under it. */
  error?: string | null;
  className?: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      hint={hint}
      error={error ?? undefined}
      className={className}
      onChange={(event) => onChange(event.target.value)}
      trailing={
        unit ? (
          <span className="pointer-events-none pr-3 text-sm font-medium text-slate-600" aria-hidden="true">
            {unit}
          </span>
        ) : undefined
      }
    />
  );
}

/** A radio group drawn as large chips (each ≥ 44 px), with a visible legend. */
export function ChoiceChips<T extends string>({
  legend,
  options,
  value,
  onChange,
  className = '',
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div
        className={`grid max-w-md gap-2 ${className}`}
        style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex min-h-11 cursor-pointer items-center justify-center rounded-xl bg-white px-1 text-center text-base font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Warnings replace the results of an impossible mix. */
export function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300">
      <p className="font-semibold">Vérifiez vos valeurs</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
