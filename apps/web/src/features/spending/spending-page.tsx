import type { SpendingOverview, SpendingProfileBody } from '@vapolib/contracts';
import { currentVapingRate, dayIn, liquidCostPerMl, timings } from '@vapolib/domain';
import { useMemo } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SavingsCard } from '../../components/savings-card.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { formatEuros } from '../../lib/money-format.ts';
import { formatNumber } from '../../lib/nicotine-format.ts';
import { useSpending } from '../../lib/queries/use-spending.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useSaveSpending } from './api/use-save-spending.ts';
import { type SpendingFormValues, spendingFormSchema, spendingFormValues } from './spending-form.ts';

const kinds: { value: SpendingFormValues['kind']; label: string; description: string }[] = [
  { value: 'bottle10', label: 'Flacons de 10 mL', description: 'prêts à vaper, nicotine comprise' },
  { value: 'shortfill50', label: 'Shortfill 50 mL', description: 'complété de boosters' },
  { value: 'diy', label: 'Fait maison', description: 'base, boosters et arômes' },
  { value: '', label: 'Plus tard', description: 'sans prix de liquide pour l’instant' },
];

const euro = <span className="px-3 text-slate-600">€</span>;

export default function SpendingPage() {
  useDocumentMeta(
    'Mes dépenses',
    'Ce que vous coûte la vape, et ce que vous économisez par rapport à la cigarette.',
  );
  const spending = useSpending();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">Mes dépenses</h1>
        <p className="mt-1 text-slate-700">
          Ce que vous payez pour vaper et ce que vous fumiez avant : Vapolib en tire vos économies. Tout est
          facultatif et modifiable.
        </p>
      </header>
      {spending.data ? (
        <>
          {/* Before a first save the card would only invite to this very form. */}
          {spending.data.profile && <SavingsCard showEditLink={false} />}
          <SpendingForm overview={spending.data} />
        </>
      ) : spending.isError ? (
        <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          <p>{spending.error.message}</p>
          <Button variant="secondary" onClick={() => spending.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : (
        <Spinner label="Chargement de vos dépenses…" />
      )}
      <Link to="/profil" className="inline-block font-semibold text-brand-800 underline underline-offset-2">
        Retour au profil
      </Link>
    </div>
  );
}

function SpendingForm({ overview }: { overview: SpendingOverview }) {
  const save = useSaveSpending();
  const feedback = useTimedMessage(timings.messageClearMs);
  const today = overview.usage.today || dayIn(new Date());
  const schema = useMemo(() => spendingFormSchema(today), [today]);
  const form = useForm<SpendingFormValues, unknown, SpendingProfileBody>({
    resolver: formResolver(schema),
    defaultValues: spendingFormValues(overview.profile),
    values: useMemo(() => spendingFormValues(overview.profile), [overview.profile]),
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, watch } = form;
  const field = fieldProps(form);
  const kind = watch('kind');
  const rate = currentVapingRate(overview.usage);
  const preview = schema.safeParse(watch());
  const purchase = preview.success ? preview.data.liquidPurchase : null;

  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (result) => feedback.show('success', result.queued ? QUEUED_TEXT : result.data.message),
      onError: (error) => feedback.show('error', error.message),
    }),
  );

  const priceField = (label: string, name: keyof SpendingFormValues, hint?: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      trailing={euro}
      hint={hint}
      {...field(name)}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">Votre liquide</legend>
        <div className="grid grid-cols-2 gap-2">
          {kinds.map((choice) => (
            <KindChoice
              key={choice.value}
              {...choice}
              checked={kind === choice.value}
              field={register('kind')}
            />
          ))}
        </div>
        {kind === 'bottle10' && priceField('Prix d’un flacon de 10 mL', 'bottle10Price')}
        {kind === 'shortfill50' && (
          <>
            {priceField('Prix d’un flacon de 50 mL', 'shortfillPrice')}
            {priceField('Prix d’un booster de 10 mL', 'boosterPrice', 'Booster à 20 mg/mL.')}
          </>
        )}
        {kind === 'diy' && (
          <>
            {priceField('Prix d’un litre de base', 'basePrice')}
            {priceField('Prix d’un booster de 10 mL', 'boosterPrice', 'Booster à 20 mg/mL.')}
            {priceField('Prix d’un flacon d’arôme', 'aromaPrice')}
            <div className="grid grid-cols-2 gap-3">
              <TextField label="Flacon (mL)" inputMode="decimal" {...field('aromaBottleMl')} />
              <TextField
                label="Dosage (%)"
                hint="10 % en général."
                inputMode="decimal"
                {...field('aromaPercent')}
              />
            </div>
          </>
        )}
        {purchase && (
          <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200" role="note">
            Soit environ <strong>{formatEuros(liquidCostPerMl(purchase, rate) * 10)}</strong> les 10 mL à{' '}
            {formatNumber(rate)} mg/mL.
          </p>
        )}
        {overview.liquidFromStash && (
          <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200" role="note">
            Votre mélange maison est chiffré d’après les prix payés dans{' '}
            <Link to="/stock" className="font-semibold underline underline-offset-2">
              Mon stock
            </Link>
            .
          </p>
        )}
      </fieldset>

      {priceField('Prix d’une résistance', 'coilPrice')}

      <TextField
        label="Vous vapez depuis le"
        type="date"
        max={today}
        hint="Le premier jour où vous avez remplacé la cigarette par la vape."
        {...field('vapingSince')}
      />

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">Avant la vape (facultatif)</legend>
        <TextField
          label="Cigarettes par jour"
          inputMode="decimal"
          autoComplete="off"
          {...field('cigarettesPerDay')}
        />
        {priceField(
          'Prix d’un paquet de 20',
          'packPrice',
          '12,50 € par défaut, le prix courant d’un paquet en France : modifiez-le si le vôtre coûtait autre chose.',
        )}
      </fieldset>

      <Banner message={feedback.message} />
      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? 'Enregistrement…' : 'Enregistrer mes dépenses'}
      </Button>
    </form>
  );
}

function KindChoice({
  value,
  label,
  description,
  checked,
  field,
}: {
  value: string;
  label: string;
  description: string;
  checked: boolean;
  field: UseFormRegisterReturn<'kind'>;
}) {
  return (
    <label className="relative block">
      <input type="radio" value={value} className="peer sr-only" {...field} />
      <span
        className={`flex min-h-14 cursor-pointer flex-col justify-center rounded-xl px-3 py-2 text-center ring-1 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
          checked ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white ring-slate-300 hover:ring-brand-600'
        }`}
      >
        <span className="font-semibold">{label}</span>
        <small className={`text-sm ${checked ? 'text-brand-50' : 'text-slate-600'}`}>{description}</small>
      </span>
    </label>
  );
}
