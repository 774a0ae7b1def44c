import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { nicotineSafetyTexts } from '@vapolib/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import CalculatorPage from './calculator-page.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new Error('no network in the calculator');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderCalculator(path: string) {
  const router = createMemoryRouter([{ path: '/calculateur', element: <CalculatorPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const shown = () =>
  screen.queryByTestId('mix-safety')
    ? [...screen.getByTestId('mix-safety').querySelectorAll('li')].map((item) => item.textContent)
    : [];

describe('calculator, nicotine safety warnings (directive 2014/40/EU)', () => {
  it('warns of a 72 mg/mL booster, a 24 mg/mL result and a 30 mL bottle, and still gives the amounts', () => {
    renderCalculator('/calculateur?mode=precis&volume=30&pg=50&nicotine=24&booster=72&boosterPg=50&aromes=');
    expect(shown()).toEqual([
      nicotineSafetyTexts.resultAboveLimit,
      nicotineSafetyTexts.boosterAboveLimit,
      nicotineSafetyTexts.bottleAboveLimit,
    ]);
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('says nothing of a 10 mL bottle at 6 mg/mL', () => {
    renderCalculator('/calculateur?mode=precis&volume=10&pg=50&nicotine=6&booster=20&boosterPg=50&aromes=');
    expect(shown()).toEqual([]);
  });

  it('says nothing of a liquid without nicotine, however big', () => {
    renderCalculator('/calculateur?mode=rapide&arome=10&quantite=200&ratio=50/50&nicotine=0');
    expect(shown()).toEqual([]);
  });
});
