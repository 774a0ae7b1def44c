import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavedCard } from './saved-card.tsx';

const text = (element: HTMLElement) => element.textContent!.replace(/\s/g, ' ');

describe('« Nicotine évitée » on /nicotine', () => {
  it('says its cigarettes are measured against the plan’s starting rate, not the cigarettes smoked before', () => {
    // Twelve days at the starting rate: no nicotine saved by lowering it, while « Mes économies » counts the
    // cigarettes no longer smoked. The card says which is which (issue 26).
    render(
      <SavedCard
        status={{
          nicotineSaved: 0,
          percentSaved: 0,
          nicotineConsumed: 864,
          avgNicotinePerDay: 72,
          plan: { startRate: 12 },
        }}
      />,
    );
    expect(text(screen.getByTestId('nicotine-saved-basis'))).toBe(
      'Mesurée par rapport à votre taux de départ (12 mg/mL), sur vos jours notés : l’équivalent nicotine de 0 cigarette (3 mg chacune).',
    );
    expect(screen.getByText(/Les cigarettes que vous ne fumez plus .* « Mes économies »/)).toBeTruthy();
  });

  it('keeps the spec’s equivalent: saved mg ÷ 3, rounded', () => {
    render(
      <SavedCard
        status={{
          nicotineSaved: 100,
          percentSaved: 25,
          nicotineConsumed: 300,
          avgNicotinePerDay: 30,
          plan: { startRate: 6 },
        }}
      />,
    );
    expect(text(screen.getByTestId('nicotine-saved-basis'))).toContain(
      'l’équivalent nicotine de 33 cigarettes (3 mg chacune)',
    );
  });

  it('never reads « 0 % de moins » beside mg saved (walk of issue 26: 7,5 mg of 1 608 mg)', () => {
    render(
      <SavedCard
        status={{
          nicotineSaved: 7.5,
          percentSaved: 0,
          nicotineConsumed: 1600.5,
          avgNicotinePerDay: 123.1,
          plan: { startRate: 6 },
        }}
      />,
    );
    expect(text(screen.getByTestId('nicotine-saved-percent'))).toBe('< 1 % de moins');
  });
});
