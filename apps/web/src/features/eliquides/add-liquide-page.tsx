import { useQueryClient } from '@tanstack/react-query';
import { type Arome, createEliquideBody } from '@vapolib/contracts';
import {
  AROMA_SEARCH_LIMIT,
  descriptionError,
  messages,
  normalizeForSearch,
  suggestBrands,
  timings,
} from '@vapolib/domain';
import { useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AromaImage } from '../../components/ui/aroma-image.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Combobox } from '../../components/ui/combobox.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { isPendingLiquid } from '../../lib/queries/pending-liquids.ts';
import { useAromeBrands } from '../../lib/queries/use-arome-brands.ts';
import { useAromeSearch } from '../../lib/queries/use-arome-search.ts';
import { myLiquidsQuery } from '../../lib/queries/use-my-liquids.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useCreateLiquid } from './api/use-create-liquid.ts';
import { DescriptionField } from './components/description-field.tsx';

const FIELD_IDS = { brand: 'liquide-marque', arome: 'liquide-arome', rating: 'liquide-note' } as const;
/** Where the focus goes when a field is refused, in this order (the aroma first: it is the one to choose). */
const FOCUS_ORDER = [
  ['arome_id', `#${FIELD_IDS.arome}`],
  ['brand', `#${FIELD_IDS.brand}`],
  ['rating', `#${FIELD_IDS.rating} [role="slider"]`],
] as const;

type LiquideForm = z.input<typeof createEliquideBody>;

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

export default function AddLiquidePage() {
  useDocumentMeta('Ajouter un liquide', 'Notez un nouvel e-liquide : marque, arôme, étoiles et commentaire.');
  const navigate = useNavigate();
  const brands = useAromeBrands();
  const create = useCreateLiquid();
  const queryClient = useQueryClient();
  const failure = useTimedMessage(timings.messageClearMs);

  // The values checked and sent live in the form; the comboboxes' own text and choice stay beside it.
  const {
    handleSubmit,
    setValue,
    resetField,
    trigger,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<LiquideForm, unknown, z.output<typeof createEliquideBody>>({
    resolver: formResolver(createEliquideBody),
    defaultValues: { arome_id: undefined, brand: '', rating: 0, description: '' },
    shouldFocusError: false,
  });
  const [brandText, rating, description] = watch(['brand', 'rating', 'description']);
  // Once the form was sent, each message follows what is changed.
  const options = { shouldDirty: true, shouldValidate: isSubmitted };
  const setBrandText = (text: string) => setValue('brand', text, options);
  const setRating = (value: number) => setValue('rating', value, options);
  const setDescription = (text: string) => setValue('description', text, options);
  const [brand, setBrand] = useState('');
  const [nameText, setNameText] = useState('');
  const [arome, setAromeChoice] = useState<Arome | null>(null);
  const setArome = (choice: Arome | null) => {
    setAromeChoice(choice);
    if (choice) setValue('arome_id', choice.id, options);
    else {
      resetField('arome_id', { keepError: true });
      if (isSubmitted) void trigger('arome_id');
    }
  };
  const [duplicate, setDuplicate] = useState<{ message: string; id: number | null } | null>(null);

  const query = useDebouncedValue(nameText.trim(), timings.searchDebounceMs);
  const search = useAromeSearch(arome ? '' : query, brand);
  const suggestions = arome || !nameText.trim() || !query ? [] : (search.data ?? []);
  // Suggestions belong to the text in the field only once its own search has answered.
  const suggestionsCurrent = query === nameText.trim() && !search.isPlaceholderData;
  // Memoised: a new array each render would reset the keyboard highlight of the brand list.
  const brandSuggestions = useMemo(
    () => (brand && brand === brandText ? [] : suggestBrands(brands.data ?? [], brandText)),
    [brand, brandText, brands.data],
  );

  // The comment's rule, said as it is typed (DescriptionField), holds the submit back at once.
  const commentError = descriptionError(description ?? '');

  let searchStatus: string | undefined;
  if (!arome && nameText.trim()) {
    if (search.isError) searchStatus = search.error.message;
    else if (!suggestionsCurrent || (search.isFetching && suggestions.length === 0))
      searchStatus = 'Recherche…';
    else if (search.data)
      searchStatus =
        search.data.length === 0
          ? `Aucun arôme trouvé${brand ? ` chez ${brand}` : ''}.`
          : search.data.length >= AROMA_SEARCH_LIMIT
            ? `${plural(search.data.length, 'suggestion')} : précisez le nom pour voir les autres.`
            : `${plural(search.data.length, 'suggestion')}.`;
    // A brand typed but not in the catalogue does not narrow the search: say so rather than surprise.
    if (searchStatus && !brand && brandText.trim())
      searchStatus = `Marque inconnue : recherche dans toutes les marques. ${searchStatus}`;
  }

  const typeBrand = (text: string) => {
    setBrandText(text);
    const known = brands.data?.find((name) => normalizeForSearch(name) === normalizeForSearch(text));
    setBrand(known ?? '');
  };

  const chooseBrand = (name: string) => {
    setBrandText(name);
    setBrand(name);
    // A new brand starts a new aroma search (spec §2).
    setNameText('');
    setArome(null);
    setDuplicate(null);
  };

  const typeName = (text: string) => {
    setNameText(text);
    setArome(null);
    setDuplicate(null);
  };

  const chooseArome = (choice: Arome) => {
    setArome(choice);
    setNameText(choice.name);
    setDuplicate(null);
    if (normalizeForSearch(brandText) !== normalizeForSearch(choice.brand)) {
      setBrandText(choice.brand);
      setBrand(choice.brand);
    }
  };

  const savedLiquidOf = async (aromeId: number) => {
    try {
      const liquids = await queryClient.fetchQuery(myLiquidsQuery);
      return liquids.find((liquid) => liquid.arome_id === aromeId && !isPendingLiquid(liquid));
    } catch {
      return undefined;
    }
  };

  const submit = handleSubmit(
    async (body) => {
      failure.clear();
      // Offline the server cannot say it: an aroma the cached list already holds is refused here, as it would be.
      const known = navigator.onLine ? undefined : await savedLiquidOf(body.arome_id);
      if (known) return setDuplicate({ message: messages.eliquideDuplicate, id: known.id });
      create.mutate(
        {
          body: { ...body, description: body.description ?? undefined },
          shown: { arome_name: arome?.name ?? nameText.trim(), image_url: arome?.image_url ?? '' },
        },
        {
          onSuccess: (result) =>
            result.queued
              ? navigate('/eliquides', { state: { message: QUEUED_TEXT } })
              : navigate(`/liquides/${result.data.id}`),
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) {
              const id = typeof error.body.id === 'number' ? error.body.id : null;
              setDuplicate({ message: error.message, id });
            } else {
              failure.show('error', error.message);
            }
          },
        },
      );
    },
    (problems: FieldErrors<LiquideForm>) => {
      failure.clear();
      const first = FOCUS_ORDER.find(([name]) => problems[name]);
      if (first) document.querySelector<HTMLElement>(first[1])?.focus();
    },
  );

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight">Ajouter un liquide</h1>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <Combobox
          id={FIELD_IDS.brand}
          label="Marque"
          placeholder="Capella, Inawera, Flavour Art…"
          value={brandText}
          onInputChange={typeBrand}
          options={brandSuggestions}
          optionKey={(name) => name}
          renderOption={(name) => <span className="font-medium">{name}</span>}
          onSelect={chooseBrand}
          error={errors.brand?.message}
          status={brands.isError ? brands.error.message : undefined}
        />
        <div className="space-y-3">
          <Combobox
            id={FIELD_IDS.arome}
            label="Arôme"
            placeholder="Cherchez un arôme : fraise, vanilla, menthe…"
            value={nameText}
            onInputChange={typeName}
            options={suggestions}
            optionKey={(option) => String(option.id)}
            renderOption={(option) => (
              <>
                <AromaImage src={option.image_url} size={40} className="h-10 w-10 rounded-lg" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{option.name}</span>
                  <span className="block truncate text-sm text-slate-600">{option.brand}</span>
                </span>
              </>
            )}
            onSelect={chooseArome}
            stale={!suggestionsCurrent}
            error={errors.arome_id?.message}
            status={searchStatus}
          />
          {arome && (
            <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200">
              <AromaImage src={arome.image_url} size={56} className="h-14 w-14 rounded-lg" />
              <p className="min-w-0">
                <span className="block text-sm text-slate-700">Arôme choisi</span>
                <span className="block truncate font-semibold text-slate-900">{arome.name}</span>
                <span className="block truncate text-sm text-slate-700">{arome.brand}</span>
              </p>
            </div>
          )}
        </div>
        <div id={FIELD_IDS.rating}>
          <StarRating
            value={rating ?? 0}
            onChange={setRating}
            invalid={Boolean(errors.rating)}
            describedBy={errors.rating ? `${FIELD_IDS.rating}-error` : undefined}
          />
          {errors.rating && (
            <p id={`${FIELD_IDS.rating}-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.rating.message}
            </p>
          )}
        </div>
        <DescriptionField value={description ?? ''} onChange={setDescription} />
        {duplicate && (
          <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300">
            <p className="font-semibold">{duplicate.message}</p>
            <Link
              to={duplicate.id === null ? '/eliquides' : `/liquides/${duplicate.id}`}
              className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
            >
              Modifier ce liquide
            </Link>
          </div>
        )}
        <Banner message={failure.message} />
        <Button type="submit" className="w-full" disabled={create.isPending || Boolean(commentError)}>
          {create.isPending ? 'Ajout en cours...' : 'Ajouter'}
        </Button>
      </form>
    </div>
  );
}
