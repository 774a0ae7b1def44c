/**
 * French numbers and dates written without Intl. A page's first Intl formatter loads ICU's locale data: one
 * task of 90–150 ms on a phone (Chromium at 4× CPU slowdown), before the page's first paint. These write
 * exactly what `Intl.NumberFormat('fr-FR', …)` and `Intl.DateTimeFormat('fr-FR', …)` write for the options the
 * app uses (french-format.test.ts compares them with Intl over many values), and hand what they do not cover
 * (infinities, NaN, invalid dates, years outside 1000–9999) to Intl.
 */

/** Intl's grouping separator in French: a narrow no-break space (1 000). */
const GROUP = '\u202f';

export interface FrenchNumberOptions {
  /** Intl's default: 3 (2 for euros). */
  maximumFractionDigits?: number;
  /** Rounds to this many significant digits instead (fraction digits then ignored, as Intl does). */
  maximumSignificantDigits?: number;
  /** "12,50 €": two decimals always, the euro sign after a no-break space. */
  euros?: boolean;
}

/**
 * The decimal digits of |value| as JavaScript writes it (the shortest that reads back as the same number, which
 * is what ICU rounds from), without leading zeros, and where the point goes: value = 0.digits × 10^point.
 */
function decimalDigits(value: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  const leading = digits.length - digits.replace(/^0+/, '').length;
  digits = digits.slice(leading);
  point -= leading;
  return { digits: digits.replace(/0+$/, ''), point };
}

/** Keeps the first `keep` digits, rounding half away from zero (Intl's "halfExpand"). */
function roundDigits(digits: string, point: number, keep: number): { digits: string; point: number } {
  if (keep >= digits.length) return { digits, point };
  if (keep < 0) return { digits: '', point };
  const up = (digits[keep] ?? '0') >= '5';
  let kept = digits.slice(0, keep);
  if (!up) return { digits: kept.replace(/0+$/, ''), point };
  // Add one to the last kept digit, carrying through the nines.
  let index = kept.length - 1;
  while (index >= 0 && kept[index] === '9') index--;
  if (index < 0) return { digits: '1', point: point + 1 };
  kept = kept.slice(0, index) + String(Number(kept[index]) + 1);
  return { digits: kept, point };
}

/** A formatter like `new Intl.NumberFormat('fr-FR', options).format`, built at no cost. */
export function frenchNumber(options: FrenchNumberOptions = {}): (value: number) => string {
  const minFraction = options.euros ? 2 : 0;
  const maxFraction = options.maximumFractionDigits ?? (options.euros ? 2 : 3);
  let intl: Intl.NumberFormat | undefined;
  return (value) => {
    if (!Number.isFinite(value)) {
      intl ??= new Intl.NumberFormat('fr-FR', {
        ...(options.euros ? { style: 'currency', currency: 'EUR' } : {}),
        ...(options.maximumSignificantDigits !== undefined
          ? { maximumSignificantDigits: options.maximumSignificantDigits }
          : { maximumFractionDigits: maxFraction }),
      });
      return intl.format(value);
    }
    const exact = decimalDigits(value);
    const { digits, point } =
      options.maximumSignificantDigits !== undefined
        ? roundDigits(exact.digits, exact.point, options.maximumSignificantDigits)
        : roundDigits(exact.digits, exact.point, exact.point + maxFraction);
    const whole = point <= 0 || digits === '' ? '0' : digits.slice(0, point).padEnd(point, '0');
    let fraction = digits === '' ? '' : point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
    fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
    const sign = value < 0 || Object.is(value, -0) ? '-' : '';
    const number = `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
    return options.euros ? `${number}\u00a0€` : number;
  };
}

const monthNames = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const shortMonthNames = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];
const weekdayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

export interface FrenchDateOptions {
  /** "mardi 24 novembre" (with `month: 'long'`, no year). */
  weekday?: 'long';
  month: 'short' | 'long';
  year?: 'numeric';
  /** Reads the date in UTC rather than the device's zone (Intl's `timeZone: 'UTC'`). */
  utc?: boolean;
}

/** French writes the first of a month as an ordinal, « 1er décembre », where Intl's fr-FR writes « 1 ». */
const dayText = (day: number) => (day === 1 ? '1er' : String(day));

/**
 * A formatter like `new Intl.DateTimeFormat('fr-FR', { day: 'numeric', ...options }).format`: "5 janv.",
 * "5 janv. 2026", "24 novembre 2026", "mardi 24 novembre", except the first of a month: "1er décembre".
 */
export function frenchDate(options: FrenchDateOptions): (date: Date) => string {
  let intl: Intl.DateTimeFormat | undefined;
  return (date) => {
    const year = options.utc ? date.getUTCFullYear() : date.getFullYear();
    if (!(year >= 1000 && year <= 9999)) {
      intl ??= new Intl.DateTimeFormat('fr-FR', {
        day: 'numeric',
        month: options.month,
        ...(options.year ? { year: options.year } : {}),
        ...(options.weekday ? { weekday: options.weekday } : {}),
        ...(options.utc ? { timeZone: 'UTC' } : {}),
      });
      return intl.format(date).replace(/(^|\s)1(?=\s)/, '$11er');
    }
    const month = options.utc ? date.getUTCMonth() : date.getMonth();
    const day = options.utc ? date.getUTCDate() : date.getDate();
    const names = options.month === 'long' ? monthNames : shortMonthNames;
    const weekday = options.weekday ? `${weekdayNames[options.utc ? date.getUTCDay() : date.getDay()]} ` : '';
    return `${weekday}${dayText(day)} ${names[month]}${options.year ? ` ${year}` : ''}`;
  };
}

/** "0 jour", "1 jour", "2 jours": French counts 0 and 1 in the singular. */
export function frenchDays(count: number): string {
  return `${count} jour${Math.abs(count) >= 2 ? 's' : ''}`;
}
