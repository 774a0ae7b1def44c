import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

export const Checkbox = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string }
>(function Checkbox({ label, error, id, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 h-6 w-6 shrink-0 rounded-md border-slate-400 accent-brand-700"
          {...props}
        />
        <label htmlFor={inputId} className="text-base text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
