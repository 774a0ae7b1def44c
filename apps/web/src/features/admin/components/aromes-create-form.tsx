import { messages } from '@vapolib/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass, TextField } from '../../../components/ui/text-field.tsx';
import { useCreateArome } from '../api/use-aromes-create.ts';

/** The select's "autre" choice; never a brand name, so a brand called "autre" stays choosable. */
const OTHER = '__autre__';
const CUSTOM_BRAND_REQUIRED = 'Saisissez le nom de la nouvelle marque.';

/** Spec §2 admin aromes: name, a known brand or "autre" with a custom brand name, and an optional image. */
export function AromesCreateForm({
  brands,
  onResult,
}: {
  brands: readonly string[];
  onResult: (kind: 'success' | 'error', text: string) => void;
}) {
  const create = useCreateArome();
  const brandId = useId();
  const [name, setName] = useState('');
  const [brandChoice, setBrandChoice] = useState('');
  const [customBrand, setCustomBrand] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const brand = brandChoice === OTHER ? customBrand.trim() : brandChoice;
  const errors = {
    name: submitted && !name.trim() ? messages.aromeNameRequired : undefined,
    brand: submitted && !brandChoice ? messages.aromeBrandRequired : undefined,
    customBrand: submitted && brandChoice === OTHER && !brand ? CUSTOM_BRAND_REQUIRED : undefined,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim() || !brand) return;
    create.mutate(
      { name: name.trim(), brand, image_url: imageUrl.trim() || undefined, status: 1 },
      {
        onSuccess: (result) => {
          onResult('success', result.message || messages.aromeCreated);
          setName('');
          setImageUrl('');
          setSubmitted(false);
          if (brandChoice === OTHER) {
            setBrandChoice(brand);
            setCustomBrand('');
          }
        },
        onError: (error) => onResult('error', error.message),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-labelledby={`${brandId}-title`}
    >
      <h2 id={`${brandId}-title`} className="text-lg font-bold">
        Ajouter un arôme
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Nom"
          value={name}
          maxLength={100}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <div>
          <label htmlFor={brandId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Marque
          </label>
          <select
            id={brandId}
            value={brandChoice}
            onChange={(event) => setBrandChoice(event.target.value)}
            aria-invalid={errors.brand ? true : undefined}
            aria-describedby={errors.brand ? `${brandId}-error` : undefined}
            className={inputClass}
          >
            <option value="">Choisir une marque</option>
            {brands.map((known) => (
              <option key={known} value={known}>
                {known}
              </option>
            ))}
            <option value={OTHER}>Autre (nouvelle marque)</option>
          </select>
          {errors.brand && (
            <p id={`${brandId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.brand}
            </p>
          )}
        </div>
        {brandChoice === OTHER && (
          <TextField
            label="Nouvelle marque"
            value={customBrand}
            maxLength={100}
            error={errors.customBrand}
            onChange={(event) => setCustomBrand(event.target.value)}
          />
        )}
        <TextField
          label="Image (URL, facultatif)"
          type="url"
          inputMode="url"
          placeholder="/icons/fraise.svg"
          value={imageUrl}
          maxLength={500}
          hint="Vide : une image est générée d’après la saveur et la marque."
          onChange={(event) => setImageUrl(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Ajout en cours...' : 'Ajouter l’arôme'}
      </Button>
    </form>
  );
}
