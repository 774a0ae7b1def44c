import { screen } from '@testing-library/react';
import type { StashItem } from '@vapolib/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import StashLowCard from './stash-low-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, name: string, change: Partial<StashItem> = {}): StashItem => ({
  id,
  kind: 'aroma',
  name,
  aroma_id: null,
  pg: null,
  strength: null,
  volume_ml: 8,
  bought_ml: 10,
  bottle_ml: null,
  price_cents: null,
  opened_on: null,
  last_taken_ml: null,
  low: false,
  low_reason: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...change,
});

describe('« Stock bas » on /home', () => {
  it('lists the low bottles with what is left, and links to the stash', async () => {
    stubFetch(() =>
      answerOf('get', '/api/stock', {
        items: [
          item(1, 'Vanille'),
          item(2, 'Booster 20 mg/mL', {
            kind: 'booster',
            volume_ml: 11.5,
            low: true,
            low_reason: 'last-recipe',
          }),
          item(3, 'Menthe', { volume_ml: 0, low: true, low_reason: 'empty' }),
        ],
      }),
    );
    renderAt('/home', <StashLowCard />);
    expect(await screen.findByText('2 produits de votre stock sont presque finis :')).toBeTruthy();
    const list = screen.getByTestId('home-stash-low');
    expect(list.textContent).toContain('Booster 20 mg/mL11,5 mL restants');
    expect(list.textContent).toContain('Menthevide');
    expect(list.textContent).not.toContain('Vanille');
    expect(screen.getByRole('link', { name: /Stock bas/ }).getAttribute('href')).toBe('/stock');
  });

  it.each([
    ['without a stash', []],
    ['when nothing is low', [item(1, 'Vanille')]],
  ])('shows nothing %s', async (_case, items) => {
    const fetchMock = stubFetch(() => answerOf('get', '/api/stock', { items }));
    renderAt('/home', <StashLowCard />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
