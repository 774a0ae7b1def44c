import type { Arome, CreateStashItemBody } from '@vapolib/contracts';
import { AROMA_SEARCH_LIMIT, timings } from '@vapolib/domain';
import { type Control, Controller } from 'react-hook-form';
import { AromaImage } from '../../components/ui/aroma-image.tsx';
import { Combobox } from '../../components/ui/combobox.tsx';
import { useAromeSearch } from '../../lib/queries/use-arome-search.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import type { StashFormValues } from './stash-form.ts';

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/**
 * The aroma's name, searched in the catalogue as it is typed (the combobox of « Ajouter un liquide »): a
 * suggestion taken sets the name and links the catalogue's aroma; any other name is kept as typed, unlinked.
 */
export function StashAromaField({
  control,
  name,
  aroma,
  onChoose,
}: {
  control: Control<StashFormValues, unknown, CreateStashItemBody>;
  /** The text in the field (the form's `name`). */
  name: string;
  /** The catalogue aroma taken, or null. */
  aroma: Pick<Arome, 'id' | 'name' | 'brand'> | null;
  onChoose: (aroma: Arome | null) => void;
}) {
  const typed = name.trim();
  const query = useDebouncedValue(typed, timings.searchDebounceMs);
  // Nothing is asked once a suggestion is taken and its name left as it is.
  const chosen = aroma !== null && aroma.name.slice(0, 80) === name;
  const search = useAromeSearch(chosen ? '' : query, '');
  const current = query === typed && !search.isPlaceholderData;
  const options = chosen || !typed || !query ? [] : (search.data ?? []);

  let status: string | undefined;
  if (chosen) status = `Arôme du catalogue : ${aroma.name} (${aroma.brand}).`;
  else if (typed) {
    if (search.isError) status = search.error.message;
    else if (!current || (search.isFetching && options.length === 0)) status = 'Recherche…';
    else if (search.data)
      status =
        search.data.length === 0
          ? 'Aucun arôme du catalogue à ce nom : il sera ajouté tel quel.'
          : search.data.length >= AROMA_SEARCH_LIMIT
            ? `${plural(search.data.length, 'suggestion')} : précisez le nom pour voir les autres.`
            : `${plural(search.data.length, 'suggestion')} du catalogue.`;
  }

  return (
    <Controller
      control={control}
      name="name"
      render={({ field, fieldState }) => (
        <Combobox
          label="Nom de l’arôme"
          placeholder="Cherchez dans le catalogue : fraise, vanilla…"
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onInputChange={(text) => {
            field.onChange(text);
            if (aroma) onChoose(null);
          }}
          options={options}
          optionKey={(option) => String(option.id)}
          renderOption={(option) => (
            <>
              <AromaImage src={option.image_url} size={40} className="h-10 w-10 shrink-0 rounded-lg" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{option.name}</span>
                <span className="block truncate text-sm text-slate-600">{option.brand}</span>
              </span>
            </>
          )}
          onSelect={(option) => {
            // A stash name holds 80 characters, a catalogue name up to 100.
            field.onChange(option.name.slice(0, 80));
            onChoose(option);
          }}
          stale={!current}
          error={fieldState.error?.message}
          status={status}
        />
      )}
    />
  );
}
