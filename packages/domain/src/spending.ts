import { compareDays, daysBetween, type IsoDay } from './calendar.ts';
import { COIL_DURATION } from './coil-life.ts';

/**
 * « Mes dépenses » and « Mes économies »: what vaping costs per mL, this month's spend and the money saved
 * compared with smoking. Every amount is in euro cents; the figures are rounded to the cent at the end only.
 */

/** French boosters are 10 mL at 20 mg/mL, the most the law allows (TPD): a booster dilutes to rate / 20. */
export const BOOSTER_MG_PER_ML = 20;
export const BOOSTER_ML = 10;
export const SHORTFILL_ML = 50;
export const CIGARETTES_PER_PACK = 20;
/** A pack of 20 in France, 2026 (shown in the form and editable; see docs/decisions.md). */
export const DEFAULT_PACK_PRICE_CENTS = 1250;
/** Concentrated aromas are dosed 10–20 %; 10 % is the form's default. */
export const DEFAULT_AROMA_PERCENT = 10;
export const AROMA_PERCENT = { min: 1, max: 30 } as const;
export const AROMA_BOTTLE_ML = { min: 5, max: 1000 } as const;
/** The largest price the database keeps (1 000 €), in cents. */
export const MAX_PRICE_CENTS = 100_000;
export const MAX_CIGARETTES_PER_DAY = 200;
/** What a day of vaping is taken to be when nothing else is known (no log, no plan). */
export const TYPICAL_DAILY_ML = 5;
export const TYPICAL_RATE = 6;

export const liquidPurchaseKinds = ['bottle10', 'shortfill50', 'diy'] as const;
export type LiquidPurchaseKind = (typeof liquidPurchaseKinds)[number];

/** How the user gets their liquid (the contract's `liquidPurchase`). */
export type LiquidPurchase =
  /** Ready-to-vape 10 mL bottles, nicotine included. */
  | { kind: 'bottle10'; bottlePriceCents: number }
  /** 50 mL shortfills completed with 10 mL boosters at 20 mg/mL. */
  | { kind: 'shortfill50'; bottlePriceCents: number; boosterPriceCents: number }
  /** Home mixing: base by the litre, 10 mL boosters, a bottle of aroma concentrate dosed at aromaPercent. */
  | {
      kind: 'diy';
      baseLitrePriceCents: number;
      boosterPriceCents: number;
      aromaPriceCents: number;
      aromaBottleMl: number;
      aromaPercent: number;
    };

export interface SpendingProfileInput {
  vapingSince: IsoDay | null;
  liquidPurchase: LiquidPurchase | null;
  coilPriceCents: number | null;
  cigarettesPerDay: number | null;
  packPriceCents: number | null;
}

/** What the user's other data says about their vaping (logs, coils, plan), as of `today` (Paris). */
export interface SpendingUsage {
  today: IsoDay;
  logs: readonly { date: IsoDay; ml: number; rate: number }[];
  coils: readonly { dateInstallation: IsoDay; duree: number }[];
  /** The nicotine plan: its daily mL and the current step's rate; null without a plan. */
  plan: { dailyAvgMl: number; rate: number } | null;
  /** Cigarettes smoked since vaping (« J'ai fumé »), by Paris day; they are taken off the money saved. */
  slips?: readonly { date: IsoDay; count: number }[];
}

/** The share of a mL of liquid at `rate` mg/mL that is booster (0 to 1). */
export function boosterShare(rate: number): number {
  return Math.min(Math.max(rate, 0), BOOSTER_MG_PER_ML) / BOOSTER_MG_PER_ML;
}

/**
 * What one mL of liquid at `rate` mg/mL costs, in cents (not rounded).
 * - 10 mL bottles: price / 10, whatever the rate (the nicotine is in the bottle).
 * - shortfill: the booster share costs the booster's price per mL, the rest the shortfill's.
 * - home mixing: booster share at the booster's price, aroma share (aromaPercent) at the concentrate's price,
 *   the rest base at the litre's price (never below nothing when booster and aroma fill the mL).
 */
export function liquidCostPerMl(purchase: LiquidPurchase, rate: number): number {
  switch (purchase.kind) {
    case 'bottle10':
      return purchase.bottlePriceCents / 10;
    case 'shortfill50': {
      const booster = boosterShare(rate);
      return (
        (1 - booster) * (purchase.bottlePriceCents / SHORTFILL_ML) +
        booster * (purchase.boosterPriceCents / BOOSTER_ML)
      );
    }
    case 'diy': {
      const booster = boosterShare(rate);
      const aroma = Math.min(purchase.aromaPercent / 100, 1 - booster);
      const base = Math.max(0, 1 - booster - aroma);
      return (
        base * (purchase.baseLitrePriceCents / 1000) +
        booster * (purchase.boosterPriceCents / BOOSTER_ML) +
        aroma * (purchase.aromaPriceCents / purchase.aromaBottleMl)
      );
    }
  }
}

/** The first day of `today`'s month, YYYY-MM-01. */
export function monthStartOf(today: IsoDay): IsoDay {
  return `${today.slice(0, 7)}-01`;
}

export interface MonthSpending {
  /** The first day of the current month (Paris); the month runs to today. */
  from: IsoDay;
  to: IsoDay;
  /** mL logged this month. */
  ml: number;
  /** The logged mL at their own rate × the cost per mL; null when the liquid's price is not given. */
  liquidCents: number | null;
  /** Coils installed (or changed) this month. */
  coilChanges: number;
  /** coilChanges × the coil's price; null when the coil's price is not given. */
  coilCents: number | null;
  /** The known parts added; null when neither is known. */
  totalCents: number | null;
}

const inRange = (day: IsoDay, from: IsoDay, to: IsoDay) => day >= from && day <= to;

/** This month's vaping spend: the logged mL of the month (each at its rate) and the coils installed in it. */
export function monthSpending(profile: SpendingProfileInput, usage: SpendingUsage): MonthSpending {
  const from = monthStartOf(usage.today);
  const to = usage.today;
  const logs = usage.logs.filter((log) => inRange(log.date, from, to));
  const ml = logs.reduce((sum, log) => sum + log.ml, 0);
  const purchase = profile.liquidPurchase;
  const liquid = purchase
    ? logs.reduce((sum, log) => sum + log.ml * liquidCostPerMl(purchase, log.rate), 0)
    : null;
  const coilChanges = usage.coils.filter((coil) => inRange(coil.dateInstallation, from, to)).length;
  const coil = profile.coilPriceCents === null ? null : coilChanges * profile.coilPriceCents;
  const total = liquid === null && coil === null ? null : (liquid ?? 0) + (coil ?? 0);
  return {
    from,
    to,
    ml: Math.round(ml * 100) / 100,
    liquidCents: liquid === null ? null : Math.round(liquid),
    coilChanges,
    coilCents: coil,
    totalCents: total === null ? null : Math.round(total),
  };
}

/**
 * What a day of vaping costs in liquid when it was not logged, in cents: the average of the logged days (each
 * at its mL and rate); without logs, the plan's daily mL at its current rate; without a plan, 5 mL at 6 mg/mL.
 */
export function typicalDayLiquidCents(purchase: LiquidPurchase, usage: SpendingUsage): number {
  if (usage.logs.length > 0) {
    const total = usage.logs.reduce((sum, log) => sum + log.ml * liquidCostPerMl(purchase, log.rate), 0);
    return total / usage.logs.length;
  }
  if (usage.plan) return usage.plan.dailyAvgMl * liquidCostPerMl(purchase, usage.plan.rate);
  return TYPICAL_DAILY_ML * liquidCostPerMl(purchase, TYPICAL_RATE);
}

/** A coil's life in days for the estimate: the average of the user's coils, 15 days without one. */
export function typicalCoilDays(usage: SpendingUsage): number {
  if (usage.coils.length === 0) return COIL_DURATION.default;
  return usage.coils.reduce((sum, coil) => sum + coil.duree, 0) / usage.coils.length;
}

export interface Savings {
  from: IsoDay;
  to: IsoDay;
  /** Days from the first day of vaping to today, both counted. */
  days: number;
  /** cigarettes/day × pack price / 20 × days. */
  smokingCents: number;
  /** Liquid (logged days at their mL and rate, other days estimated) and coils (one per coil life). */
  vapingCents: number;
  liquidCents: number;
  coilCents: number;
  /** Days of the period with a log; the others are estimated (typicalDayLiquidCents). */
  loggedDays: number;
  /** Cigarettes smoked in the period (slips) and what they cost: count × pack price / 20. */
  slipCigarettes: number;
  slipCents: number;
  /** smokingCents − vapingCents − slipCents (negative when vaping has cost more so far). */
  savedCents: number;
  /** The parts of the vaping spend left out because their price is not given. */
  missing: ('liquid' | 'coil')[];
}

/**
 * Money saved compared with smoking, from the first day of vaping to today (both counted): what the cigarettes
 * would have cost, minus what vaping cost over the same days and the cigarettes smoked all the same (slips). Null without a start date, without cigarettes per
 * day, or with a start date after today.
 */
export function savingsSinceVaping(profile: SpendingProfileInput, usage: SpendingUsage): Savings | null {
  const from = profile.vapingSince;
  if (from === null || profile.cigarettesPerDay === null || from > usage.today) return null;
  const to = usage.today;
  const days = daysBetween(from, to) + 1;
  const packPrice = profile.packPriceCents ?? DEFAULT_PACK_PRICE_CENTS;
  const smoking = ((profile.cigarettesPerDay * packPrice) / CIGARETTES_PER_PACK) * days;
  const logs = usage.logs.filter((log) => inRange(log.date, from, to));
  const purchase = profile.liquidPurchase;
  const missing: Savings['missing'] = [];
  let liquid = 0;
  if (purchase) {
    const logged = logs.reduce((sum, log) => sum + log.ml * liquidCostPerMl(purchase, log.rate), 0);
    liquid = logged + (days - logs.length) * typicalDayLiquidCents(purchase, usage);
  } else missing.push('liquid');
  let coil = 0;
  if (profile.coilPriceCents === null) missing.push('coil');
  else coil = (days / typicalCoilDays(usage)) * profile.coilPriceCents;
  const smokingCents = Math.round(smoking);
  const liquidCents = Math.round(liquid);
  const coilCents = Math.round(coil);
  // A slip is counted, not punished: only what it cost comes off, nothing else is reset.
  const slipCigarettes = (usage.slips ?? [])
    .filter((slip) => inRange(slip.date, from, to))
    .reduce((sum, slip) => sum + slip.count, 0);
  const slipCents = Math.round((slipCigarettes * packPrice) / CIGARETTES_PER_PACK);
  return {
    from,
    to,
    days,
    smokingCents,
    vapingCents: liquidCents + coilCents,
    liquidCents,
    coilCents,
    loggedDays: logs.length,
    slipCigarettes,
    slipCents,
    savedCents: smokingCents - liquidCents - coilCents - slipCents,
    missing,
  };
}

export interface SpendingSummary {
  /** At the rate vaped now (the last log's, else the plan's, else 6 mg/mL); null without a liquid price. */
  costPerMlCents: number | null;
  month: MonthSpending;
  savings: Savings | null;
}

/** The rate vaped now: the last log's, else the plan's current step, else 6 mg/mL. */
export function currentVapingRate(usage: SpendingUsage): number {
  const last = [...usage.logs].sort((a, b) => compareDays(a.date, b.date)).at(-1);
  return last?.rate ?? usage.plan?.rate ?? TYPICAL_RATE;
}

/** Everything « Mes économies » shows, from the profile and the usage. */
export function spendingSummary(profile: SpendingProfileInput, usage: SpendingUsage): SpendingSummary {
  const purchase = profile.liquidPurchase;
  return {
    costPerMlCents: purchase
      ? Math.round(liquidCostPerMl(purchase, currentVapingRate(usage)) * 100) / 100
      : null,
    month: monthSpending(profile, usage),
    savings: savingsSinceVaping(profile, usage),
  };
}

/**
 * A price as typed in a form ("12,50", "12.5", "12 €", "1 234,5") in cents; undefined when empty, NaN when it is
 * not a price (more than two decimals, letters, negative).
 */
export function parseEuros(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (cleaned === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** Cents as a form shows them: 1250 → "12,50", 300 → "3". */
export function centsToEurosText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}
