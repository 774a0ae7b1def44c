import { computeQuick, nicotinePresets, type PgVgRatio, pgVgRatioLabels, pgVgRatios } from '@vapolib/domain';
import { useState } from 'react';
import { ChoiceChips, formatNumber, formatWhole, NumberField, Warnings } from './calculator-fields.tsx';
import { type CalculatorState, parseDecimal, quickInputs } from './calculator-state.ts';

type Quick = CalculatorState['quick'];
const CUSTOM = 'autre';

const isPreset = (nicotine: string) =>
  (nicotinePresets as readonly number[]).includes(parseDecimal(nicotine)) && nicotine.trim() !== '';

/** The spec's calculator: aroma %, quantity, PG/VG ratio and nicotine → base, booster and arôme in mL. */
export function QuickMode({ state, onChange }: { state: CalculatorState; onChange: (quick: Quick) => void }) {
  const quick = state.quick;
  const [customChosen, setCustomChosen] = useState(false);
  const custom = customChosen || !isPreset(quick.nicotine);
  const set = (change: Partial<Quick>) => onChange({ ...quick, ...change });
  const result = computeQuick(quickInputs(state));
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
            hint="Booster à 20 mg/mL : 20 mg/mL au plus."
          />
        )}
      </div>

      <section aria-labelledby="quick-results" className="space-y-4">
        <h2 id="quick-results" className="text-lg font-bold">
          Votre mélange
        </h2>
        <Warnings warnings={result.warnings} />
        {result.exact && (
          <>
            <dl className="grid grid-cols-3 gap-3" aria-live="polite">
              {(
                [
                  ['base', 'Base', result.base, result.exact.base],
                  ['booster', 'Booster', result.booster, result.exact.booster],
                  ['arome', 'Arôme', result.arome, result.exact.arome],
                ] as const
              ).map(([key, label, rounded, exact]) => (
                <div
                  key={label}
                  className="rounded-2xl bg-brand-50 px-2 py-4 text-center ring-1 ring-brand-200"
                >
                  <dt className="text-sm font-semibold text-brand-900">{label}</dt>
                  <dd
                    className="mt-1 whitespace-nowrap text-2xl font-extrabold text-slate-900"
                    data-testid={`quick-${key}`}
                  >
                    {formatWhole(rounded ?? 0)} mL
                  </dd>
                  <dd className="mt-0.5 text-xs text-slate-600">exact : {formatNumber(exact)} mL</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-slate-600">
              Arrondis au mL, et au multiple de 5 le plus proche quand il n’est qu’à 1 mL. Booster à 20 mg/mL.
            </p>
          </>
        )}
      </section>
    </div>
  );
}
