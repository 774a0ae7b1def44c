import { describe, expect, it } from 'vitest';
import {
  boosterShare,
  centsToEurosText,
  currentVapingRate,
  type LiquidPurchase,
  liquidCostPerMl,
  monthSpending,
  monthStartOf,
  parseEuros,
  type SpendingProfileInput,
  type SpendingUsage,
  savingsSinceVaping,
  spendingSummary,
  typicalCoilDays,
  typicalDayLiquidCents,
} from './spending.ts';

/** Base 15,00 € the litre, booster 1,50 €, aroma 5,90 € the 10 mL dosed at 10 %. */
const diy: LiquidPurchase = {
  kind: 'diy',
  baseLitrePriceCents: 1500,
  boosterPriceCents: 150,
  aromaPriceCents: 590,
  aromaBottleMl: 10,
  aromaPercent: 10,
};
const shortfill: LiquidPurchase = { kind: 'shortfill50', bottlePriceCents: 1990, boosterPriceCents: 150 };
const bottle: LiquidPurchase = { kind: 'bottle10', bottlePriceCents: 590 };

const noProfile: SpendingProfileInput = {
  vapingSince: null,
  liquidPurchase: null,
  coilPriceCents: null,
  cigarettesPerDay: null,
  packPriceCents: null,
};

/** November 2026, today the 27th: one log in October, three this month; three coils, two fitted this month. */
const usage: SpendingUsage = {
  today: '2026-11-27',
  logs: [
    { date: '2026-10-31', ml: 10, rate: 6 },
    { date: '2026-11-01', ml: 8, rate: 6 },
    { date: '2026-11-15', ml: 6, rate: 3 },
    { date: '2026-11-27', ml: 4, rate: 3 },
  ],
  coils: [
    { dateInstallation: '2026-11-03', duree: 15 },
    { dateInstallation: '2026-10-20', duree: 15 },
    { dateInstallation: '2026-11-27', duree: 30 },
  ],
  plan: { dailyAvgMl: 4, rate: 3 },
};

describe('liquidCostPerMl', () => {
  it('divides a 10 mL bottle by ten, whatever the rate', () => {
    expect(liquidCostPerMl(bottle, 0)).toBeCloseTo(59);
    expect(liquidCostPerMl(bottle, 12)).toBeCloseTo(59);
  });

  it('mixes a shortfill with its share of boosters at 20 mg/mL', () => {
    // 3 mg/mL: 15 % booster (1,50 € / 10 mL = 15 c/mL), 85 % shortfill (19,90 € / 50 mL = 39,8 c/mL).
    expect(liquidCostPerMl(shortfill, 3)).toBeCloseTo(0.85 * 39.8 + 0.15 * 15); // 36,08 c
    expect(liquidCostPerMl(shortfill, 0)).toBeCloseTo(39.8);
  });

  it('prices home mixing from base, booster and aroma', () => {
    // 6 mg/mL: 30 % booster, 10 % aroma, 60 % base → 0,6 × 1,5 + 0,3 × 15 + 0,1 × 59 = 11,3 c/mL.
    expect(liquidCostPerMl(diy, 6)).toBeCloseTo(11.3);
    // 0 mg/mL: 90 % base → 0,9 × 1,5 + 5,9 = 7,25 c/mL.
    expect(liquidCostPerMl(diy, 0)).toBeCloseTo(7.25);
    // A 30 mL aroma bottle at 12,90 € dosed 15 %: 0,15 × 43 = 6,45 c; 3 mg/mL.
    expect(
      liquidCostPerMl({ ...diy, aromaPriceCents: 1290, aromaBottleMl: 30, aromaPercent: 15 }, 3),
    ).toBeCloseTo(0.7 * 1.5 + 0.15 * 15 + 0.15 * 43); // 9,75 c
  });

  it('never counts a negative share of base', () => {
    // 20 mg/mL is all booster: no room for aroma or base.
    expect(liquidCostPerMl(diy, 20)).toBeCloseTo(15);
    expect(liquidCostPerMl(diy, 40)).toBeCloseTo(15);
    expect(liquidCostPerMl({ ...diy, aromaPercent: 30 }, 18)).toBeCloseTo(0.9 * 15 + 0.1 * 59);
    expect(boosterShare(-1)).toBe(0);
  });
});

describe('monthSpending', () => {
  it('prices the month’s logged mL at their own rate and counts the coils fitted this month', () => {
    const month = monthSpending({ ...noProfile, liquidPurchase: diy, coilPriceCents: 350 }, usage);
    // 8 mL at 11,3 c + (6 + 4) mL at 9,275 c = 183,15 c; two coils at 3,50 €.
    expect(month).toEqual({
      from: '2026-11-01',
      to: '2026-11-27',
      ml: 18,
      liquidCents: 183,
      coilChanges: 2,
      coilCents: 700,
      totalCents: 883,
    });
  });

  it('leaves out what has no price, and says nothing is known without any', () => {
    expect(monthSpending({ ...noProfile, coilPriceCents: 350 }, usage)).toMatchObject({
      liquidCents: null,
      coilCents: 700,
      totalCents: 700,
    });
    expect(monthSpending({ ...noProfile, liquidPurchase: bottle }, usage)).toMatchObject({
      liquidCents: 18 * 59,
      coilCents: null,
      totalCents: 1062,
    });
    expect(monthSpending(noProfile, usage)).toMatchObject({ ml: 18, coilChanges: 2, totalCents: null });
  });

  it('starts on the first day of the month', () => {
    expect(monthStartOf('2027-01-01')).toBe('2027-01-01');
    const month = monthSpending(
      { ...noProfile, liquidPurchase: bottle, coilPriceCents: 400 },
      { ...usage, today: '2026-12-01' },
    );
    expect(month).toMatchObject({ from: '2026-12-01', ml: 0, liquidCents: 0, coilChanges: 0, totalCents: 0 });
  });
});

describe('savingsSinceVaping', () => {
  it('compares 27 days of cigarettes with the liquid and coils of the same days', () => {
    const savings = savingsSinceVaping(
      {
        vapingSince: '2026-11-01',
        liquidPurchase: diy,
        coilPriceCents: 350,
        cigarettesPerDay: 15,
        packPriceCents: 1250,
      },
      usage,
    );
    // Smoking: 15 × 12,50 € / 20 × 27 days = 253,125 €.
    // Liquid: the 3 logged days (183,15 c) + 24 days at the average logged day (296,15 c / 4 = 74,0375 c).
    // Coils: the average life is (15 + 15 + 30) / 3 = 20 days, so 27 / 20 coils at 3,50 € = 4,725 €.
    expect(savings).toEqual({
      from: '2026-11-01',
      to: '2026-11-27',
      days: 27,
      smokingCents: 25313,
      liquidCents: 1960,
      coilCents: 473,
      vapingCents: 2433,
      loggedDays: 3,
      slipCigarettes: 0,
      slipCents: 0,
      savedCents: 22880,
      missing: [],
    });
  });

  it.each([
    // count × pack price / 20, only for the slips of the period; nothing else changes.
    ['no slip', [], 0, 0],
    ['3 cigarettes at 12,50 € the pack', [{ date: '2026-11-10', count: 3 }], 3, 188],
    [
      'a slip on the first and the last day',
      [
        { date: '2026-11-01', count: 1 },
        { date: '2026-11-27', count: 2 },
      ],
      3,
      188,
    ],
    [
      'a slip before vaping began, one after today',
      [
        { date: '2026-10-31', count: 5 },
        { date: '2026-11-28', count: 5 },
      ],
      0,
      0,
    ],
    ['a whole pack', [{ date: '2026-11-05', count: 20 }], 20, 1250],
  ])('takes slips off the money saved: %s', (_, slips, cigarettes, cents) => {
    const profile = {
      vapingSince: '2026-11-01',
      liquidPurchase: diy,
      coilPriceCents: 350,
      cigarettesPerDay: 15,
      packPriceCents: 1250,
    };
    const without = savingsSinceVaping(profile, usage)!;
    const withSlips = savingsSinceVaping(profile, { ...usage, slips })!;
    expect(withSlips.slipCigarettes).toBe(cigarettes);
    expect(withSlips.slipCents).toBe(cents);
    expect(withSlips.savedCents).toBe(without.savedCents - cents);
    expect({ ...withSlips, slipCigarettes: 0, slipCents: 0, savedCents: 0 }).toEqual({
      ...without,
      savedCents: 0,
    });
  });

  it('takes the French pack price by default and estimates a day from the plan, or 5 mL at 6 mg/mL', () => {
    const profile = { ...noProfile, vapingSince: '2026-11-18', liquidPurchase: bottle, cigarettesPerDay: 10 };
    const alone = { today: '2026-11-27', logs: [], coils: [], plan: null };
    // 10 days: 10 × 12,50 / 20 × 10 = 62,50 €; liquid 10 × 5 mL × 59 c = 29,50 €; no coil price.
    expect(savingsSinceVaping(profile, alone)).toMatchObject({
      days: 10,
      smokingCents: 6250,
      liquidCents: 2950,
      coilCents: 0,
      savedCents: 3300,
      missing: ['coil'],
    });
    // With a plan of 4 mL a day at 3 mg/mL of shortfill: 4 × 36,08 c a day.
    const withPlan = { ...alone, plan: { dailyAvgMl: 4, rate: 3 } };
    expect(typicalDayLiquidCents(shortfill, withPlan)).toBeCloseTo(144.32);
    expect(typicalDayLiquidCents(diy, alone)).toBeCloseTo(5 * 11.3);
    expect(typicalCoilDays(alone)).toBe(15);
  });

  it('counts the first day of vaping, and can be negative', () => {
    const profile: SpendingProfileInput = {
      vapingSince: '2026-11-27',
      liquidPurchase: bottle,
      coilPriceCents: null,
      cigarettesPerDay: 1,
      packPriceCents: 1000,
    };
    // One day: a cigarette at 0,50 € against 4 mL logged today at 59 c.
    expect(savingsSinceVaping(profile, usage)).toMatchObject({
      days: 1,
      smokingCents: 50,
      liquidCents: 236,
      savedCents: -186,
      missing: ['coil'],
    });
  });

  it('says the vaping spend is unknown without a liquid price', () => {
    const savings = savingsSinceVaping(
      { ...noProfile, vapingSince: '2026-11-27', cigarettesPerDay: 20, coilPriceCents: 300 },
      usage,
    );
    expect(savings).toMatchObject({ smokingCents: 1250, liquidCents: 0, coilCents: 15, missing: ['liquid'] });
  });

  it('needs a start date not after today and cigarettes per day', () => {
    const full = { ...noProfile, vapingSince: '2026-11-01', cigarettesPerDay: 10 };
    expect(savingsSinceVaping(full, usage)).not.toBeNull();
    expect(savingsSinceVaping({ ...full, vapingSince: null }, usage)).toBeNull();
    expect(savingsSinceVaping({ ...full, cigarettesPerDay: null }, usage)).toBeNull();
    expect(savingsSinceVaping({ ...full, vapingSince: '2026-11-28' }, usage)).toBeNull();
  });
});

describe('spendingSummary', () => {
  it('gives the cost per mL at the last log’s rate', () => {
    expect(currentVapingRate(usage)).toBe(3);
    expect(currentVapingRate({ ...usage, logs: [] })).toBe(3);
    expect(currentVapingRate({ ...usage, logs: [], plan: null })).toBe(6);
    const summary = spendingSummary({ ...noProfile, liquidPurchase: shortfill }, usage);
    expect(summary.costPerMlCents).toBe(36.08);
    expect(summary.savings).toBeNull();
    expect(spendingSummary(noProfile, usage).costPerMlCents).toBeNull();
  });
});

describe('parseEuros and centsToEurosText', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    [' 12 € ', 1200],
    ['1 234,56', 123456],
    ['0', 0],
    ['0,05', 5],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it('says empty and not-a-price apart', () => {
    expect(parseEuros('  ')).toBeUndefined();
    for (const text of ['abc', '-3', '1,234', '1e3', '12,5,0']) expect(parseEuros(text)).toBeNaN();
  });

  it('writes cents back for the form', () => {
    expect(centsToEurosText(1250)).toBe('12,50');
    expect(centsToEurosText(300)).toBe('3');
    expect(centsToEurosText(5)).toBe('0,05');
  });
});
