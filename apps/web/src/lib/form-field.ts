import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * What a field of `form` takes, its registration and its error text, to spread on a TextField, PasswordField or
 * Checkbox: `const field = fieldProps(form)`, then `<TextField label="Nom" {...field('nom')} />`.
 */
export function fieldProps<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
) {
  return (name: Path<Values>) => ({
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name),
  });
}
