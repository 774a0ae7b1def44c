import { fireEvent, screen, within } from '@testing-library/react';
import type { Batch } from '@vapolib/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import { stashItem } from '../../test/stash-item.ts';
import CalculatorPage from './calculator-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const item = stashItem;

const mix =
  '/calculateur?mode=precis&volume=30&pg=50&nicotine=6&booster=20&boosterPg=50&aromes=10:100:Vanille';

function stubStash(booster: number) {
  return stubFetch((url, init) => {
    if (init.method === 'GET' && url === '/api/stock')
      return answerOf('get', '/api/stock', {
        items: [
          item(1, {}),
          item(2, { kind: 'booster', name: 'Booster 20 mg/mL', strength: 20, volume_ml: booster }),
          item(3, { kind: 'aroma', name: 'Vanille', pg: null, volume_ml: 10 }),
        ],
      });
    const body = JSON.parse(init.body ?? '{}');
    return answerOf(
      'post',
      '/api/preparations',
      { message: 'Préparation enregistrée !', batch: { id: 1, ...body } as Batch },
      201,
    );
  });
}

describe('« J’ai préparé ce mélange » from the stash (« Puis-je le faire ? »)', () => {
  it('says the stash is enough and records the batch from it', async () => {
    const fetchMock = stubStash(20);
    renderAt(mix, <CalculatorPage />);
    fireEvent.click(screen.getByRole('button', { name: 'J’ai préparé ce mélange' }));
    const dialog = await screen.findByRole('dialog', { name: 'J’ai préparé ce mélange' }, { timeout: 5000 });
    expect(await within(dialog).findByTestId('stash-enough')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la préparation' }));
    expect(await screen.findByText('Préparation enregistrée !')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, sent]) => sent.method === 'POST')!;
    expect(JSON.parse(init.body!)).toMatchObject({ from_stash: true });
  });

  it('says what is missing, in mL, and records only once the user confirms they had it', async () => {
    const fetchMock = stubStash(4);
    renderAt(mix, <CalculatorPage />);
    fireEvent.click(screen.getByRole('button', { name: 'J’ai préparé ce mélange' }));
    const dialog = await screen.findByRole('dialog', { name: 'J’ai préparé ce mélange' }, { timeout: 5000 });
    expect((await within(dialog).findByTestId('stash-short')).textContent).toContain(
      'Booster 20 mg/mL : 5 mL',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la préparation' }));
    expect(await within(dialog).findByText(/Confirmez que vous l’aviez/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, sent]) => sent.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByLabelText(/Je l’avais quand même/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la préparation' }));
    expect(await screen.findByText('Préparation enregistrée !')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, sent]) => sent.method === 'POST')!;
    expect(JSON.parse(init.body!)).toMatchObject({ from_stash: true });
  });
});
