import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';
import { type Choice, ChoiceGroup } from './choice-group.tsx';

/** A ChoiceGroup bound to a react-hook-form field: its value, its focus and its error under the legend. */
export function ChoiceField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  radioName = name,
  legend,
  hint,
  columns,
  choices,
  onPicked,
}: {
  control: Control<Values>;
  name: Name;
  /** The radios' own name, when two forms with the same field may be on screen together. */
  radioName?: string;
  legend: ReactNode;
  hint?: ReactNode;
  columns?: string;
  choices: Choice<PathValue<Values, Name> & (string | number)>[];
  /** Runs after the field took the value (e.g. to keep another field consistent). */
  onPicked?: (value: PathValue<Values, Name>) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceGroup
          legend={legend}
          hint={hint}
          name={radioName}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onPicked?.(value);
          }}
          inputRef={field.ref}
          error={fieldState.error?.message}
          columns={columns}
          choices={choices}
        />
      )}
    />
  );
}
