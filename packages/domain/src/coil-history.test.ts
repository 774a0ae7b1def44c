import { describe, expect, it } from 'vitest';
import {
  COIL_HISTORY_MIN,
  coilHistorySummary,
  coilHistorySummaryText,
  coilLifeSuggestion,
  pastCoil,
  pastCoilDays,
  pastCoilText,
} from './coil-history.ts';

const logs = [
  { date: '2026-11-01', ml: 12 },
  { date: '2026-11-02', ml: 10 },
  { date: '2026-11-03', ml: 14 },
  { date: '2026-11-04', ml: 8 },
];

describe('pastCoil', () => {
  it.each([
    // [installed, replaced a coil that day, removed, shares, mL]
    ['2026-11-01', true, '2026-11-03', 1, 24],
    ['2026-11-01', true, '2026-11-04', 2, 16],
    // A device's first coil keeps its installation day's 12 mL (decision 0155).
    ['2026-11-01', false, '2026-11-03', 1, 36],
    ['2026-11-01', false, '2026-11-04', 2, 22],
  ] as const)(
    'installed %s (replacing: %s), removed %s, %d device(s): %d mL',
    (installedOn, replacedACoil, removedOn, shares, mlVaped) => {
      expect(pastCoil({ installedOn, replacedACoil }, removedOn, logs, shares)).toEqual({
        installedOn,
        removedOn,
        mlVaped,
      });
    },
  );

  it('records nothing for a coil removed the day it was installed', () => {
    expect(pastCoil({ installedOn: '2026-11-04', replacedACoil: false }, '2026-11-04', logs)).toBeNull();
    expect(pastCoil({ installedOn: '2026-11-05', replacedACoil: true }, '2026-11-04', logs)).toBeNull();
  });

  it('a first coil and the coils that follow it add up to the mL logged from its installation day', () => {
    const oldest = pastCoil({ installedOn: '2026-11-01', replacedACoil: false }, '2026-11-02', logs)!;
    const next = pastCoil({ installedOn: '2026-11-02', replacedACoil: true }, '2026-11-04', logs)!;
    expect(oldest.mlVaped + next.mlVaped).toBe(44);
  });
});

describe('coil history summary and suggestion', () => {
  const coils = [
    { installedOn: '2026-09-01', removedOn: '2026-09-11', mlVaped: 40 },
    { installedOn: '2026-09-11', removedOn: '2026-09-25', mlVaped: 50 },
    { installedOn: '2026-09-25', removedOn: '2026-10-07', mlVaped: 45 },
  ];

  it('averages days and mL per coil', () => {
    expect(pastCoilDays(coils[0]!)).toBe(10);
    expect(coilHistorySummary(coils)).toEqual({ count: 3, averageDays: 12, averageMl: 45 });
    expect(coilHistorySummary([])).toBeNull();
  });

  it('words the average and each coil in French', () => {
    expect(coilHistorySummaryText(coilHistorySummary(coils)!)).toBe(
      'En moyenne 12 jours et 45 mL par résistance (3 résistances changées)',
    );
    expect(coilHistorySummaryText({ count: 1, averageDays: 1, averageMl: 12.5 })).toBe(
      'En moyenne 1 jour et 12,5 mL par résistance (1 résistance changée)',
    );
    expect(coilHistorySummaryText({ count: 2, averageDays: 10.5, averageMl: 0 })).toBe(
      'En moyenne 10,5 jours et 0 mL par résistance (2 résistances changées)',
    );
    expect(pastCoilText(coils[0]!)).toBe('10 jours, 40 mL vapés');
  });

  it('suggests the average once there are three past coils, the defaults before', () => {
    expect(COIL_HISTORY_MIN).toBe(3);
    expect(coilLifeSuggestion(coils.slice(0, 2), 60)).toEqual({
      days: 15,
      ml: 60,
      fromHistory: false,
      mlFromHistory: false,
    });
    expect(coilLifeSuggestion(coils, 60)).toEqual({
      days: 12,
      ml: 45,
      fromHistory: true,
      mlFromHistory: true,
    });
    // No mL logged: the days from the history, the kind's mL.
    const unlogged = coils.map((coil) => ({ ...coil, mlVaped: 0 }));
    expect(coilLifeSuggestion(unlogged, 30)).toEqual({
      days: 12,
      ml: 30,
      fromHistory: true,
      mlFromHistory: false,
    });
    // Kept within the form's bounds.
    const long = coils.map((coil) => ({ ...coil, removedOn: '2028-01-01', mlVaped: 5000 }));
    expect(coilLifeSuggestion(long, null)).toEqual({
      days: 365,
      ml: 2000,
      fromHistory: true,
      mlFromHistory: true,
    });
  });
});
