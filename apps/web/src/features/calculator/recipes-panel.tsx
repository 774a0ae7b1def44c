import { createRecipeBody, type Recipe, renameRecipeBody } from '@vapolib/contracts';
import { type BatchCalculation, timings } from '@vapolib/domain';
import { useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formatShortDate } from '../../lib/dates.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useCreateRecipe } from './api/use-create-recipe.ts';
import { useDeleteRecipe } from './api/use-delete-recipe.ts';
import { useRecipes } from './api/use-recipes.ts';
import { useRenameRecipe } from './api/use-rename-recipe.ts';
import { type CalculatorState, recipeBody, shareUrl, stateFromRecipe } from './calculator-state.ts';
import { modeLabels, shareMessages } from './calculator-texts.ts';
import { shareLink } from './share-link.ts';
import { StashCheck } from './stash-check.tsx';

/** The first message of a refused form, in the schema's order (a name or a calculator value). */
function firstMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (!error) continue;
    if (typeof error.message === 'string') return error.message;
    const nested = firstMessage(error as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}

/** Save the calculator as a recipe; list, reopen, rename, share and delete the user's recipes. */
export function RecipesPanel({
  state,
  onOpen,
}: {
  state: CalculatorState;
  /** The recipe too, so a batch made from it can name it. */
  onOpen: (state: CalculatorState, recipe: Recipe) => void;
}) {
  const recipes = useRecipes();
  const create = useCreateRecipe();
  const rename = useRenameRecipe();
  const remove = useDeleteRecipe();
  const feedback = useTimedMessage(timings.messageClearMs);
  const [renaming, setRenamingRecipe] = useState<Recipe | null>(null);
  const [deleting, setDeleting] = useState<Recipe | null>(null);
  const [manualLink, setManualLink] = useState<string | null>(null);
  // The recipe whose « Puis-je le faire ? » is open.
  const [checking, setChecking] = useState<number | null>(null);

  // The name typed here, with the calculator's values, makes the recipe the server would take.
  const recipeForm = useMemo(
    () =>
      z
        .object({ name: z.string() })
        .transform(({ name }) => recipeBody(state, name))
        .pipe(createRecipeBody),
    [state],
  );
  const saveForm = useForm({ resolver: formResolver(recipeForm), defaultValues: { name: '' } });
  const save = saveForm.handleSubmit(
    (body) =>
      create.mutate(body, {
        onSuccess: (answer) => {
          feedback.show('success', answer.message);
          saveForm.reset({ name: '' });
        },
        onError: (error) => feedback.show('error', error.message),
      }),
    (errors) => feedback.show('error', firstMessage(errors) ?? 'Recette invalide.'),
  );

  const share = async (recipe: Recipe) => {
    const url = shareUrl(stateFromRecipe(recipe));
    const outcome = await shareLink(url, recipe.name);
    const message = shareMessages[outcome];
    setManualLink(outcome === 'failed' ? url : null);
    if (message) feedback.show(message.kind, message.text);
  };

  const renameForm = useForm({ resolver: formResolver(renameRecipeBody), defaultValues: { name: '' } });
  const setRenaming = (recipe: Recipe | null) => {
    setRenamingRecipe(recipe);
    if (recipe) renameForm.reset({ name: recipe.name });
  };
  const submitRename = renameForm.handleSubmit(({ name }) => {
    if (!renaming) return;
    rename.mutate(
      { id: renaming.id, name },
      {
        onSuccess: (answer) => {
          feedback.show('success', answer.message);
          setRenaming(null);
        },
        onError: (error) => feedback.show('error', error.message),
      },
    );
  });

  return (
    <section
      aria-labelledby="recipes-title"
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="recipes-title" className="text-lg font-bold">
        Mes recettes
      </h2>
      <form onSubmit={save} className="flex flex-col gap-3" noValidate>
        <TextField
          label="Nom de la recette"
          className="flex-1"
          maxLength={80}
          placeholder="Ex. : Fraise gourmande 3 mg"
          {...saveForm.register('name')}
        />
        <Button type="submit" disabled={create.isPending}>
          Enregistrer la recette
        </Button>
      </form>
      <Banner message={feedback.message} />
      {manualLink && (
        <TextField
          label="Lien à copier"
          readOnly
          value={manualLink}
          onFocus={(event) => event.target.select()}
        />
      )}

      {recipes.isPending ? (
        <Spinner label="Chargement des recettes…" />
      ) : recipes.isError ? (
        <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-900">
          <p>{recipes.error.message}</p>
          <Button variant="secondary" onClick={() => recipes.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : recipes.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-slate-700">
          Aucune recette enregistrée. Donnez un nom à votre mélange puis enregistrez-le.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Recettes enregistrées">
          {recipes.data.map((recipe) => (
            <li key={recipe.id} className="space-y-1 py-3">
              <button
                type="button"
                className="flex min-h-11 w-full flex-col items-start rounded-lg px-1 text-left hover:bg-slate-50"
                onClick={() => onOpen(stateFromRecipe(recipe), recipe)}
                aria-label={`Ouvrir ${recipe.name}`}
              >
                <span className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                  {recipe.name}
                </span>
                <span className="text-sm text-slate-600">
                  {modeLabels[recipe.mode]} · {formatShortDate(recipe.updated_at)}
                </span>
              </button>
              <Button
                variant="secondary"
                className="w-full px-3 text-sm sm:w-auto"
                aria-label={`Puis-je faire ${recipe.name} ?`}
                aria-expanded={checking === recipe.id}
                aria-controls={checking === recipe.id ? `recipe-check-${recipe.id}` : undefined}
                onClick={() => setChecking((open) => (open === recipe.id ? null : recipe.id))}
              >
                Puis-je le faire ?
              </Button>
              {checking === recipe.id && (
                <StashCheck
                  id={`recipe-check-${recipe.id}`}
                  calculation={{ mode: recipe.mode, inputs: recipe.inputs } as BatchCalculation}
                />
              )}
              <div className="grid grid-cols-3 gap-1 sm:flex">
                <Button
                  variant="ghost"
                  className="px-2 text-sm"
                  aria-label={`Renommer ${recipe.name}`}
                  onClick={() => setRenaming(recipe)}
                >
                  Renommer
                </Button>
                <Button
                  variant="ghost"
                  className="px-2 text-sm"
                  aria-label={`Partager ${recipe.name}`}
                  onClick={() => share(recipe)}
                >
                  Partager
                </Button>
                <Button
                  variant="ghost"
                  className="px-2 text-sm text-red-800"
                  aria-label={`Supprimer ${recipe.name}`}
                  onClick={() => setDeleting(recipe)}
                >
                  Supprimer
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Modal open={renaming !== null} title="Renommer la recette" onClose={() => setRenaming(null)}>
        <form onSubmit={submitRename} className="space-y-5" noValidate>
          <TextField
            label="Nouveau nom"
            maxLength={80}
            error={renameForm.formState.errors.name?.message}
            {...renameForm.register('name')}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRenaming(null)}>
              Annuler
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              Renommer
            </Button>
          </div>
        </form>
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        text={`Supprimer la recette « ${deleting?.name ?? ''} » ?`}
        confirmLabel="Supprimer"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (answer) => feedback.show('success', answer.message),
            onError: (error) => feedback.show('error', error.message),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </section>
  );
}
