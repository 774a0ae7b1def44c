import { Button } from './button.tsx';

/** The server's refusal inside a form dialog, read out as soon as it shows. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-300">
      {message}
    </p>
  );
}

/** "Annuler" and the submit button of a form dialog: side by side on wide screens, submit on top on phones. */
export function DialogActions({
  onCancel,
  submitLabel = 'Enregistrer',
  disabled = false,
  flush = false,
}: {
  onCancel: () => void;
  submitLabel?: string;
  disabled?: boolean;
  /** No extra room above the buttons: the form's own spacing is enough (its banner stands right above). */
  flush?: boolean;
}) {
  return (
    <div className={`flex flex-col-reverse gap-3 ${flush ? '' : 'pt-2 '}sm:flex-row sm:justify-end`}>
      <Button variant="secondary" onClick={onCancel}>
        Annuler
      </Button>
      <Button type="submit" disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
