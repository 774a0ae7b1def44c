import type { Arome, CreateStashItemBody } from '@vapolib/contracts';
import type { StashKind } from '@vapolib/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { lazyFormResolver } from '../../lib/form-resolver.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useAddStashItem } from './api/use-add-stash-item.ts';
import { StashAromaField } from './stash-aroma-field.tsx';
import { emptyStashForm, type StashFormValues } from './stash-form.ts';

const kinds: { value: StashKind; label: string }[] = [
  { value: 'base', label: 'Base' },
  { value: 'booster', label: 'Booster' },
  { value: 'aroma', label: 'Arôme' },
];

const unit = (text: string) => (
  <span className="pointer-events-none pr-3 text-sm font-medium text-slate-600" aria-hidden="true">
    {text}
  </span>
);

// The form's schema (zod and the contract) loads when the form is first checked: the form is on /stock's first screen.
const stashResolver = lazyFormResolver<StashFormValues, CreateStashItemBody>(() =>
  import('./stash-form-schema.ts').then(({ stashFormSchema }) => stashFormSchema),
);

/** Adds a bottle to the shelf: a base (its PG/VG), a nicotine booster (strength, ratio, bottle) or an aroma. */
export function StashAddForm() {
  const add = useAddStashItem();
  const feedback = useTimedMessage(8000);
  // Fetched once the form shows, while the network is there: sent offline, it must not wait on a chunk.
  useEffect(() => stashResolver.preload(), []);
  const form = useForm<StashFormValues, unknown, CreateStashItemBody>({
    resolver: stashResolver,
    defaultValues: emptyStashForm(),
  });
  const { register, handleSubmit, watch, reset, setValue } = form;
  const field = fieldProps(form);
  const kind = watch('kind');
  // The catalogue aroma taken in the name's search (its brand shown), or null.
  const [aroma, setAroma] = useState<Arome | null>(null);
  const chooseAroma = (choice: Arome | null) => {
    setAroma(choice);
    setValue('aroma_id', choice?.id ?? null);
  };
  const resetTo = (next: StashKind) => {
    setAroma(null);
    reset(emptyStashForm(next));
  };
  const submit = handleSubmit((body) => {
    feedback.clear();
    add.mutate(
      { key: crypto.randomUUID(), body },
      {
        onSuccess: (result) => {
          feedback.show('success', result.queued ? QUEUED_TEXT : result.data.message);
          resetTo(kind);
        },
        onError: (error) => feedback.show('error', error.message),
      },
    );
  });
  const kindField = register('kind', {
    onChange: (event) => resetTo(event.target.value as StashKind),
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="stash-add-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="stash-add-title" className="text-lg font-bold">
        Ajouter à mon stock
      </h2>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Produit</legend>
        <div className="grid grid-cols-3 gap-2">
          {kinds.map((choice) => (
            <label
              key={choice.value}
              className="relative inline-flex min-h-11 cursor-pointer items-center justify-center rounded-xl bg-white px-1 text-center text-base font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" value={choice.value} className="sr-only" {...kindField} />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'aroma' ? (
        <StashAromaField control={form.control} name={watch('name')} aroma={aroma} onChoose={chooseAroma} />
      ) : (
        <TextField label="Nom (facultatif)" maxLength={80} autoComplete="off" {...field('name')} />
      )}
      {kind === 'booster' && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Force"
            inputMode="decimal"
            autoComplete="off"
            trailing={unit('mg/mL')}
            {...field('strength')}
          />
          <TextField
            label="Flacon"
            inputMode="decimal"
            autoComplete="off"
            trailing={unit('mL')}
            {...field('bottle_ml')}
          />
        </div>
      )}
      {kind !== 'aroma' && (
        <TextField
          label="PG"
          inputMode="numeric"
          autoComplete="off"
          trailing={unit('%')}
          hint="Le VG est le reste : 50 pour une base 50/50, 100 pour du PG pur, 0 pour du VG pur."
          {...field('pg')}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Quantité restante"
          inputMode="decimal"
          autoComplete="off"
          trailing={unit('mL')}
          {...field('volume_ml')}
        />
        <TextField
          label="Prix payé"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          trailing={unit('€')}
          {...field('price_cents')}
        />
      </div>
      {kind === 'aroma' && <TextField label="Ouvert le" type="date" {...field('opened_on')} />}
      <Banner message={feedback.message} />
      <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
        Ajouter
      </Button>
    </form>
  );
}
