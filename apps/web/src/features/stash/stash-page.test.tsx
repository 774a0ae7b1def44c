import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StashItem } from '@vapolib/contracts';
import { messages, nicotineSafetyNote } from '@vapolib/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import StashPage from './stash-page.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const item = (id: number, change: Partial<StashItem>): StashItem => ({
  id,
  kind: 'base',
  name: 'Base 50/50',
  aroma_id: null,
  pg: 50,
  strength: null,
  volume_ml: 82,
  bought_ml: 100,
  bottle_ml: null,
  price_cents: 1500,
  opened_on: null,
  last_taken_ml: 18,
  low: false,
  low_reason: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...change,
});

describe('Mon stock', () => {
  it('lists the shelf by kind, flags low stock and shows the safety note with a booster', async () => {
    stubFetch(() =>
      answerOf('get', '/api/stock', {
        items: [
          item(1, {}),
          item(2, {
            kind: 'booster',
            name: 'Booster 20 mg/mL',
            strength: 20,
            volume_ml: 11,
            bought_ml: 20,
            bottle_ml: 10,
            last_taken_ml: 9,
            low: true,
            low_reason: 'last-recipe',
          }),
          item(3, { kind: 'aroma', name: 'Menthe', pg: null, volume_ml: 0, low: true, low_reason: 'empty' }),
        ],
      }),
    );
    renderAt('/stock', <StashPage />);
    expect(await screen.findByRole('heading', { name: 'Boosters de nicotine' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bases' })).toBeTruthy();
    expect(screen.getAllByTestId('stash-left').map((node) => node.textContent)).toEqual([
      '82 mL',
      '11 mL',
      '0 mL',
    ]);
    // The flag is text (not a colour alone), with why it is low.
    expect(screen.getAllByTestId('stash-low').map((node) => node.textContent)).toEqual(['Stock bas', 'Vide']);
    expect(screen.getByTestId('stash-low-why').textContent).toBe('Moins de deux mélanges comme le dernier.');
    expect(screen.getByRole('heading', { name: nicotineSafetyNote.title })).toBeTruthy();
  });

  it('says in French what is wrong and sends nothing', async () => {
    const fetchMock = stubFetch(() => answerOf('get', '/api/stock', { items: [] }));
    renderAt('/stock', <StashPage />);
    await screen.findByText(/Votre stock est vide/);
    fireEvent.change(screen.getByLabelText('Quantité restante'), { target: { value: '-5' } });
    fireEvent.change(screen.getByLabelText('Prix payé'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText(messages.stashVolumeInvalid)).toBeTruthy();
    expect(screen.getByText(messages.stashPriceInvalid)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(0),
    );
  });
});
