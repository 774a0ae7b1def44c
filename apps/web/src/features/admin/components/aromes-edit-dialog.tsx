import type { Arome, UpdateAromeBody } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DialogActions, FormError } from '../../../components/ui/dialog-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { inputClass, TextField } from '../../../components/ui/text-field.tsx';

/** The generated picture is not an admin's choice: the field starts empty for it. */
const chosenImage = (arome: Arome) =>
  arome.image_url === `/api/aromes/${arome.id}/image.svg` ? '' : arome.image_url;

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
  const [values, setValues] = useState({ name: '', brand: '', image_url: '', status: 1 as 1 | 2 });
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!arome) return;
    setValues({ name: arome.name, brand: arome.brand, image_url: chosenImage(arome), status: arome.status });
    setSubmitted(false);
  }, [arome]);

  const errors = {
    name: submitted && !values.name.trim() ? messages.aromeNameRequired : undefined,
    brand: submitted && !values.brand.trim() ? messages.aromeBrandRequired : undefined,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!arome || !values.name.trim() || !values.brand.trim()) return;
    const image = values.image_url.trim();
    onSave(arome.id, {
      name: values.name.trim(),
      brand: values.brand.trim(),
      // Only a changed picture is sent: empty goes back to the generated one.
      ...(image !== chosenImage(arome) ? { image_url: image || null } : {}),
      status: values.status,
    });
  };

  return (
    <Modal open={arome !== null} title="Modifier l’arôme" onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Nom"
          value={values.name}
          maxLength={100}
          error={errors.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        />
        <TextField
          label="Marque"
          value={values.brand}
          maxLength={100}
          list={`${id}-brands`}
          error={errors.brand}
          onChange={(event) => setValues((current) => ({ ...current, brand: event.target.value }))}
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
          value={values.image_url}
          maxLength={500}
          hint="Vide : une image est générée d’après la saveur et la marque."
          onChange={(event) => setValues((current) => ({ ...current, image_url: event.target.value }))}
        />
        <div>
          <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Statut
          </label>
          <select
            id={`${id}-status`}
            value={values.status}
            onChange={(event) =>
              setValues((current) => ({ ...current, status: event.target.value === '2' ? 2 : 1 }))
            }
            className={inputClass}
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
