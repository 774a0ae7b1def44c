import { describe, expect, it } from 'vitest';
import {
  batchFamilyLabel,
  batchFigures,
  batchProgress,
  batchReadyRange,
  daysLeftText,
  guessMaturationFamily,
  isBatchFamilyId,
  sortBatches,
} from './batches.ts';

describe('batchReadyRange', () => {
  it.each([
    ['fruit-simple', '2026-03-01', '2026-03-06'],
    ['fruit-complexe', '2026-03-04', '2026-03-08'],
    ['frais-epice', '2026-03-08', '2026-03-15'],
    ['gourmand', '2026-03-15', '2026-03-22'],
    // "At least 2 weeks": no end to the range.
    ['classic', '2026-03-15', '2026-03-15'],
    ['shake-and-vape', '2026-03-01', '2026-03-01'],
  ] as const)('%s made on 1 March is ready from %s to %s', (family, readyOn, readyUntil) => {
    expect(batchReadyRange('2026-03-01', family)).toEqual({ readyOn, readyUntil });
  });

  it('crosses months and years', () => {
    expect(batchReadyRange('2026-12-25', 'gourmand')).toEqual({
      readyOn: '2027-01-08',
      readyUntil: '2027-01-15',
    });
  });

  it('labels families in French and knows its ids', () => {
    expect(batchFamilyLabel('classic')).toBe('Classic (tabac)');
    expect(batchFamilyLabel('shake-and-vape')).toBe('Shake & vape');
    expect(isBatchFamilyId('gourmand')).toBe(true);
    expect(isBatchFamilyId('dessert')).toBe(false);
  });
});

describe('guessMaturationFamily', () => {
  it.each([
    [['Fraise des bois'], 'fruit-simple'],
    [['Strawberry', 'Banana'], 'fruit-complexe'],
    [['Strawberry', 'strawberry '], 'fruit-simple'],
    [['Cotton Candy'], 'fruit-complexe'],
    [['Cool Mint'], 'frais-epice'],
    [['Café'], 'frais-epice'],
    [['Strawberry', 'Vanilla Custard'], 'gourmand'],
    [['RY4 Double', 'Caramel'], 'classic'],
    [['Unknown Thing', 'Menthol'], 'frais-epice'],
  ] as const)('%j steeps as %s', (names, family) => expect(guessMaturationFamily(names)).toBe(family));

  it('says nothing without a telling name', () => {
    expect(guessMaturationFamily([])).toBeNull();
    expect(guessMaturationFamily(['', undefined, '  '])).toBeNull();
    expect(guessMaturationFamily(['Arôme 1'])).toBeNull();
  });
});

describe('batchFigures', () => {
  it('takes the quick mode quantity and the strength its rounded booster gives', () => {
    expect(
      batchFigures({ mode: 'quick', inputs: { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 } }),
    ).toEqual({ volumeMl: 100, nicotineRate: 3 });
    // 10 mL at 3 mg/mL: 1.5 mL of booster, poured as shown.
    expect(
      batchFigures({ mode: 'quick', inputs: { aroma: 10, quantity: 10, ratio: '50/50', nicotine: 3 } }),
    ).toEqual({ volumeMl: 10, nicotineRate: 3 });
  });

  it('takes the precise volume and target', () => {
    expect(
      batchFigures({
        mode: 'precise',
        inputs: {
          volume: 30,
          pg: 50,
          nicotine: 6,
          boosterStrength: 20,
          boosterPg: 50,
          aromas: [{ percent: 10, pg: 100 }],
        },
      }),
    ).toEqual({ volumeMl: 30, nicotineRate: 6 });
  });

  it('takes the shortfill once topped up and its real rate', () => {
    expect(
      batchFigures({ mode: 'shortfill', inputs: { bottle: 50, boosters: 1, target: 0, method: 'boosters' } }),
    ).toEqual({ volumeMl: 60, nicotineRate: 3.33 });
    expect(
      batchFigures({ mode: 'shortfill', inputs: { bottle: 50, boosters: 0, target: 6, method: 'target' } }),
    ).toEqual({ volumeMl: 70, nicotineRate: 5.71 });
  });

  it('gives nothing for an impossible mix', () => {
    expect(
      batchFigures({ mode: 'quick', inputs: { aroma: 90, quantity: 10, ratio: '50/50', nicotine: 19 } }),
    ).toBeNull();
    expect(
      batchFigures({ mode: 'shortfill', inputs: { bottle: 50, boosters: 0, target: 25, method: 'target' } }),
    ).toBeNull();
    expect(
      batchFigures({
        mode: 'precise',
        inputs: { volume: Number.NaN, pg: 50, nicotine: 6, boosterStrength: 20, boosterPg: 50, aromas: [] },
      }),
    ).toBeNull();
  });
});

describe('batch progress and order', () => {
  const batch = { preparedOn: '2026-03-01', readyOn: '2026-03-15' };
  it('counts the days left and the share done', () => {
    expect(batchProgress(batch, '2026-03-01')).toEqual({ ready: false, daysLeft: 14, progress: 0 });
    expect(batchProgress(batch, '2026-03-08')).toEqual({ ready: false, daysLeft: 7, progress: 0.5 });
    expect(batchProgress(batch, '2026-03-15')).toEqual({ ready: true, daysLeft: 0, progress: 1 });
    expect(batchProgress(batch, '2026-04-01')).toEqual({ ready: true, daysLeft: 0, progress: 1 });
    expect(batchProgress({ preparedOn: '2026-03-01', readyOn: '2026-03-01' }, '2026-03-01').ready).toBe(true);
  });

  it('lists the steeping ones soonest first, then the ready ones latest first', () => {
    const batches = [
      { id: 1, preparedOn: '2026-02-01', readyOn: '2026-02-05' },
      { id: 2, preparedOn: '2026-03-01', readyOn: '2026-03-20' },
      { id: 3, preparedOn: '2026-03-01', readyOn: '2026-03-08' },
      { id: 4, preparedOn: '2026-02-20', readyOn: '2026-03-06' },
      { id: 5, preparedOn: '2026-03-06', readyOn: '2026-03-06' },
    ];
    const { maturing, ready } = sortBatches(batches, '2026-03-06');
    expect(maturing.map((b) => b.id)).toEqual([3, 2]);
    expect(ready.map((b) => b.id)).toEqual([5, 4, 1]);
  });

  it('says when in French', () => {
    expect(daysLeftText(0)).toBe('aujourd’hui');
    expect(daysLeftText(1)).toBe('demain');
    expect(daysLeftText(12)).toBe('dans 12 jours');
  });
});
