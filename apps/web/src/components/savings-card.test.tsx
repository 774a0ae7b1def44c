import { screen } from '@testing-library/react';
import type { SpendingOverview } from '@vapolib/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../test/render.tsx';
import { SavingsCard } from './savings-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const text = (element: HTMLElement) => element.textContent!.replace(/\s/g, ' ');

const month = {
  from: '2026-11-01',
  to: '2026-11-27',
  ml: 18.5,
  liquidCents: 183,
  coilChanges: 2,
  coilCents: 700,
  totalCents: 883,
};
const savings = {
  from: '2026-11-01',
  to: '2026-11-27',
  days: 27,
  smokingCents: 25313,
  vapingCents: 2433,
  liquidCents: 1960,
  coilCents: 473,
  loggedDays: 3,
  slipCigarettes: 0,
  slipCents: 0,
  savedCents: 22880,
  missing: [] as ('liquid' | 'coil')[],
};
const profile = {
  vapingSince: '2026-11-01',
  liquidPurchase: { kind: 'bottle10' as const, bottlePriceCents: 590 },
  coilPriceCents: 350,
  cigarettesPerDay: 15,
  packPriceCents: 1250,
  updatedAt: '2026-11-27T08:00:00.000Z',
};
const usage = { today: '2026-11-27', logs: [], coils: [], plan: null, slips: [] };

function answer(overview: SpendingOverview) {
  stubFetch(() => answerOf('get', '/api/depenses', overview));
  renderAt('/home', <SavingsCard />, ['/depenses']);
}

describe('« Mes économies »', () => {
  it('invites to fill « Mes dépenses » when nothing is known yet', async () => {
    answer({ profile: null, usage, summary: { costPerMlCents: null, month, savings: null } });
    const link = await screen.findByRole('link', { name: 'Renseigner mes dépenses' });
    expect(link.getAttribute('href')).toBe('/depenses');
    expect(screen.queryByTestId('savings-amount')).toBeNull();
  });

  it('shows the money saved and this month’s spend in French euros', async () => {
    answer({ profile, usage, summary: { costPerMlCents: 59, month, savings } });
    expect(text(await screen.findByTestId('savings-amount'))).toBe('228,80 €');
    expect(text(screen.getByTestId('savings-card'))).toContain(
      'Depuis le 1er novembre 2026 (27 jours) : la cigarette vous aurait coûté 253,13 €, la vape 24,33 € (dont 24 jours non notés, comptés comme un jour moyen).',
    );
    // Measured against the former cigarettes a day, not the nicotine plan (issue 26): 15 × 27 days.
    expect(text(screen.getByTestId('cigarettes-not-smoked'))).toBe(
      'Soit 405 cigarettes non fumées (15 par jour avant la vape), par rapport à la cigarette.',
    );
    expect(text(screen.getByTestId('month-spending'))).toBe(
      'Ce mois-ci : 8,83 € de vape (18,5 mL notés, 2 résistances)',
    );
    expect(screen.getByRole('link', { name: 'Modifier mes dépenses' }).getAttribute('href')).toBe(
      '/depenses',
    );
  });

  it('says plainly when vaping has cost more so far, and what was left out', async () => {
    answer({
      profile: { ...profile, coilPriceCents: null },
      usage,
      summary: {
        costPerMlCents: 59,
        month: { ...month, coilCents: null, totalCents: 183 },
        savings: {
          ...savings,
          days: 1,
          smokingCents: 50,
          vapingCents: 236,
          savedCents: -186,
          missing: ['coil'],
        },
      },
    });
    const card = await screen.findByTestId('savings-card');
    await screen.findByTestId('savings-amount');
    expect(text(card)).toContain(
      'Pas encore d’économie : depuis vos débuts, la vape vous a coûté 1,86 € de plus',
    );
    expect(text(card)).toContain('(1 jour)');
    expect(text(card)).toContain('la vape 2,36 € (sans les résistances, faute de prix).');
  });

  it('shows what the slips cost and takes their cigarettes off, so its figures add up (walk of issue 26)', async () => {
    // 14 days at 15 a day, 2 cigarettes smoked on a slip: 131,25 − 25,39 − 1,25 = 104,61 €, 210 − 2 cigarettes.
    answer({
      profile,
      usage,
      summary: {
        costPerMlCents: 59,
        month,
        savings: {
          ...savings,
          days: 14,
          loggedDays: 13,
          smokingCents: 13125,
          vapingCents: 2539,
          slipCigarettes: 2,
          slipCents: 125,
          savedCents: 10461,
        },
      },
    });
    expect(text(await screen.findByTestId('savings-amount'))).toBe('104,61 €');
    expect(text(screen.getByTestId('savings-card'))).toContain(
      // The day without a log is estimated: said, so the figure matches the mL noted.
      'la cigarette vous aurait coûté 131,25 €, la vape 25,39 € (dont 1 jour non noté, compté comme un jour moyen), 2 cigarettes de vos écarts 1,25 €.',
    );
    expect(text(screen.getByTestId('cigarettes-not-smoked'))).toBe(
      'Soit 208 cigarettes non fumées (15 par jour avant la vape, moins 2 fumées lors d’écarts), par rapport à la cigarette.',
    );
  });

  it('counts the slips in what cost more than the cigarette when nothing is saved yet', async () => {
    // The walk's vaper on 10 mL bottles: 131,25 € of cigarettes, 175,18 € of vape and 1,25 € of slips.
    answer({
      profile,
      usage,
      summary: {
        costPerMlCents: 59,
        month,
        savings: {
          ...savings,
          days: 14,
          loggedDays: 14,
          smokingCents: 13125,
          vapingCents: 17518,
          slipCigarettes: 2,
          slipCents: 125,
          savedCents: -4518,
        },
      },
    });
    await screen.findByTestId('savings-amount');
    expect(text(screen.getByTestId('savings-card'))).toContain(
      'Pas encore d’économie : depuis vos débuts, la vape et les cigarettes de vos écarts vous ont coûté 45,18 € de plus que la cigarette.',
    );
  });

  it('asks for the start date and cigarettes when the savings cannot be computed', async () => {
    answer({
      profile: { ...profile, vapingSince: null },
      usage,
      summary: { costPerMlCents: 59, month: { ...month, totalCents: null }, savings: null },
    });
    expect(await screen.findByText(/Indiquez depuis quand vous vapez/)).toBeTruthy();
    expect(text(screen.getByTestId('month-spending'))).toContain('indiquez le prix de votre liquide');
  });
});
