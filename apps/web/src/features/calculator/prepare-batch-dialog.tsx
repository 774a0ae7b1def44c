import { createBatchBody } from '@vapolib/contracts';
import {
  type BatchFamilyId,
  batchFamilyIds,
  batchFamilyLabel,
  batchFigures,
  batchSteepingDays,
  dayIn,
  guessMaturationFamily,
  type IsoDay,
  maturationGuide,
  messages,
  mixNeeds,
  planDeduction,
} from '@vapolib/domain';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Banner } from '../../components/ui/banner.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { DialogActions } from '../../components/ui/dialog-footer.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';
import { batchAmountText } from '../../lib/batch-texts.ts';
import { formatDay, readyAfterText } from '../../lib/dates.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { isPendingStashItem } from '../../lib/queries/pending-stash.ts';
import { asBottle, useStash } from '../../lib/queries/use-stash.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useCreateBatch } from './api/use-create-batch.ts';
import { type CalculatorState, recipeBody } from './calculator-state.ts';

/** The saved recipe the calculator shows, while its values are untouched. */
export interface OpenedRecipe {
  id: number;
  name: string;
}

const familyDuration = (family: BatchFamilyId) => {
  if (family === 'shake-and-vape') return 'prête tout de suite';
  return maturationGuide.find((item) => item.id === family)?.duration ?? '';
};

/** The aroma names the calculator knows (the precise mode's), for guessing the flavour family. */
function aromaNames(state: CalculatorState): string[] {
  return state.mode === 'precise' ? state.precise.aromas.map((aroma) => aroma.name) : [];
}

/** The family chosen in the maturation guide, shake & vape, or the one the aroma names suggest. */
function proposedFamily(
  state: CalculatorState,
  recipe: OpenedRecipe | null,
): { family: BatchFamilyId | null; guessed: boolean } {
  if (state.shakeAndVape) return { family: 'shake-and-vape', guessed: false };
  if (state.maturation) return { family: state.maturation, guessed: false };
  const guess = guessMaturationFamily([...aromaNames(state), recipe?.name]);
  return { family: guess, guessed: guess !== null };
}

/** A name to start from: the recipe's, the first aroma's, or the day's. */
function proposedName(state: CalculatorState, recipe: OpenedRecipe | null, today: IsoDay): string {
  if (recipe) return recipe.name;
  const aroma = aromaNames(state).find((name) => name.trim() !== '');
  return (aroma?.trim() ?? `Mélange du ${formatDay(today)}`).slice(0, 80);
}

function PrepareForm({
  state,
  recipe,
  stepId,
  today,
  onCancel,
  onSaved,
}: {
  state: CalculatorState;
  recipe: OpenedRecipe | null;
  stepId: number | null;
  today: IsoDay;
  onCancel: () => void;
  onSaved: (text: string) => void;
}) {
  const create = useCreateBatch();
  const feedback = useTimedMessage(8000);
  const familyId = useId();
  const calculation = useMemo(() => {
    const { mode, inputs } = recipeBody(state, '');
    return { mode, inputs } as z.input<typeof createBatchBody>['calculation'] & object;
  }, [state]);
  const figures = useMemo(
    () => batchFigures(calculation as Parameters<typeof batchFigures>[0]),
    [calculation],
  );
  const proposal = proposedFamily(state, recipe);
  // « Puis-je le faire ? »: what the shelf lacks for this mix, before it is recorded.
  const stash = useStash();
  const items = Array.isArray(stash.data?.items) ? stash.data.items : [];
  const hasStash = items.length > 0;
  const plan = useMemo(() => {
    const needs = mixNeeds(calculation as Parameters<typeof mixNeeds>[0]);
    const bottles = items.filter((item) => !isPendingStashItem(item)).map(asBottle);
    return needs && bottles.length > 0 ? planDeduction(bottles, needs) : null;
  }, [calculation, items]);
  const short = plan?.short ?? [];
  const schema = useMemo(
    () =>
      z
        .object({
          name: z.string(),
          prepared_on: z.string(),
          flavour_family: z.string(),
          notifie: z.boolean(),
          from_stash: z.boolean(),
          short_confirmed: z.boolean(),
        })
        .refine((values) => values.prepared_on <= today, {
          path: ['prepared_on'],
          message: messages.batchDateInFuture,
        })
        .refine((values) => !values.from_stash || short.length === 0 || values.short_confirmed, {
          path: ['short_confirmed'],
          message: 'Confirmez que vous l’aviez, ou ne déduisez pas ce mélange de votre stock.',
        })
        .transform(
          ({ from_stash, short_confirmed: _, ...values }): z.input<typeof createBatchBody> => ({
            ...values,
            // Only with a stash: without one there is nothing to take from.
            ...(hasStash && from_stash ? { from_stash: true } : {}),
            // An unknown value is the server's to refuse, with its French message.
            flavour_family: values.flavour_family as BatchFamilyId,
            volume_ml: figures?.volumeMl ?? 0,
            nicotine_rate: figures?.nicotineRate ?? 0,
            recipe_id: recipe?.id ?? null,
            ...(stepId !== null ? { step_id: stepId } : {}),
            calculation,
          }),
        )
        .pipe(createBatchBody),
    [today, figures, recipe, stepId, calculation, short, hasStash],
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: formResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      name: proposedName(state, recipe, today),
      prepared_on: today,
      flavour_family: proposal.family ?? '',
      notifie: true,
      from_stash: true,
      short_confirmed: false,
    },
  });
  const family = watch('flavour_family');
  const fromStash = watch('from_stash');
  const submit = handleSubmit((body) => {
    feedback.clear();
    create.mutate(
      { ...body, key: crypto.randomUUID() },
      {
        onSuccess: (result) => onSaved(result.queued ? QUEUED_TEXT : result.data.message),
        onError: (error) => feedback.show('error', error.message),
      },
    );
  });

  if (!figures) {
    return (
      <div className="space-y-5">
        <p className="text-base text-slate-700">
          Le calcul n’a pas de résultat pour l’instant : corrigez les valeurs du calculateur, puis notez votre
          mélange.
        </p>
        <DialogActions onCancel={onCancel} submitLabel="Enregistrer" disabled />
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-900">
        {batchAmountText({ volume_ml: figures.volumeMl, nicotine_rate: figures.nicotineRate })}
        {recipe ? ` · recette « ${recipe.name} »` : ''}
        {stepId !== null ? ' · pour la prochaine étape de votre plan' : ''}
      </p>
      <TextField label="Nom" maxLength={80} error={errors.name?.message} {...register('name')} />
      <TextField
        label="Préparé le"
        type="date"
        max={today}
        error={errors.prepared_on?.message}
        {...register('prepared_on')}
      />
      <div>
        <label htmlFor={familyId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Famille de saveur
        </label>
        <select
          id={familyId}
          className={inputClass}
          aria-invalid={errors.flavour_family ? true : undefined}
          aria-describedby={`${familyId}-hint${errors.flavour_family ? ` ${familyId}-error` : ''}`}
          // React resets an uncontrolled select to its first option after the form set it: say it here too.
          defaultValue={proposal.family ?? ''}
          {...register('flavour_family')}
        >
          <option value="">Choisissez…</option>
          {batchFamilyIds.map((id) => (
            <option key={id} value={id}>
              {batchFamilyLabel(id)} ({familyDuration(id)})
            </option>
          ))}
        </select>
        <p id={`${familyId}-hint`} className="mt-1.5 text-sm text-slate-600">
          {proposal.guessed && family === proposal.family
            ? 'Devinée d’après les arômes : modifiez-la si besoin.'
            : 'Elle donne le jour où votre mélange sera prêt, d’après le guide de maturation.'}
          {family && family !== 'shake-and-vape'
            ? ` ${readyAfterText(batchSteepingDays(family as BatchFamilyId).min)}.`
            : ''}
        </p>
        {errors.flavour_family && (
          <p id={`${familyId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.flavour_family.message}
          </p>
        )}
      </div>
      <Checkbox
        label="Me prévenir le jour où elle est prête"
        error={errors.notifie?.message}
        {...register('notifie')}
      />
      {hasStash && (
        <div className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <Checkbox label="Déduire de mon stock" {...register('from_stash')} />
          {fromStash && plan && short.length === 0 && (
            <p className="text-base text-emerald-900" data-testid="stash-enough">
              Votre stock suffit pour ce mélange.
            </p>
          )}
          {fromStash && short.length > 0 && (
            <>
              <div className="text-base text-amber-950" data-testid="stash-short">
                <p className="font-semibold">Il manque dans votre stock :</p>
                <ul className="list-disc pl-5">
                  {short.map((item) => (
                    <li key={item.label}>
                      {item.label} : {String(item.ml).replace('.', ',')} mL
                    </li>
                  ))}
                </ul>
              </div>
              <Checkbox
                label="Je l’avais quand même : enregistrer (le stock ne descend pas sous zéro)"
                error={errors.short_confirmed?.message}
                {...register('short_confirmed')}
              />
            </>
          )}
        </div>
      )}
      <Banner message={feedback.message} />
      <DialogActions
        onCancel={onCancel}
        submitLabel="Enregistrer la préparation"
        disabled={create.isPending}
      />
    </form>
  );
}

/** « J'ai préparé ce mélange »: the calculation becomes a batch, with its ready day from the guide. */
export function PrepareBatchDialog({
  open,
  state,
  recipe,
  stepId = null,
  onClose,
  onSaved,
}: {
  open: boolean;
  state: CalculatorState;
  recipe: OpenedRecipe | null;
  stepId?: number | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  return (
    <Modal open={open} title="J’ai préparé ce mélange" onClose={onClose}>
      <PrepareForm
        state={state}
        recipe={recipe}
        stepId={stepId}
        today={dayIn(new Date())}
        onCancel={onClose}
        onSaved={onSaved}
      />
    </Modal>
  );
}
