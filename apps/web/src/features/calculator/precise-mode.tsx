import {
  aromaDefaults,
  type CalculatorLimitedField,
  calculatorLimitError,
  computePrecise,
  MAX_AROMAS,
} from '@vapolib/domain';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formatNumber, NumberField, Warnings } from './calculator-fields.tsx';
import { type CalculatorState, parseDecimal, preciseInputs } from './calculator-state.ts';

type Precise = CalculatorState['precise'];
type Aroma = Precise['aromas'][number];

/** DIY by weight: target volume, ratio and nicotine, the booster and the aromas → mL, grams and %. */
export function PreciseMode({
  state,
  onChange,
}: {
  state: CalculatorState;
  onChange: (precise: Precise) => void;
}) {
  const precise = state.precise;
  const set = (change: Partial<Precise>) => onChange({ ...precise, ...change });
  const setAroma = (index: number, change: Partial<Aroma>) =>
    set({ aromas: precise.aromas.map((aroma, i) => (i === index ? { ...aroma, ...change } : aroma)) });
  const result = computePrecise(preciseInputs(state));
  const pg = parseDecimal(precise.pg);
  const vgText = Number.isFinite(pg) && pg >= 0 && pg <= 100 ? `VG : ${formatNumber(100 - pg)} %` : undefined;
  const limited: Partial<Record<Exclude<keyof Precise, 'aromas'>, CalculatorLimitedField>> = {
    volume: 'volume',
    nicotine: 'nicotine',
    boosterStrength: 'booster',
  };
  /** A field for one of the recipe's numbers, with its maximum's message when it has one. */
  const numberField = (key: Exclude<keyof Precise, 'aromas'>, label: string, unit: string, hint?: string) => {
    const field = limited[key];
    return (
      <NumberField
        label={label}
        unit={unit}
        value={precise[key]}
        onChange={(value) => set({ [key]: value })}
        hint={hint}
        error={field ? calculatorLimitError(field, parseDecimal(precise[key])) : null}
      />
    );
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-3">
          {numberField('volume', 'Volume final', 'mL')}
          {numberField('pg', 'PG visé', '%', vgText)}
        </div>
        {numberField('nicotine', 'Nicotine visée', 'mg/mL')}
        <fieldset className="space-y-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <legend className="px-1 text-base font-bold">Booster de nicotine</legend>
          <div className="grid grid-cols-2 gap-3">
            {numberField('boosterStrength', 'Force', 'mg/mL')}
            {numberField('boosterPg', 'PG du booster', '%')}
          </div>
        </fieldset>
        <fieldset className="space-y-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <legend className="px-1 text-base font-bold">Arômes</legend>
          {precise.aromas.length === 0 && (
            <p className="text-slate-700">Aucun arôme : une base nicotinée seule.</p>
          )}
          {precise.aromas.map((aroma, index) => (
            <fieldset
              // Aromas have no id of their own; their rank is what the user sees ("Arôme 2").
              // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the identity here.
              key={index}
              className="space-y-3 border-b border-slate-200 pb-4 last:border-0 last:pb-0"
            >
              <legend className="mb-2 font-semibold text-slate-900">Arôme {index + 1}</legend>
              <TextField
                label="Nom (facultatif)"
                value={aroma.name}
                maxLength={60}
                onChange={(event) => setAroma(index, { name: event.target.value })}
              />
              <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
                <NumberField
                  label="Dosage"
                  unit="%"
                  value={aroma.percent}
                  onChange={(percent) => setAroma(index, { percent })}
                />
                <NumberField
                  label="PG"
                  unit="%"
                  value={aroma.pg}
                  onChange={(value) => setAroma(index, { pg: value })}
                />
                <Button
                  variant="ghost"
                  className="px-3 text-red-800"
                  aria-label={`Retirer l’arôme ${index + 1}`}
                  onClick={() => set({ aromas: precise.aromas.filter((_, i) => i !== index) })}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </div>
            </fieldset>
          ))}
          {precise.aromas.length < MAX_AROMAS && (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() =>
                set({
                  aromas: [
                    ...precise.aromas,
                    { name: '', percent: String(aromaDefaults.percent), pg: String(aromaDefaults.pg) },
                  ],
                })
              }
            >
              Ajouter un arôme
            </Button>
          )}
          <p className="text-sm text-slate-600">
            Un arôme est en PG pur (100 %) sauf indication du fabricant.
          </p>
        </fieldset>
      </div>

      {/* min-w-0: a grid item would otherwise widen to its table and push the page sideways. */}
      <section aria-labelledby="precise-results" className="min-w-0 space-y-4">
        <h2 id="precise-results" className="text-lg font-bold">
          À verser
        </h2>
        <Warnings warnings={result.warnings} />
        {result.ingredients.length > 0 && (
          <>
            {/* Numbers never wrap (« 34,4 / 6 »); a long aroma name wraps in its own cell; past that, the table
                scrolls inside its frame, never the page (issue 26). */}
            <div className="overflow-x-auto rounded-2xl ring-1 ring-slate-200" data-testid="precise-table">
              <table className="w-full text-left text-base" aria-live="polite">
                <caption className="sr-only">
                  Quantités par ingrédient en millilitres, grammes et pourcentage
                </caption>
                <thead className="bg-slate-50 text-sm text-slate-700">
                  <tr>
                    <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                      Ingrédient
                    </th>
                    <th scope="col" className="whitespace-nowrap px-2 py-2 text-right font-semibold sm:px-3">
                      mL
                    </th>
                    <th scope="col" className="whitespace-nowrap px-2 py-2 text-right font-semibold sm:px-3">
                      g
                    </th>
                    <th scope="col" className="whitespace-nowrap px-2 py-2 text-right font-semibold sm:px-3">
                      %
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 bg-white">
                  {result.ingredients.map((ingredient, index) => {
                    // Rounded to the hundredth so that each column adds up to its total.
                    const shown = result.shown.ingredients[index]!;
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: two aromas may share a name.
                      <tr key={index}>
                        <th scope="row" className="min-w-24 px-2 py-2 font-medium wrap-anywhere sm:px-3">
                          {ingredient.label}
                        </th>
                        <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums sm:px-3">
                          {formatNumber(shown.ml)}
                        </td>
                        <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums sm:px-3">
                          {formatNumber(shown.grams)}
                        </td>
                        <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums sm:px-3">
                          {formatNumber(shown.percent)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot className="bg-brand-50 font-bold text-brand-900">
                  <tr>
                    <th scope="row" className="px-2 py-2 sm:px-3">
                      Total
                    </th>
                    <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums sm:px-3">
                      {formatNumber(result.shown.totals.ml)}
                    </td>
                    <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums sm:px-3">
                      {formatNumber(result.shown.totals.grams)}
                    </td>
                    <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums sm:px-3">
                      {formatNumber(result.shown.totals.percent)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <p className="text-sm text-slate-600">
              Densités : PG 1,036 ; VG 1,261 ; booster et arômes selon leur PG/VG. Sur une balance au
              centigramme, pesez dans l’ordre du tableau.
            </p>
          </>
        )}
      </section>
    </div>
  );
}
