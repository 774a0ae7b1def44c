import { type Arome, aromeStatus, createAromeBody, type UpdateAromeBody } from '@vapolib/contracts';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogActions, FormError } from '../../../components/ui/dialog-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { inputClass, TextField } from '../../../components/ui/text-field.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';

/** The generated picture is not an admin's choice: the field starts empty for it. */
const chosenImage = (arome: Arome) =>
  arome.image_url === `/api/aromes/${arome.id}/image.svg` ? '' : arome.image_url;

/** The server's rules for each field; here all four are sent, the image only when changed. */
const aromeForm = z.object({
  name: createAromeBody.shape.name,
  brand: createAromeBody.shape.brand,
  image_url: createAromeBody.shape.image_url.unwrap(),
  status: aromeStatus,
});
type AromeForm = z.input<typeof aromeForm>;

/** Edits name, brand, image and status of an aroma. */
export function AromesEditDialog({
  arome,
  brands,
  busy,
  error,
  onSave,
  onClose,
}: {
  arome: Arome | null;
  brands: readonly string[];
  busy: boolean;
  /** The server's refusal, shown inside the dialog. */
  error: string | null;
  onSave: (id: number, body: UpdateAromeBody) => void;
  onClose: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AromeForm, unknown, z.output<typeof aromeForm>>({ resolver: formResolver(aromeForm) });

  useEffect(() => {
    if (arome)
      reset({ name: arome.name, brand: arome.brand, image_url: chosenImage(arome), status: arome.status });
  }, [arome, reset]);

  const submit = handleSubmit(({ name, brand, image_url, status }) => {
    if (!arome) return;
    onSave(arome.id, {
      name,
      brand,
      // Only a changed picture is sent: empty goes back to the generated one.
      ...(image_url !== chosenImage(arome) ? { image_url: image_url || null } : {}),
      status,
    });
  });

  return (
    <Modal open={arome !== null} title="Modifier l’arôme" onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Nom" maxLength={100} error={errors.name?.message} {...register('name')} />
        <TextField
          label="Marque"
          maxLength={100}
          list={`${id}-brands`}
          error={errors.brand?.message}
          {...register('brand')}
        />
        <datalist id={`${id}-brands`}>
          {brands.map((brand) => (
            <option key={brand} value={brand} />
          ))}
        </datalist>
        <TextField
          label="Image (URL, facultatif)"
          type="url"
          inputMode="url"
          placeholder="/icons/fraise.svg"
          maxLength={500}
          hint="Vide : une image est générée d’après la saveur et la marque."
          error={errors.image_url?.message}
          {...register('image_url')}
        />
        <div>
          <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Statut
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            {...register('status', { setValueAs: (value) => (String(value) === '2' ? 2 : 1) })}
          >
            <option value={1}>Actif</option>
            <option value={2}>Inactif</option>
          </select>
        </div>
        <FormError message={error} />
        <DialogActions onCancel={onClose} disabled={busy} />
      </form>
    </Modal>
  );
}
