import { createCigaretteBody } from '@vapolib/contracts';
import { MODELE_MAX, timings } from '@vapolib/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAddCigarette } from '../api/use-add-cigarette.ts';

type Done = (text: string) => void;

function AddDeviceForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: Done }) {
  const add = useAddCigarette();
  const feedback = useTimedMessage(timings.messageClearMs);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof createCigaretteBody>, unknown, z.output<typeof createCigaretteBody>>({
    resolver: formResolver(createCigaretteBody),
    mode: 'onTouched',
    defaultValues: { modele: '' },
  });
  const submit = handleSubmit(({ modele }) => {
    feedback.clear();
    add.mutate(modele, {
      onSuccess: (answer) => onAdded(answer.message),
      onError: (error) => feedback.show('error', error.message),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Modèle"
        placeholder="ex. Aspire Zelos 3"
        autoComplete="off"
        maxLength={MODELE_MAX}
        hint="Lettres, chiffres, espaces, tiret, tiret bas et point."
        error={errors.modele?.message}
        {...register('modele')}
      />
      <Banner message={feedback.message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" disabled={add.isPending}>
          Ajouter
        </Button>
      </div>
    </form>
  );
}

/** "Ajouter une cigarette": the device model, checked as the server does. */
export function AddDeviceDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: Done;
}) {
  return (
    <Modal open={open} title="Ajouter une cigarette" onClose={onClose}>
      <AddDeviceForm onCancel={onClose} onAdded={onAdded} />
    </Modal>
  );
}
