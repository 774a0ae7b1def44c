import type { CreateRecipeBody, Recipe, RecipeMode } from '@vapolib/contracts';
import {
  isMaturationFamilyId,
  isPgVgRatio,
  MAX_AROMAS,
  type MaturationFamilyId,
  type PgVgRatio,
  type PreciseInputs,
  preciseDefaults,
  type QuickInputs,
  quickDefaults,
  type ShortfillInputs,
  type ShortfillMethod,
  shortfillDefaults,
} from '@vapolib/domain';

/**
 * What the screen holds. Numbers stay as typed text (a field may be empty or end with a comma
 * while the user types); they become numbers only to compute, save or share.
 */
export interface CalculatorState {
  mode: RecipeMode;
  quick: { aroma: string; quantity: string; ratio: PgVgRatio; nicotine: string };
  precise: {
    volume: string;
    pg: string;
    nicotine: string;
    boosterStrength: string;
    boosterPg: string;
    aromas: { name: string; percent: string; pg: string }[];
  };
  shortfill: { bottle: string; boosters: string; target: string; method: ShortfillMethod };
  maturation: MaturationFamilyId | null;
  shakeAndVape: boolean;
}

const text = (value: number) => String(value);

/** "1,5" and "1.5" are the same number; an empty or partial field is NaN. */
export function parseDecimal(value: string): number {
  const normalized = value.trim().replace(',', '.');
  if (normalized === '' || !/^-?\d*\.?\d*$/.test(normalized) || normalized === '.') return Number.NaN;
  return Number(normalized);
}

export const defaultState = (): CalculatorState => ({
  mode: 'quick',
  quick: {
    aroma: text(quickDefaults.aroma),
    quantity: text(quickDefaults.quantity),
    ratio: quickDefaults.ratio,
    nicotine: text(quickDefaults.nicotine),
  },
  precise: {
    volume: text(preciseDefaults.volume),
    pg: text(preciseDefaults.pg),
    nicotine: text(preciseDefaults.nicotine),
    boosterStrength: text(preciseDefaults.boosterStrength),
    boosterPg: text(preciseDefaults.boosterPg),
    aromas: preciseDefaults.aromas.map((aroma) => ({
      name: '',
      percent: text(aroma.percent),
      pg: text(aroma.pg),
    })),
  },
  shortfill: {
    bottle: text(shortfillDefaults.bottle),
    boosters: text(shortfillDefaults.boosters),
    target: text(shortfillDefaults.target),
    method: shortfillDefaults.method,
  },
  maturation: null,
  shakeAndVape: false,
});

// The URL speaks French, like the rest of the product: /calculateur?mode=rapide&arome=15…
const modeInUrl: Record<RecipeMode, string> = { quick: 'rapide', precise: 'precis', shortfill: 'shortfill' };
const modeFromUrl = (value: string | null): RecipeMode | null =>
  (Object.keys(modeInUrl) as RecipeMode[]).find((mode) => modeInUrl[mode] === value) ?? null;

/** Keeps what the user typed, within reason (a link is not a place for a novel). */
const clean = (value: string | null) => (value === null ? null : value.slice(0, 12));

/**
 * Reads the calculator from the query. Unknown or missing keys keep their defaults; `?nicotine=N`
 * alone (the nicotine page's link) opens the quick mode with that nicotine, and the precise one too.
 */
export function stateFromParams(params: URLSearchParams): CalculatorState {
  const state = defaultState();
  const get = (key: string) => clean(params.get(key));
  state.mode = modeFromUrl(params.get('mode')) ?? 'quick';
  const nicotine = get('nicotine');
  if (nicotine !== null) {
    state.quick.nicotine = nicotine;
    state.precise.nicotine = nicotine;
  }
  state.quick.aroma = get('arome') ?? state.quick.aroma;
  state.quick.quantity = get('quantite') ?? state.quick.quantity;
  const ratio = params.get('ratio');
  if (isPgVgRatio(ratio)) state.quick.ratio = ratio;

  state.precise.volume = get('volume') ?? state.precise.volume;
  state.precise.pg = get('pg') ?? state.precise.pg;
  state.precise.boosterStrength = get('booster') ?? state.precise.boosterStrength;
  state.precise.boosterPg = get('boosterPg') ?? state.precise.boosterPg;
  const aromas = params.getAll('aromes').slice(0, MAX_AROMAS);
  if (aromas.length > 0 || params.has('aromes')) {
    state.precise.aromas = aromas
      .filter((entry) => entry !== '')
      .map((entry) => {
        // "percent:pg:name"; the name may itself hold colons.
        const [percent = '', pg = '', ...name] = entry.split(':');
        return { percent: percent.slice(0, 12), pg: pg.slice(0, 12), name: name.join(':').slice(0, 60) };
      });
  }

  state.shortfill.bottle = get('flacon') ?? state.shortfill.bottle;
  state.shortfill.boosters = get('boosters') ?? state.shortfill.boosters;
  state.shortfill.target = get('cible') ?? state.shortfill.target;
  const method = params.get('calcul');
  if (method === 'boosters' || method === 'cible')
    state.shortfill.method = method === 'cible' ? 'target' : 'boosters';

  const maturation = params.get('maturation');
  state.maturation = isMaturationFamilyId(maturation) ? maturation : null;
  state.shakeAndVape = params.get('shake') === '1';
  return state;
}

/** The query for a state: the mode, its own inputs, the flavour family and shake & vape. */
export function paramsFromState(state: CalculatorState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('mode', modeInUrl[state.mode]);
  if (state.mode === 'quick') {
    params.set('arome', state.quick.aroma);
    params.set('quantite', state.quick.quantity);
    params.set('ratio', state.quick.ratio);
    params.set('nicotine', state.quick.nicotine);
  } else if (state.mode === 'precise') {
    params.set('volume', state.precise.volume);
    params.set('pg', state.precise.pg);
    params.set('nicotine', state.precise.nicotine);
    params.set('booster', state.precise.boosterStrength);
    params.set('boosterPg', state.precise.boosterPg);
    if (state.precise.aromas.length === 0) params.set('aromes', '');
    for (const aroma of state.precise.aromas)
      params.append('aromes', [aroma.percent, aroma.pg, aroma.name].join(':').replace(/:$/, ''));
  } else {
    params.set('flacon', state.shortfill.bottle);
    params.set('calcul', state.shortfill.method === 'target' ? 'cible' : 'boosters');
    if (state.shortfill.method === 'target') params.set('cible', state.shortfill.target);
    else params.set('boosters', state.shortfill.boosters);
  }
  if (state.maturation) params.set('maturation', state.maturation);
  if (state.shakeAndVape) params.set('shake', '1');
  return params;
}

export function quickInputs(state: CalculatorState): QuickInputs {
  return {
    aroma: parseDecimal(state.quick.aroma),
    quantity: parseDecimal(state.quick.quantity),
    ratio: state.quick.ratio,
    nicotine: parseDecimal(state.quick.nicotine),
  };
}

export function preciseInputs(state: CalculatorState): PreciseInputs {
  const { precise } = state;
  return {
    volume: parseDecimal(precise.volume),
    pg: parseDecimal(precise.pg),
    nicotine: parseDecimal(precise.nicotine),
    boosterStrength: parseDecimal(precise.boosterStrength),
    boosterPg: parseDecimal(precise.boosterPg),
    aromas: precise.aromas.map((aroma) => ({
      name: aroma.name.trim() || undefined,
      percent: parseDecimal(aroma.percent),
      pg: parseDecimal(aroma.pg),
    })),
  };
}

export function shortfillInputs(state: CalculatorState): ShortfillInputs {
  return {
    bottle: parseDecimal(state.shortfill.bottle),
    boosters: parseDecimal(state.shortfill.boosters),
    target: parseDecimal(state.shortfill.target),
    method: state.shortfill.method,
  };
}

/** The body to save the current mode as a recipe (the API checks the ranges and says what is wrong). */
export function recipeBody(state: CalculatorState, name: string): CreateRecipeBody {
  const steeping = {
    ...(state.maturation ? { maturation: state.maturation } : {}),
    ...(state.shakeAndVape ? { shakeAndVape: true } : {}),
  };
  if (state.mode === 'quick') return { name, mode: 'quick', inputs: { ...quickInputs(state), ...steeping } };
  if (state.mode === 'precise') {
    const inputs = preciseInputs(state);
    return {
      name,
      mode: 'precise',
      inputs: {
        ...inputs,
        aromas: inputs.aromas.map(({ name: aromaName, ...rest }) =>
          aromaName ? { name: aromaName, ...rest } : rest,
        ),
        ...steeping,
      },
    };
  }
  const inputs = shortfillInputs(state);
  return {
    name,
    mode: 'shortfill',
    inputs: {
      ...inputs,
      boosters: Number.isFinite(inputs.boosters) ? inputs.boosters : 0,
      target: Number.isFinite(inputs.target) ? inputs.target : 0,
      ...steeping,
    },
  };
}

/** A saved recipe back on screen: its mode and inputs, the other modes at their defaults. */
export function stateFromRecipe(recipe: Recipe): CalculatorState {
  const state = defaultState();
  state.mode = recipe.mode;
  state.maturation = isMaturationFamilyId(recipe.inputs.maturation) ? recipe.inputs.maturation : null;
  state.shakeAndVape = recipe.inputs.shakeAndVape === true;
  if (recipe.mode === 'quick') {
    const { aroma, quantity, ratio, nicotine } = recipe.inputs;
    state.quick = { aroma: text(aroma), quantity: text(quantity), ratio, nicotine: text(nicotine) };
  } else if (recipe.mode === 'precise') {
    const { volume, pg, nicotine, boosterStrength, boosterPg, aromas } = recipe.inputs;
    state.precise = {
      volume: text(volume),
      pg: text(pg),
      nicotine: text(nicotine),
      boosterStrength: text(boosterStrength),
      boosterPg: text(boosterPg),
      aromas: aromas.map((aroma) => ({
        name: aroma.name ?? '',
        percent: text(aroma.percent),
        pg: text(aroma.pg),
      })),
    };
  } else {
    const { bottle, boosters, target, method } = recipe.inputs;
    state.shortfill = { bottle: text(bottle), boosters: text(boosters), target: text(target), method };
  }
  return state;
}

/** The link that opens the calculator pre-filled with this state. */
export function shareUrl(state: CalculatorState, origin = window.location.origin): string {
  return `${origin}/calculateur?${paramsFromState(state).toString()}`;
}
