import {
  calculatorLimitError,
  computeShortfill,
  MAX_SHORTFILL_BOOSTERS,
  type ShortfillMethod,
} from '@vapolib/domain';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceChips, formatNumber, NumberField, Warnings } from './calculator-fields.tsx';
import { type CalculatorState, parseDecimal, shortfillInputs } from './calculator-state.ts';

type Shortfill = CalculatorState['shortfill'];

/** A shortfill bottle topped up with 10 mL boosters at 20 mg/mL. */
export function ShortfillMode({
  state,
  onChange,
}: {
  state: CalculatorState;
  onChange: (shortfill: Shortfill) => void;
}) {
  const shortfill = state.shortfill;
  const set = (change: Partial<Shortfill>) => onChange({ ...shortfill, ...change });
  const result = computeShortfill(shortfillInputs(state));
  const boosters = parseDecimal(shortfill.boosters);
  const step = (delta: number) => {
    const current = Number.isFinite(boosters) ? Math.round(boosters) : 0;
    set({ boosters: String(Math.min(MAX_SHORTFILL_BOOSTERS, Math.max(0, current + delta))) });
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-5">
        <NumberField
          label="Liquide dans le flacon"
          unit="mL"
          value={shortfill.bottle}
          onChange={(bottle) => set({ bottle })}
          error={calculatorLimitError('bottle', parseDecimal(shortfill.bottle))}
          hint="Le shortfill, sans nicotine : souvent 50 mL dans un flacon de 60 mL."
        />
        <ChoiceChips<ShortfillMethod>
          legend="Je choisis"
          options={[
            { value: 'boosters', label: 'Le nombre de boosters' },
            { value: 'target', label: 'Le taux visé' },
          ]}
          value={shortfill.method}
          onChange={(method) => set({ method })}
        />
        {shortfill.method === 'boosters' ? (
          <div className="space-y-1.5">
            <div className="flex items-end gap-2">
              <Button variant="secondary" aria-label="Un booster de moins" onClick={() => step(-1)}>
                −
              </Button>
              <NumberField
                label="Nombre de boosters"
                unit=""
                className="flex-1"
                value={shortfill.boosters}
                onChange={(value) => set({ boosters: value })}
                error={calculatorLimitError('boosters', boosters)}
              />
              <Button variant="secondary" aria-label="Un booster de plus" onClick={() => step(1)}>
                +
              </Button>
            </div>
            <p className="text-sm text-slate-600">Flacons de 10 mL à 20 mg/mL.</p>
          </div>
        ) : (
          <NumberField
            label="Taux de nicotine visé"
            unit="mg/mL"
            value={shortfill.target}
            onChange={(target) => set({ target })}
          />
        )}
      </div>

      <section aria-labelledby="shortfill-results" className="space-y-4">
        <h2 id="shortfill-results" className="text-lg font-bold">
          Résultat
        </h2>
        <Warnings warnings={result.warnings} />
        {result.rate !== null && result.boosters !== null && result.totalMl !== null && (
          <div className="rounded-2xl bg-brand-50 p-5 text-center ring-1 ring-brand-200" aria-live="polite">
            <p className="text-sm font-semibold text-brand-900">Taux obtenu</p>
            <p className="mt-1 text-4xl font-extrabold text-slate-900" data-testid="shortfill-rate">
              {formatNumber(result.rate)} mg/mL
            </p>
            <p className="mt-3 text-slate-800">
              {result.boosters === 0
                ? 'Aucun booster'
                : `${result.boosters} booster${result.boosters > 1 ? 's' : ''} de 10 mL à 20 mg/mL`}
              {' · '}
              {formatNumber(result.totalMl)} mL au total
            </p>
          </div>
        )}
        <p className="text-sm text-slate-600">
          Taux = boosters × 10 mL × 20 mg/mL ÷ (flacon + boosters × 10 mL). Vérifiez que le flacon peut
          contenir le total.
        </p>
      </section>
    </div>
  );
}
