import type { Arome } from '@vapolib/contracts';
import {
  AROMA_SEARCH_LIMIT,
  descriptionError,
  messages,
  normalizeForSearch,
  suggestBrands,
  timings,
} from '@vapolib/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AromaImage } from '../../components/ui/aroma-image.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAromeBrands } from '../../lib/queries/use-arome-brands.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useAromeSearch } from './api/use-arome-search.ts';
import { useCreateLiquid } from './api/use-create-liquid.ts';
import { Combobox } from './components/combobox.tsx';
import { DescriptionField } from './components/description-field.tsx';

const FIELD_IDS = { brand: 'liquide-marque', arome: 'liquide-arome', rating: 'liquide-note' } as const;

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

export default function AddLiquidePage() {
  useDocumentMeta('Ajouter un liquide', 'Notez un nouvel e-liquide : marque, arôme, étoiles et commentaire.');
  const navigate = useNavigate();
  const brands = useAromeBrands();
  const create = useCreateLiquid();
  const failure = useTimedMessage(timings.messageClearMs);

  const [brandText, setBrandText] = useState('');
  const [brand, setBrand] = useState('');
  const [nameText, setNameText] = useState('');
  const [arome, setArome] = useState<Arome | null>(null);
  const [rating, setRating] = useState(0);
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
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

  const errors = {
    arome: submitted && !arome ? messages.aromeRequired : undefined,
    brand: submitted && !brandText.trim() ? messages.brandRequired : undefined,
    rating: submitted && rating < 1 ? messages.ratingRequired : undefined,
  };
  const commentError = descriptionError(description);

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    failure.clear();
    const firstInvalid = !arome
      ? `#${FIELD_IDS.arome}`
      : !brandText.trim()
        ? `#${FIELD_IDS.brand}`
        : rating < 1
          ? `#${FIELD_IDS.rating} [role="slider"]`
          : null;
    if (firstInvalid || commentError || !arome) {
      if (firstInvalid) document.querySelector<HTMLElement>(firstInvalid)?.focus();
      return;
    }
    create.mutate(
      { arome_id: arome.id, brand: brandText.trim(), rating, description: description.trim() || undefined },
      {
        onSuccess: (result) => navigate(`/liquides/${result.id}`),
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
  };

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
          error={errors.brand}
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
            error={errors.arome}
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
            value={rating}
            onChange={setRating}
            invalid={Boolean(errors.rating)}
            describedBy={errors.rating ? `${FIELD_IDS.rating}-error` : undefined}
          />
          {errors.rating && (
            <p id={`${FIELD_IDS.rating}-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.rating}
            </p>
          )}
        </div>
        <DescriptionField value={description} onChange={setDescription} />
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
