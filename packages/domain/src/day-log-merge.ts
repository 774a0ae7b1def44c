/** What a day's nicotine log holds: the mL vaped and their nicotine rate (mg/mL), as POST /nicotine/log takes them. */
export interface DayVaping {
  ml: number;
  rate: number;
}

/** Hundredths of a mL: the sum of two tenths (8,1 + 3,2) must not read 11,299999. */
const roundMl = (value: number) => Math.round(value * 100) / 100;
/**
 * Thousandths of a mg/mL: over the 100 mL a day allows, the nicotine is off by 0,05 mg at most, below the tenth of
 * a mg every screen shows.
 */
const roundRate = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The day's log once `added` mL of another liquid are vaped beside what is `logged`: the mL add up and the rate is
 * the mL-weighted average of both rates, so the day's nicotine (mL × rate) is the sum of both liquids' nicotine.
 * The log keeps one rate a day (spec §7: date, ml, rate); the caller still checks the total against the 100 mL a
 * day the log accepts.
 */
export function addToDayLog(logged: DayVaping, added: DayVaping): DayVaping {
  const ml = logged.ml + added.ml;
  if (ml <= 0) return { ml: 0, rate: added.rate };
  return {
    ml: roundMl(ml),
    rate: roundRate((logged.ml * logged.rate + added.ml * added.rate) / ml),
  };
}
