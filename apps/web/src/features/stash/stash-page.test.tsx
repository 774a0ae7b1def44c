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

  it('picks an aroma from the catalogue as its name is typed, and links it', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/aromes/search'))
        return answerOf('get', '/api/aromes/search', [
          {
            id: 3,
            name: 'Sweet Strawberry',
            brand: 'Capella',
            image_url: '/api/aromes/3/image.svg',
            status: 1,
          },
          {
            id: 4,
            name: 'Strawberry',
            brand: 'Flavour Art',
            image_url: '/api/aromes/4/image.svg',
            status: 1,
          },
        ]);
      if (init.method === 'POST')
        return answerOf(
          'post',
          '/api/stock',
          { message: messages.stashItemSaved, item: item(9, { kind: 'aroma', name: 'Sweet Strawberry' }) },
          201,
        );
      return answerOf('get', '/api/stock', { items: [] });
    });
    renderAt('/stock', <StashPage />);
    await screen.findByText(/Votre stock est vide/);
    fireEvent.click(screen.getByLabelText('Arôme'));
    const name = screen.getByRole('combobox', { name: 'Nom de l’arôme' }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'straw' } });
    await screen.findByRole('option', { name: /Sweet Strawberry/ }, { timeout: 3000 });
    fireEvent.keyDown(name, { key: 'ArrowDown' });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(name.value).toBe('Sweet Strawberry');
    expect(screen.getByText('Arôme du catalogue : Sweet Strawberry (Capella).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantité restante'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText(messages.stashItemSaved)).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init.method === 'POST');
    expect(JSON.parse(posts[0]![1].body!)).toMatchObject({
      kind: 'aroma',
      name: 'Sweet Strawberry',
      aroma_id: 3,
      volume_ml: 10,
    });
    // A name typed freely afterwards is not linked to the catalogue.
    fireEvent.change(name, { target: { value: 'Ma fraise maison' } });
    fireEvent.change(screen.getByLabelText('Quantité restante'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(2),
    );
    const second = JSON.parse(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')[1]![1].body!);
    expect(second).toMatchObject({ name: 'Ma fraise maison', aroma_id: null });
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
    // An aroma without a name: said under the catalogue's search, which gets the focus.
    fireEvent.click(screen.getByLabelText('Arôme'));
    fireEvent.change(screen.getByLabelText('Quantité restante'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText(messages.stashNameInvalid)).toBeTruthy();
    const name = screen.getByRole('combobox', { name: 'Nom de l’arôme' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(0);
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
