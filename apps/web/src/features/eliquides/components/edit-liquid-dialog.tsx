import type { Eliquide } from '@vapolib/contracts';
import { descriptionError } from '@vapolib/domain';
import { type FormEvent, useState } from 'react';
import { DialogActions, FormError } from '../../../components/ui/dialog-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { useResetOnOpen } from '../../../lib/use-reset-on-open.ts';
import { DescriptionField } from './description-field.tsx';

export interface LiquidEdit {
  rating: number;
  description: string;
}

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
  const [rating, setRating] = useState(liquid.rating);
  const [description, setDescription] = useState(liquid.description ?? '');

  // Every opening starts from the saved values.
  useResetOnOpen(open, () => {
    setRating(liquid.rating);
    setDescription(liquid.description ?? '');
  });

  const invalid = Boolean(descriptionError(description));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onSave({ rating, description: description.trim() });
  };

  return (
    <Modal open={open} title="Modifier le liquide" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <StarRating value={rating} onChange={setRating} />
        <DescriptionField label="Commentaire" value={description} onChange={setDescription} />
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
