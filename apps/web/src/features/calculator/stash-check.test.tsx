import { fireEvent, screen, within } from '@testing-library/react';
import type { Recipe, StashItem } from '@vapolib/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch, testToken } from '../../test/render.tsx';
import { stashItem } from '../../test/stash-item.ts';
import CalculatorPage from './calculator-page.tsx';
import { defaultState } from './calculator-state.ts';
import { RecipesPanel } from './recipes-panel.tsx';

beforeEach(() => localStorage.setItem('token', testToken(3)));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const item = stashItem;

/** 30 mL at 6 mg/mL, 50/50, 10 % Vanille: 9 mL of booster, 3 mL of Vanille, 18 mL of base. */
const custard: Recipe = {
  id: 5,
  name: 'Custard 6 mg',
  mode: 'precise',
  inputs: {
    volume: 30,
    pg: 50,
    nicotine: 6,
    boosterStrength: 20,
    boosterPg: 50,
    aromas: [{ name: 'Vanille', percent: 10, pg: 100 }],
  },
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
};
const quick: Recipe = {
  ...custard,
  id: 6,
  name: 'Fraise 3 mg',
  mode: 'quick',
  inputs: { aroma: 10, quantity: 10, ratio: '50/50', nicotine: 3 },
};

function serve(items: StashItem[], recipes: Recipe[] = [custard, quick]) {
  return stubFetch((url) =>
    url === '/api/stock'
      ? answerOf('get', '/api/stock', { items })
      : answerOf('get', '/api/recipes', recipes),
  );
}
const shelf = (booster: number, vanille: number) => [
  item(1, {}),
  item(2, { kind: 'booster', name: 'Booster 20 mg/mL', strength: 20, volume_ml: booster }),
  item(3, { kind: 'aroma', name: 'Vanille', pg: null, volume_ml: vanille }),
];

describe('« Puis-je le faire ? » on a saved recipe', () => {
  it('says what is missing, in mL, from the cached stash; asks nothing before the tap', async () => {
    const fetchMock = serve(shelf(4, 1.5));
    renderAt('/calculateur', <RecipesPanel state={defaultState()} onOpen={() => {}} />);
    const button = await screen.findByRole('button', { name: 'Puis-je faire Custard 6 mg ?' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/stock')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const short = await screen.findByTestId('stash-check-short');
    expect(
      within(short)
        .getAllByRole('listitem')
        .map((node) => node.textContent),
    ).toEqual(['Booster 20 mg/mL : 5 mL', 'Arôme Vanille : 1,5 mL']);
    // The answer is a live region, tied to its button.
    const region = short.closest('[role="status"]')!;
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    fireEvent.click(button);
    expect(screen.queryByTestId('stash-check-short')).toBeNull();
  });

  it('says the stash is enough, and that the quick mode’s aroma is not looked for', async () => {
    serve(shelf(20, 10));
    renderAt('/calculateur', <RecipesPanel state={defaultState()} onOpen={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Puis-je faire Custard 6 mg ?' }));
    expect((await screen.findByTestId('stash-check-enough')).textContent).toBe(
      'Oui : votre stock suffit pour ce mélange.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Puis-je faire Fraise 3 mg ?' }));
    expect(await screen.findByText(/L’arôme n’a pas de nom dans ce mode/)).toBeTruthy();
  });

  it('points to « Mon stock » when the stash is empty', async () => {
    serve([]);
    renderAt('/calculateur', <RecipesPanel state={defaultState()} onOpen={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Puis-je faire Custard 6 mg ?' }));
    expect(await screen.findByText(/Votre stock est vide/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mon stock' }).getAttribute('href')).toBe('/stock');
  });
});

describe('« Puis-je le faire ? » on the calculator’s current mix', () => {
  it('follows the values as they are typed', async () => {
    serve(shelf(20, 1));
    renderAt(
      '/calculateur?mode=precis&volume=30&pg=50&nicotine=6&booster=20&boosterPg=50&aromes=10:100:Vanille',
      <CalculatorPage />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Puis-je le faire ?' }));
    const short = await screen.findByTestId('stash-check-short', {}, { timeout: 5000 });
    expect(short.textContent).toContain('Arôme Vanille : 2 mL');
    // 10 mL instead of 30: 1 mL of Vanille is enough.
    fireEvent.change(screen.getByLabelText(/^Volume/), { target: { value: '10' } });
    expect(await screen.findByTestId('stash-check-enough')).toBeTruthy();
  });
});
