import type { createPlanBody } from '@vapolib/contracts';
import {
  DAILY_ML_RANGE,
  dailyNicotineMg,
  estimatedWeeks,
  planDefaults,
  startRateOptions,
  targetRateOptions,
} from '@vapolib/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { lazyFormResolver } from '../../lib/form-resolver.ts';
import { formatMg, formatNumber } from '../../lib/nicotine-format.ts';
import { useCreatePlan } from './api/use-create-plan.ts';
import { ChoiceField } from './choice-field.tsx';
import { modeChoices, modeLabels, targetChoices, weeksText } from './mode-labels.ts';

const STEP_TITLES = ['Votre consommation', 'Votre taux de départ', 'Votre objectif'] as const;
/** The fields each step asks for, checked before going on. */
const STEP_FIELDS = [['dailyAvgMl'], ['startRate'], ['approach', 'targetRate', 'mode']] as const;

/** The two paths (issue 27); neither is imposed, gradual is chosen at first as before. */
const approachChoices = [
  {
    value: 'progressif' as const,
    label: 'Palier par palier',
    description: '1,5 mg/mL de moins à chaque palier, à votre rythme',
  },
  {
    value: 'arret' as const,
    label: 'Arrêt d’un coup',
    description: 'votre objectif dès aujourd’hui ; l’appli vous aide pour les envies',
  },
];

// The contract's schema loads when a step is checked: with no plan, the form is /nicotine's first screen.
const planResolver = lazyFormResolver<z.input<typeof createPlanBody>, z.output<typeof createPlanBody>>(() =>
  import('@vapolib/contracts').then(({ createPlanBody }) => createPlanBody),
);

/** The highest target that is not above the starting rate (0 always qualifies). */
const clampTarget = (target: number, start: number) =>
  target <= start ? target : Math.max(...targetRateOptions.filter((option) => option <= start));

/** With no plan: three steps (daily mL, starting rate, target and rhythm) with the live figures. */
export function PlanCreationForm({
  onFeedback,
}: {
  onFeedback: (kind: 'success' | 'error', text: string) => void;
}) {
  const createPlan = useCreatePlan();
  const [step, setStep] = useState(0);
  // Fetched once the form shows, while the network is there: sent offline, it must not wait on a chunk.
  useEffect(() => planResolver.preload(), []);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    trigger,
    formState: { errors },
  } = useForm({
    resolver: planResolver,
    defaultValues: { ...planDefaults, approach: 'progressif' as const },
  });
  const [dailyAvgMl, startRate, targetRate, chosenMode, approach] = watch([
    'dailyAvgMl',
    'startRate',
    'targetRate',
    'mode',
    'approach',
  ]);
  const mode = chosenMode ?? planDefaults.mode;
  const atOnce = approach === 'arret';
  const sliderId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const weeks = atOnce ? 0 : estimatedWeeks(startRate, targetRate, mode);
  const dailyMg = dailyNicotineMg(dailyAvgMl, startRate);

  const goTo = (next: number) => {
    setStep(next);
    // Keyboard and screen-reader users land on the new step's title.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const create = handleSubmit(
    (body) =>
      createPlan.mutate(body, {
        onSuccess: (answer) => onFeedback('success', answer.message),
        onError: (error) => onFeedback('error', error.message),
      }),
    // Back to the step that holds the first wrong answer.
    (problems) => goTo(STEP_FIELDS.findIndex((fields) => fields.some((field) => problems[field]))),
  );

  const submit = async (event: FormEvent) => {
    if (step === 2) return create(event);
    event.preventDefault();
    if (await trigger([...STEP_FIELDS[step]!], { shouldFocus: true })) goTo(step + 1);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      aria-labelledby={`${sliderId}-title`}
    >
      <div className="space-y-3">
        <h2 id={`${sliderId}-title`} className="text-xl font-bold">
          Créer mon plan de réduction
        </h2>
        <ol className="flex items-center gap-2" aria-label="Progression du formulaire">
          {STEP_TITLES.map((title, index) => (
            <li
              key={title}
              aria-current={index === step ? 'step' : undefined}
              className={`flex items-center gap-2 ${index < STEP_TITLES.length - 1 ? 'flex-1' : ''}`}
            >
              <span
                aria-hidden="true"
                className={`h-3 w-3 shrink-0 rounded-full ${index <= step ? 'bg-brand-700' : 'bg-slate-300'} ${index === step ? 'ring-4 ring-brand-100' : ''}`}
              />
              <span className="sr-only">
                {`Étape ${index + 1} : ${title}${index < step ? ' (faite)' : ''}`}
              </span>
              {index < STEP_TITLES.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`h-0.5 flex-1 rounded ${index < step ? 'bg-brand-700' : 'bg-slate-200'}`}
                />
              )}
            </li>
          ))}
        </ol>
        <h3
          ref={stepHeading}
          tabIndex={-1}
          className="text-lg font-semibold text-brand-900 focus:outline-none"
        >
          Étape {step + 1} sur 3 · {STEP_TITLES[step]}
        </h3>
      </div>

      {step === 0 && (
        <div className="space-y-3">
          <label htmlFor={sliderId} className="block text-base font-semibold text-slate-900">
            Combien de mL vapez-vous par jour ?
          </label>
          <div className="flex items-center gap-4">
            <input
              id={sliderId}
              type="range"
              min={DAILY_ML_RANGE.min}
              max={DAILY_ML_RANGE.max}
              step={1}
              aria-valuetext={`${dailyAvgMl} mL par jour`}
              aria-invalid={errors.dailyAvgMl ? true : undefined}
              aria-describedby={errors.dailyAvgMl ? `${sliderId}-error` : undefined}
              {...register('dailyAvgMl', { valueAsNumber: true })}
              className="h-11 flex-1 accent-brand-700"
            />
            <output
              htmlFor={sliderId}
              className="w-24 whitespace-nowrap text-right text-2xl font-extrabold tabular-nums"
            >
              {dailyAvgMl} mL
            </output>
          </div>
          <p className="flex justify-between text-sm text-slate-600" aria-hidden="true">
            <span>{DAILY_ML_RANGE.min} mL</span>
            <span>{DAILY_ML_RANGE.max} mL</span>
          </p>
          {errors.dailyAvgMl && (
            <p id={`${sliderId}-error`} className="text-sm font-medium text-red-700">
              {errors.dailyAvgMl.message}
            </p>
          )}
        </div>
      )}

      {step === 1 && (
        <ChoiceField
          control={control}
          name="startRate"
          legend="Quel est votre taux de nicotine actuel ?"
          hint="En mg/mL, celui de votre liquide aujourd’hui."
          choices={startRateOptions.map((rate) => ({ value: rate, label: formatMg(rate) }))}
          onPicked={(value) => setValue('targetRate', clampTarget(targetRate, value))}
        />
      )}

      {step === 2 && (
        <div className="space-y-6">
          <ChoiceField
            control={control}
            name="approach"
            legend="Comment voulez-vous y arriver ?"
            hint="Baisser peu à peu ou arrêter d’un coup marchent aussi bien (revue Cochrane CD013183) : choisissez ce qui vous convient."
            columns="grid-cols-1 sm:grid-cols-2"
            choices={approachChoices}
          />
          <ChoiceField
            control={control}
            name="targetRate"
            legend="Quel taux voulez-vous atteindre ?"
            hint="Un objectif ne peut pas dépasser votre taux de départ."
            columns="grid-cols-3"
            choices={targetChoices(startRate)}
          />
          {!atOnce && (
            <ChoiceField
              control={control}
              name="mode"
              legend="À quel rythme ?"
              columns="grid-cols-1 sm:grid-cols-3"
              choices={modeChoices()}
            />
          )}
        </div>
      )}

      <dl
        className="grid grid-cols-2 gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
        aria-live="polite"
      >
        <div>
          <dt className="text-sm text-slate-700">Nicotine par jour</dt>
          <dd className="text-xl font-extrabold text-brand-900" data-testid="daily-mg">
            {formatMg(dailyMg)}
          </dd>
          <dd className="text-xs text-slate-600">
            {dailyAvgMl} mL × {formatNumber(startRate)} mg/mL
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Durée estimée</dt>
          <dd className="text-xl font-extrabold text-brand-900" data-testid="estimated-weeks">
            {atOnce && startRate > targetRate
              ? 'Dès aujourd’hui'
              : weeks > 0
                ? weeksText(weeks)
                : 'Objectif déjà atteint'}
          </dd>
          <dd className="text-xs text-slate-600">
            {formatNumber(startRate)} → {formatNumber(targetRate)} mg/mL,{' '}
            {atOnce ? 'd’un coup' : modeLabels[mode].toLowerCase()}
          </dd>
        </div>
      </dl>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <Button variant="secondary" onClick={() => goTo(step - 1)}>
            Précédent
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button type="submit" disabled={createPlan.isPending}>
          {step < 2 ? 'Suivant' : createPlan.isPending ? 'Création…' : 'Créer mon plan'}
        </Button>
      </div>
    </form>
  );
}
