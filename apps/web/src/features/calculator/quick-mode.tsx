import {
  calculatorLimitError,
  computeQuick,
  nicotinePresets,
  type PgVgRatio,
  pgVgRatioLabels,
  pgVgRatios,
  quickAromaDosageText,
} from '@vapolib/domain';
import { useState } from 'react';
import { ChoiceChips, formatAmount, formatNumber, NumberField, Warnings } from './calculator-fields.tsx';
import { type CalculatorState, parseDecimal, quickInputs } from './calculator-state.ts';

type Quick = CalculatorState['quick'];
const CUSTOM = 'autre';

const isPreset = (nicotine: string) =>
  (nicotinePresets as readonly number[]).includes(parseDecimal(nicotine)) && nicotine.trim() !== '';

/**
 * The spec's calculator: aroma %, quantity, PG/VG ratio and nicotine → base, booster and arôme in mL
 * that add up to the quantity, and the nicotine strength the bottle really gets.
 */
export function QuickMode({ state, onChange }: { state: CalculatorState; onChange: (quick: Quick) => void }) {
  const quick = state.quick;
  const [customChosen, setCustomChosen] = useState(false);
  const custom = customChosen || !isPreset(quick.nicotine);
  const set = (change: Partial<Quick>) => onChange({ ...quick, ...change });
  const inputs = quickInputs(state);
  const result = computeQuick(inputs);
  const nicotineChoice = custom ? CUSTOM : String(parseDecimal(quick.nicotine));

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-5">
        <NumberField label="Arôme" unit="%" value={quick.aroma} onChange={(aroma) => set({ aroma })} />
        <NumberField
          label="Quantité"
          unit="mL"
          value={quick.quantity}
          onChange={(quantity) => set({ quantity })}
          error={calculatorLimitError('volume', inputs.quantity)}
        />
        <ChoiceChips<PgVgRatio>
          legend="Ratio PG/VG"
          options={pgVgRatios.map((ratio) => ({ value: ratio, label: pgVgRatioLabels[ratio] }))}
          value={quick.ratio}
          onChange={(ratio) => set({ ratio })}
        />
        <ChoiceChips
          legend="Nicotine"
          options={[
            ...nicotinePresets.map((mg) => ({ value: String(mg), label: `${mg} mg` })),
            { value: CUSTOM, label: 'Autre' },
          ]}
          value={nicotineChoice}
          onChange={(choice) => {
            setCustomChosen(choice === CUSTOM);
            if (choice !== CUSTOM) set({ nicotine: choice });
          }}
        />
        {custom && (
          <NumberField
            label="Nicotine personnalisée"
            unit="mg/mL"
            value={quick.nicotine}
            onChange={(nicotine) => set({ nicotine })}
            error={calculatorLimitError('nicotine', inputs.nicotine)}
            hint="Booster à 20 mg/mL : 20 mg/mL au plus."
          />
        )}
      </div>

      <section aria-labelledby="quick-results" className="space-y-4">
        <h2 id="quick-results" className="text-lg font-bold">
          Votre mélange
        </h2>
        <Warnings warnings={result.warnings} />
        {result.exact && result.strength !== null && (
          <>
            <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-live="polite">
              {(
                [
                  ['base', 'Base', result.base, result.exact.base],
                  ['booster', 'Booster', result.booster, result.exact.booster],
                  ['arome', 'Arôme', result.arome, result.exact.arome],
                ] as const
              ).map(([key, label, shown, exact]) => (
                <div
                  key={label}
                  className="min-w-0 rounded-2xl bg-brand-50 px-1 py-4 text-center ring-1 ring-brand-200"
                  data-testid="quick-tile"
                >
                  <dt className="text-sm font-semibold text-brand-900">{label}</dt>
                  <dd
                    className="mt-1 whitespace-nowrap text-xl font-extrabold text-slate-900 sm:text-2xl"
                    data-testid={`quick-${key}`}
                  >
                    {formatAmount(shown ?? 0)}
                    <span className="text-base font-bold"> mL</span>
                  </dd>
                  <dd className="mt-0.5 text-xs text-slate-600">exact : {formatNumber(exact)} mL</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-slate-700" data-testid="quick-aroma-dosage">
              Facteur PG/VG : {quickAromaDosageText(inputs.aroma, inputs.ratio)}
            </p>
            <p className="rounded-xl bg-white px-4 py-3 text-lg ring-1 ring-slate-200" aria-live="polite">
              <strong className="font-bold text-slate-900" data-testid="quick-strength">
                Votre liquide : {formatNumber(result.strength)} mg/mL
              </strong>
              {Math.abs(result.strength - inputs.nicotine) > 1e-9 && (
                <span className="block text-sm text-slate-600">
                  Visé : {formatNumber(inputs.nicotine)} mg/mL, à l’arrondi des quantités près.
                </span>
              )}
            </p>
            <p className="text-sm text-slate-600">
              {result.steps?.booster === 1 && result.steps.arome === 1
                ? 'Arrondis au mL, et au multiple de 5 quand il n’est qu’à 1 mL, sans changer le taux de nicotine ni le dosage d’arôme de plus de 5 %.'
                : 'Au mL près, le taux de nicotine ou le dosage d’arôme changerait de plus de 5 % : les petites quantités sont données au 0,1 mL (0,05 mL sous 1 mL, plus finement si besoin), à mesurer à la seringue graduée.'}{' '}
              La base complète jusqu’à la quantité. Booster à 20 mg/mL.
            </p>
          </>
        )}
      </section>
    </div>
  );
}
