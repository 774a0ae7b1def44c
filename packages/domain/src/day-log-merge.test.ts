import { describe, expect, it } from 'vitest';
import { addToDayLog } from './day-log-merge.ts';

const nicotine = ({ ml, rate }: { ml: number; rate: number }) => ml * rate;

describe('addToDayLog', () => {
  it('adds the mL and weighs each rate by its mL', () => {
    // 8 mL at 10,5 (84 mg) + 4 mL at 12 (48 mg) = 12 mL holding 132 mg: 11 mg/mL.
    expect(addToDayLog({ ml: 8, rate: 10.5 }, { ml: 4, rate: 12 })).toEqual({ ml: 12, rate: 11 });
  });

  it('keeps the day’s nicotine: the sum of both liquids’, within 0,05 mg', () => {
    const logged = { ml: 7.3, rate: 6 };
    const added = { ml: 2.9, rate: 3.33 };
    const day = addToDayLog(logged, added);
    expect(day.ml).toBe(10.2);
    expect(Math.abs(nicotine(day) - (nicotine(logged) + nicotine(added)))).toBeLessThanOrEqual(0.05);
  });

  it('is not the plain average of the two rates', () => {
    // 10 mL at 12 and 2 mL at 0: 120 mg in 12 mL, 10 mg/mL (the plain average would say 6).
    expect(addToDayLog({ ml: 10, rate: 12 }, { ml: 2, rate: 0 })).toEqual({ ml: 12, rate: 10 });
  });

  it('gives the same rate whatever the order', () => {
    const a = { ml: 5.5, rate: 9 };
    const b = { ml: 3, rate: 4.5 };
    expect(addToDayLog(a, b)).toEqual(addToDayLog(b, a));
  });

  it('sums tenths of a mL without floating noise', () => {
    expect(addToDayLog({ ml: 8.1, rate: 6 }, { ml: 3.2, rate: 6 })).toEqual({ ml: 11.3, rate: 6 });
  });

  it('keeps the rate when both liquids have it', () => {
    expect(addToDayLog({ ml: 6, rate: 3 }, { ml: 6, rate: 3 })).toEqual({ ml: 12, rate: 3 });
  });

  it('takes the added liquid’s rate over a day of no mL', () => {
    expect(addToDayLog({ ml: 0, rate: 12 }, { ml: 5, rate: 6 })).toEqual({ ml: 5, rate: 6 });
  });

  it('leaves the 100 mL a day limit to the log’s own check', () => {
    expect(addToDayLog({ ml: 90, rate: 3 }, { ml: 20, rate: 6 })).toEqual({ ml: 110, rate: 3.545 });
  });
});
