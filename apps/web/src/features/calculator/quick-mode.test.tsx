import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { messages } from '@vapolib/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import CalculatorPage from './calculator-page.tsx';

beforeEach(() => {
  // Computing must never call the server: any fetch fails the test.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new Error('no network in the calculator');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderCalculator(path = '/calculateur') {
  const router = createMemoryRouter([{ path: '/calculateur', element: <CalculatorPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const result = (key: 'base' | 'booster' | 'arome') => screen.getByTestId(`quick-${key}`).textContent;

describe('calculator, quick mode', () => {
  it('shows the spec defaults: 15 %, 100 mL, 30/70, 3 mg → base 65, booster 15, arôme 20', () => {
    renderCalculator();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Calculateur');
    expect(screen.getByRole('tab', { name: 'Rapide' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Arôme') as HTMLInputElement).value).toBe('15');
    expect((screen.getByLabelText('Quantité') as HTMLInputElement).value).toBe('100');
    expect((screen.getByRole('radio', { name: '30/70' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '3 mg' }) as HTMLInputElement).checked).toBe(true);
    expect([result('base'), result('booster'), result('arome')]).toEqual(['65 mL', '15 mL', '20 mL']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('recomputes live as the user types, with French decimals', () => {
    renderCalculator();
    // arôme = 100 × 10 × 1,25 / 100 = 12,5 → 13; base = 100 − 12,5 − 15 = 72,5 → 73
    fireEvent.change(screen.getByLabelText('Arôme'), { target: { value: '10' } });
    expect([result('base'), result('booster'), result('arome')]).toEqual(['73 mL', '15 mL', '13 mL']);
    expect(screen.getByText('exact : 12,5 mL')).toBeTruthy();
    // 6 mg: booster = 30; base = 100 − 12,5 − 30 = 57,5 → 58
    fireEvent.click(screen.getByRole('radio', { name: '6 mg' }));
    expect(result('booster')).toBe('30 mL');
    // 50/50: arôme = 10; base = 100 − 10 − 30 = 60
    fireEvent.click(screen.getByRole('radio', { name: '50/50' }));
    expect([result('base'), result('arome')]).toEqual(['60 mL', '10 mL']);
    // Custom nicotine 4,5 mg: booster = 4,5 / 20 × 100 = 22,5 → 23
    fireEvent.click(screen.getByRole('radio', { name: 'Autre' }));
    fireEvent.change(screen.getByLabelText('Nicotine personnalisée'), { target: { value: '4,5' } });
    expect(result('booster')).toBe('23 mL');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('warns instead of showing negative numbers', () => {
    renderCalculator();
    fireEvent.change(screen.getByLabelText('Arôme'), { target: { value: '101' } });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(messages.calcAromaOver100)).toBeTruthy();
    expect(screen.queryByTestId('quick-base')).toBeNull();
    fireEvent.change(screen.getByLabelText('Arôme'), { target: { value: '70' } });
    expect(within(screen.getByRole('alert')).getByText(messages.calcNegativeBase)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Arôme'), { target: { value: '' } });
    expect(within(screen.getByRole('alert')).getByText(messages.calcInputsMissing)).toBeTruthy();
  });

  it('is pre-filled by ?nicotine=N and writes its inputs back to the URL', async () => {
    const router = renderCalculator('/calculateur?nicotine=9');
    expect((screen.getByRole('radio', { name: '9 mg' }) as HTMLInputElement).checked).toBe(true);
    expect(result('booster')).toBe('45 mL');
    fireEvent.change(screen.getByLabelText('Quantité'), { target: { value: '50' } });
    await vi.waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(Object.fromEntries(params)).toEqual({
        mode: 'rapide',
        arome: '15',
        quantite: '50',
        ratio: '30/70',
        nicotine: '9',
      });
    });
  });

  it('opens a shared link of another mode', () => {
    renderCalculator('/calculateur?mode=shortfill&flacon=50&calcul=boosters&boosters=2');
    expect(screen.getByRole('tab', { name: 'Shortfill' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('shortfill-rate').textContent).toBe('5,71 mg/mL');
  });
});
