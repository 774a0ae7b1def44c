import { createCigaretteBody, deviceKind, deviceKindInfo, deviceKinds } from '@vapolib/contracts';
import { MODELE_MAX, timings } from '@vapolib/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner.tsx';
import { DialogActions } from '../../../components/ui/dialog-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { inputClass, TextField } from '../../../components/ui/text-field.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { QUEUED_TEXT } from '../../../lib/use-offline-write.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAddCigarette } from '../api/use-add-cigarette.ts';

type Done = (text: string) => void;

/** The contract's rules; the select's empty choice ("Je ne sais pas") is no kind. */
const deviceForm = createCigaretteBody.extend({
  kind: z.union([deviceKind, z.literal('')]).transform((kind) => kind || null),
});

function AddDeviceForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: Done }) {
  const add = useAddCigarette();
  const feedback = useTimedMessage(timings.messageClearMs);
  const kindId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof deviceForm>, unknown, z.output<typeof deviceForm>>({
    resolver: formResolver(deviceForm),
    mode: 'onTouched',
    defaultValues: { modele: '', kind: '' },
  });
  const submit = handleSubmit((body) => {
    feedback.clear();
    add.mutate(
      { body, key: crypto.randomUUID() },
      {
        onSuccess: (result) => onAdded(result.queued ? QUEUED_TEXT : result.data.message),
        onError: (error) => feedback.show('error', error.message),
      },
    );
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
      <div>
        <label htmlFor={kindId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Type (facultatif)
        </label>
        <select
          id={kindId}
          className={inputClass}
          aria-invalid={errors.kind ? true : undefined}
          aria-describedby={`${kindId}-hint${errors.kind ? ` ${kindId}-error` : ''}`}
          {...register('kind')}
        >
          <option value="">Je ne sais pas</option>
          {deviceKinds.map((kind) => (
            <option key={kind} value={kind}>
              {deviceKindInfo[kind].label}
            </option>
          ))}
        </select>
        <p id={`${kindId}-hint`} className="mt-1.5 text-sm text-slate-600">
          Il sert à proposer une durée de vie en mL pour ses résistances.
        </p>
        {errors.kind && (
          <p id={`${kindId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.kind.message}
          </p>
        )}
      </div>
      <Banner message={feedback.message} />
      <DialogActions onCancel={onCancel} submitLabel="Ajouter" disabled={add.isPending} flush />
    </form>
  );
}

/** "Ajouter une cigarette": the device model, checked as the server does, and its kind if the user knows it. */
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
