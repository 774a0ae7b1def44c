import { type Eliquide, updateEliquideBody } from '@vapolib/contracts';
import { descriptionError } from '@vapolib/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogActions, FormError } from '../../../components/ui/dialog-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useResetOnOpen } from '../../../lib/use-reset-on-open.ts';
import { DescriptionField } from './description-field.tsx';

/** The server's rules for both fields; a blank comment is sent as "" (the server clears it). */
const liquidEditForm = z.object({
  rating: updateEliquideBody.shape.rating.unwrap(),
  description: updateEliquideBody.shape.description.transform((value) => value ?? ''),
});
export type LiquidEdit = z.output<typeof liquidEditForm>;

/** "Modifier": the rating and the comment, checked like the add form's; an error disables the save. */
export function EditLiquidDialog({
  open,
  liquid,
  busy,
  error,
  onSave,
  onClose,
}: {
  open: boolean;
  liquid: Eliquide;
  busy: boolean;
  error: string | null;
  onSave: (edit: LiquidEdit) => void;
  onClose: () => void;
}) {
  const ratingErrorId = useId();
  const saved = () => ({ rating: liquid.rating, description: liquid.description ?? '' });
  const { control, handleSubmit, reset, watch } = useForm({
    resolver: formResolver(liquidEditForm),
    defaultValues: saved(),
  });
  // Every opening starts from the saved values.
  useResetOnOpen(open, () => reset(saved()));

  // The comment's rule, said as it is typed, holds the save back at once.
  const invalid = Boolean(descriptionError(watch('description')));

  return (
    <Modal open={open} title="Modifier le liquide" onClose={onClose}>
      <form onSubmit={handleSubmit((edit) => onSave(edit))} noValidate className="space-y-5">
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <div>
              <StarRating
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(fieldState.error)}
                describedBy={fieldState.error ? ratingErrorId : undefined}
              />
              {fieldState.error && (
                <p id={ratingErrorId} className="mt-1.5 text-sm font-medium text-red-700">
                  {fieldState.error.message}
                </p>
              )}
            </div>
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <DescriptionField label="Commentaire" value={field.value ?? ''} onChange={field.onChange} />
          )}
        />
        <FormError message={error} />
        <DialogActions
          onCancel={onClose}
          disabled={busy || invalid}
          submitLabel={busy ? 'Enregistrement...' : 'Enregistrer'}
        />
      </form>
    </Modal>
  );
}
