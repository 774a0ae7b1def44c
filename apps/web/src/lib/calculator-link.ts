import type { NextBottle } from '@vapolib/contracts';

type Calculation = NextBottle['calculation'];

/**
 * The calculator's link for a calculation (its French query, as the calculator writes it: mode=precis&volume=…),
 * plus the plan step the batch is mixed for (`etape`): the next-bottle cards open the calculator filled in with it.
 */
export function calculatorLink(
  calculation: Calculation,
  options: { stepId?: number; shakeAndVape?: boolean } = {},
): string {
  const params = new URLSearchParams();
  const text = (value: number) => String(value);
  if (calculation.mode === 'quick') {
    const { aroma, quantity, ratio, nicotine } = calculation.inputs;
    params.set('mode', 'rapide');
    params.set('arome', text(aroma));
    params.set('quantite', text(quantity));
    params.set('ratio', ratio);
    params.set('nicotine', text(nicotine));
  } else if (calculation.mode === 'precise') {
    const { volume, pg, nicotine, boosterStrength, boosterPg, aromas } = calculation.inputs;
    params.set('mode', 'precis');
    params.set('volume', text(volume));
    params.set('pg', text(pg));
    params.set('nicotine', text(nicotine));
    params.set('booster', text(boosterStrength));
    params.set('boosterPg', text(boosterPg));
    if (aromas.length === 0) params.set('aromes', '');
    for (const aroma of aromas)
      params.append('aromes', [aroma.percent, aroma.pg, aroma.name ?? ''].join(':').replace(/:$/, ''));
  } else {
    const { bottle, boosters, target, method } = calculation.inputs;
    params.set('mode', 'shortfill');
    params.set('flacon', text(bottle));
    params.set('calcul', method === 'target' ? 'cible' : 'boosters');
    if (method === 'target') params.set('cible', text(target));
    else params.set('boosters', text(boosters));
  }
  const shake = options.shakeAndVape ?? calculation.inputs.shakeAndVape === true;
  if (!shake && calculation.inputs.maturation) params.set('maturation', calculation.inputs.maturation);
  if (shake) params.set('shake', '1');
  if (options.stepId !== undefined) params.set('etape', String(options.stepId));
  return `/calculateur?${params.toString()}`;
}
