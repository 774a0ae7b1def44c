import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
          }),
        ],
      }),
    );
    renderAt('/stock', <StashPage />);
    expect(await screen.findByRole('heading', { name: 'Boosters de nicotine' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bases' })).toBeTruthy();
    expect(screen.getAllByTestId('stash-left').map((node) => node.textContent)).toEqual(['82 mL', '11 mL']);
    expect(screen.getAllByText('Stock bas')).toHaveLength(1);
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

describe('« À acheter »', () => {
  const answer = (courses: object) =>
    stubFetch((url) =>
      url.startsWith('/api/stock/courses')
        ? { status: 200, body: courses }
        : answerOf('get', '/api/stock', { items: [item(1, {})] }),
    );

  it('lists what the next bottles need with the last price paid', async () => {
    answer({
      bottles: [{ step: 2, rate: 4.5, volume_ml: 100, bottles: 1 }],
      items: [
        {
          label: 'Booster 20 mg/mL',
          kind: 'booster',
          ml: 22.5,
          last_price: { price_cents: 390, bought_ml: 10 },
        },
      ],
    });
    renderAt('/stock', <StashPage />);
    const list = await screen.findByTestId('shopping-list-items');
    expect(list.textContent!.replace(/\s/g, ' ')).toContain('Booster 20 mg/mL22,5 mL');
    expect(list.textContent!.replace(/\s/g, ' ')).toContain('Dernier prix payé : 3,90 € les 10 mL');
    expect(screen.getByTestId('shopping-list').textContent).toContain('Palier 2 (100 mL à 4,5 mg/mL)');
  });

  it('says when nothing is needed, and when there is no next bottle', async () => {
    answer({ bottles: [{ step: 2, rate: 4.5, volume_ml: 100, bottles: 1 }], items: [] });
    renderAt('/stock', <StashPage />);
    expect((await screen.findByTestId('shopping-list-empty')).textContent).toBe(
      'Rien à acheter : votre stock suffit.',
    );
    cleanup();
    answer({ bottles: [], items: [] });
    renderAt('/stock', <StashPage />);
    expect(await screen.findByText(/Rien à préparer pour l’instant/)).toBeTruthy();
  });
});
