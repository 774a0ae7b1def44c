import { createAromeBody } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass, TextField } from '../../../components/ui/text-field.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useCreateArome } from '../api/use-aromes-create.ts';

/** The select's "autre" choice; never a brand name, so a brand called "autre" stays choosable. */
const OTHER = '__autre__';
const CUSTOM_BRAND_REQUIRED = 'Saisissez le nom de la nouvelle marque.';

/** The server's rules (createAromeBody), the brand being a known one or, with "autre", a typed one. */
const aromeForm = z
  .object({
    name: createAromeBody.shape.name,
    brandChoice: z.string().min(1, messages.aromeBrandRequired),
    customBrand: z.string(),
    image_url: createAromeBody.shape.image_url,
  })
  .superRefine(({ brandChoice, customBrand }, ctx) => {
    if (brandChoice !== OTHER) return;
    const problem = customBrand.trim()
      ? createAromeBody.shape.brand.safeParse(customBrand).error?.issues[0]?.message
      : CUSTOM_BRAND_REQUIRED;
    if (problem) ctx.addIssue({ code: 'custom', path: ['customBrand'], message: problem });
  })
  .transform(({ name, brandChoice, customBrand, image_url }) => ({
    name,
    brand: brandChoice === OTHER ? customBrand.trim() : brandChoice,
    image_url: image_url || undefined,
    status: 1 as const,
  }));

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
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({
    resolver: formResolver(aromeForm),
    defaultValues: { name: '', brandChoice: '', customBrand: '', image_url: '' },
  });
  const brandChoice = watch('brandChoice');

  const submit = handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: (result) => {
        onResult('success', result.message || messages.aromeCreated);
        // The next aroma is often of the same brand: it stays chosen, a new one included.
        reset({ name: '', brandChoice: body.brand, customBrand: '', image_url: '' });
      },
      onError: (error) => onResult('error', error.message),
    });
  });

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
        <TextField label="Nom" maxLength={100} error={errors.name?.message} {...register('name')} />
        <div>
          <label htmlFor={brandId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Marque
          </label>
          <select
            id={brandId}
            aria-invalid={errors.brandChoice ? true : undefined}
            aria-describedby={errors.brandChoice ? `${brandId}-error` : undefined}
            className={inputClass}
            {...register('brandChoice')}
            // Controlled too: a brand just added is chosen once the refreshed list offers it.
            value={brandChoice}
          >
            <option value="">Choisir une marque</option>
            {brands.map((known) => (
              <option key={known} value={known}>
                {known}
              </option>
            ))}
            <option value={OTHER}>Autre (nouvelle marque)</option>
          </select>
          {errors.brandChoice && (
            <p id={`${brandId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.brandChoice.message}
            </p>
          )}
        </div>
        {brandChoice === OTHER && (
          <TextField
            label="Nouvelle marque"
            maxLength={100}
            error={errors.customBrand?.message}
            {...register('customBrand', { shouldUnregister: false })}
          />
        )}
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
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Ajout en cours...' : 'Ajouter l’arôme'}
      </Button>
    </form>
  );
}
