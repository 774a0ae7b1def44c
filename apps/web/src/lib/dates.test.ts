import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, formatWeekday } from './dates.ts';

describe('dates', () => {
  it('formats in fr-FR with a short month', () => {
    expect(formatShortDate(new Date(2026, 10, 24))).toBe('24 nov. 2026');
    expect(formatShortDate('2026-02-03T12:00:00')).toBe('3 févr. 2026');
  });
  it('formats long dates and weekdays', () => {
    expect(formatLongDate(new Date(2026, 2, 5))).toBe('5 mars 2026');
    expect(formatWeekday(new Date(2026, 10, 24))).toBe('mardi 24 novembre');
  });
});
