import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { calculatorLimitMessages, messages } from '@vapolib/domain';
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

/** The text as testing-library reads the page: every space (the narrow one of « 5 000 ») a plain one. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const strength = () => screen.getByTestId('quick-strength').textContent;
const amounts = () => [result('base'), result('booster'), result('arome')];

describe('calculator, quick mode', () => {
  it('shows the spec defaults: 15 %, 100 mL, 30/70, 3 mg → base 66, booster 15, arôme 19', () => {
    renderCalculator();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Calculateur');
    expect(screen.getByRole('tab', { name: 'Rapide' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Arôme') as HTMLInputElement).value).toBe('15');
    expect((screen.getByLabelText('Quantité') as HTMLInputElement).value).toBe('100');
    expect((screen.getByRole('radio', { name: '30/70' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '3 mg' }) as HTMLInputElement).checked).toBe(true);
    expect(amounts()).toEqual(['66 mL', '15 mL', '19 mL']);
    expect(strength()).toBe('Votre liquide : 3 mg/mL');
    // The PG/VG factor is said, not applied unseen (issue 26).
    expect(screen.getByTestId('quick-aroma-dosage').textContent).toBe(
      'Facteur PG/VG : 15 % × 1,25 (ratio 30/70) = 18,75 % d’arôme',
    );
    expect(screen.queryByText(/^Visé/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('recomputes live as the user types, with French decimals', () => {
    renderCalculator();
    // arôme = 100 × 10 × 1,25 / 100 = 12,5 → 13; base = 100 − 15 − 13 = 72
    fireEvent.change(screen.getByLabelText('Arôme'), { target: { value: '10' } });
    expect(amounts()).toEqual(['72 mL', '15 mL', '13 mL']);
    expect(screen.getByText('exact : 12,5 mL')).toBeTruthy();
    // 6 mg: booster = 30; base = 100 − 30 − 13 = 57
    fireEvent.click(screen.getByRole('radio', { name: '6 mg' }));
    expect([result('base'), result('booster')]).toEqual(['57 mL', '30 mL']);
    // 50/50: arôme = 10; base = 100 − 10 − 30 = 60
    fireEvent.click(screen.getByRole('radio', { name: '50/50' }));
    expect([result('base'), result('arome')]).toEqual(['60 mL', '10 mL']);
    expect(screen.getByTestId('quick-aroma-dosage').textContent).toContain('10 % × 1 (ratio 50/50) = 10 %');
    // Custom nicotine 4,5 mg: booster = 4,5 / 20 × 100 = 22,5 → 23, so 4,6 mg/mL in the bottle
    fireEvent.click(screen.getByRole('radio', { name: 'Autre' }));
    fireEvent.change(screen.getByLabelText('Nicotine personnalisée'), { target: { value: '4,5' } });
    expect(amounts()).toEqual(['67 mL', '23 mL', '10 mL']);
    expect(strength()).toBe('Votre liquide : 4,6 mg/mL');
    expect(screen.getByText('Visé : 4,5 mg/mL, à l’arrondi des quantités près.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives a small bottle to the 0,05 mL instead of 0 mL of booster and arôme', () => {
    // 10 %, 10 mL, 30/70, 1,5 mg: booster exact 0,75 (1 mL would be 2 mg/mL), arôme exact 1,25 → 1,3
    renderCalculator('/calculateur?arome=10&quantite=10&ratio=30%2F70&nicotine=1,5');
    expect(amounts()).toEqual(['7,95 mL', '0,75 mL', '1,3 mL']);
    expect(strength()).toBe('Votre liquide : 1,5 mg/mL');
    expect(screen.getByText(/au 0,1 mL \(0,05 mL sous 1 mL/)).toBeTruthy();
  });

  it('keeps 9 mg close to 9 mg/mL and the sum equal to the quantity', () => {
    // 20 %, 30 mL, 70/30, 9 mg: booster 13,5 → 14, arôme 4,8 → 5, base 30 − 14 − 5 = 11
    renderCalculator('/calculateur?arome=20&quantite=30&ratio=70%2F30&nicotine=9');
    expect(amounts()).toEqual(['11 mL', '14 mL', '5 mL']);
    expect(strength()).toBe('Votre liquide : 9,33 mg/mL');
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
    expect(strength()).toBe('Votre liquide : 9 mg/mL');
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

  it('shows precise amounts that add up to the total in every column', () => {
    // 10 mL, 30/70, 1,5 mg with an 18 mg/mL booster: booster 0,8333 mL, PG 1,5833, VG 6,5833 mL
    renderCalculator(
      '/calculateur?mode=precis&volume=10&pg=30&nicotine=1,5&booster=18&boosterPg=50&aromes=10:100',
    );
    const cells = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const rows = [/Booster/, /Arôme 1/, /PG à ajouter/, /VG à ajouter/].map(cells);
    expect(rows.map((row) => row[0])).toEqual(['0,83', '1', '1,58', '6,59']);
    expect(cells(/Total/)).toEqual(['10', '11,94', '100']);
    for (const column of [0, 1, 2]) {
      const sum = rows.reduce((total, row) => total + Number(row[column]!.replace(',', '.')), 0);
      expect(sum.toFixed(2)).toBe(Number(cells(/Total/)[column]!.replace(',', '.')).toFixed(2));
    }
  });

  it('opens a shared link of another mode', () => {
    renderCalculator('/calculateur?mode=shortfill&flacon=50&calcul=boosters&boosters=2');
    expect(screen.getByRole('tab', { name: 'Shortfill' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('shortfill-rate').textContent).toBe('5,71 mg/mL');
  });

  it('never rounds a small shortfill rate to "0 mg/mL"', () => {
    // 1 booster in 1 000 mL (the largest bottle): 200 / 1 010 = 0,198 mg/mL
    renderCalculator('/calculateur?mode=shortfill&flacon=1000&calcul=boosters&boosters=1');
    expect(screen.getByTestId('shortfill-rate').textContent).toBe('0,2 mg/mL');
  });

  it('says each field’s maximum in French and shows no result past it (issue 26)', () => {
    renderCalculator('/calculateur?mode=rapide&quantite=999999999');
    const quantity = screen.getByLabelText('Quantité');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(spaced(calculatorLimitMessages.volume))).toHaveLength(2);
    expect(screen.queryByTestId('quick-base')).toBeNull();
    // At the maximum itself, the mix is computed.
    fireEvent.change(quantity, { target: { value: '5000' } });
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
    expect(amounts()).toEqual(['3\u202f312 mL', '750 mL', '938 mL']);
  });

  it('caps the shortfill bottle and its boosters', () => {
    renderCalculator('/calculateur?mode=shortfill&flacon=100000&calcul=boosters&boosters=1');
    expect(screen.getAllByText(spaced(calculatorLimitMessages.bottle)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('shortfill-rate')).toBeNull();
  });
});
