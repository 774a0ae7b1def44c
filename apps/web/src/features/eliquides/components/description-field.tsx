import { DESCRIPTION_MAX, descriptionError } from '@vapolib/domain';
import { useId } from 'react';
import { inputClass } from '../../../components/ui/text-field.tsx';

/** The optional comment of a liquid, checked as it is typed (spec §5): its error disables the save. */
export function DescriptionField({
  label = 'Description',
  value,
  onChange,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const error = descriptionError(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label} <span className="font-normal text-slate-600">(facultatif)</span>
      </label>
      <textarea
        id={id}
        rows={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={`${inputClass} resize-y`}
        placeholder="Vos impressions : saveur, tenue, avec quelle résistance…"
      />
      <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
        <p id={`${id}-error`} role={error ? 'alert' : undefined} className="font-medium text-red-700">
          {error}
        </p>
        <p id={`${id}-count`} className={value.length > DESCRIPTION_MAX ? 'text-red-700' : 'text-slate-600'}>
          {value.length}/{DESCRIPTION_MAX}
        </p>
      </div>
    </div>
  );
}
