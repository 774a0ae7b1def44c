/**
 * The mixing calculator (spec §3 "Calculator state", §5 "Calculator", §9 "Calculator"), its public face.
 * Three modes: the spec's quick calculator, a precise DIY mode in mL and grams, and shortfill; and the
 * maturation guide. Every function is pure: the screen computes offline, without any server call.
 * Amounts in millionths of a mL stay inside the modes: of calculator-rounding.ts, only the two
 * rounding rules are public.
 */

export * from './calculator-limits.ts';
export { roundCalculator, roundToSum } from './calculator-rounding.ts';
export * from './maturation-guide.ts';
export * from './precise-mix.ts';
export * from './quick-mix.ts';
export * from './shortfill.ts';
