import { type BatchCalculation, batchFigures, mixSafetyWarnings } from '@vapolib/domain';
import { type CalculatorState, recipeBody } from './calculator-state.ts';

/** The current mode's calculation, as the domain's rules read it. */
export function calculationOf(state: CalculatorState): BatchCalculation {
  const { mode, inputs } = recipeBody(state, '');
  return { mode, inputs } as BatchCalculation;
}

/** Whether the mix on screen holds nicotine (a batch of it gets the safety note). */
export const mixHoldsNicotine = (state: CalculatorState) =>
  (batchFigures(calculationOf(state))?.nicotineRate ?? 0) > 0;

/**
 * Above the EU's limits (directive 2014/40/EU): said clearly, never refused — a vaper may legally mix this at
 * home. Beside the mode's own warnings, which are about an impossible mix.
 */
export function MixSafetyWarnings({ state }: { state: CalculatorState }) {
  const warnings = mixSafetyWarnings(calculationOf(state));
  if (warnings.length === 0) return null;
  return (
    <div role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300">
      <p className="font-semibold">Nicotine : à savoir</p>
      <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="mix-safety">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
