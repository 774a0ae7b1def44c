import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch, testToken } from '../../test/render.tsx';
import { defaultState } from './calculator-state.ts';
import { RecipesPanel } from './recipes-panel.tsx';

const saved = {
  id: 5,
  name: 'Fraise 3 mg',
  mode: 'quick',
  inputs: { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 },
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
};

beforeEach(() => localStorage.setItem('token', testToken(3)));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const serve = () =>
  stubFetch((_url, init) =>
    init?.method === 'PATCH'
      ? { status: 200, body: { message: 'Recette renommée !', recipe: saved } }
      : init?.method === 'POST'
        ? { status: 201, body: { message: 'Recette enregistrée !', recipe: saved } }
        : { status: 200, body: [saved] },
  );
const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('RecipesPanel', () => {
  it('refuses a recipe without a name in the banner, focuses the name, and sends nothing', async () => {
    const fetchMock = serve();
    renderAt('/calculateur', <RecipesPanel state={defaultState()} onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la recette' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le nom de la recette doit contenir entre 1 et 80 caractères.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Nom de la recette'));
    expect(sent(fetchMock, 'POST')).toHaveLength(0);
  });

  it('refuses calculator values the server would not keep', async () => {
    const fetchMock = serve();
    const state = defaultState();
    state.quick.quantity = '';
    renderAt('/calculateur', <RecipesPanel state={state} onOpen={() => {}} />);
    fireEvent.change(screen.getByLabelText('Nom de la recette'), { target: { value: 'Vide' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la recette' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Les valeurs de la recette sont invalides.');
    expect(sent(fetchMock, 'POST')).toHaveLength(0);
  });

  it('saves the trimmed name with the calculator values, then empties the name', async () => {
    const fetchMock = serve();
    renderAt('/calculateur', <RecipesPanel state={defaultState()} onOpen={() => {}} />);
    const name = screen.getByLabelText('Nom de la recette') as HTMLInputElement;
    fireEvent.change(name, { target: { value: '  Fraise 3 mg ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la recette' }));
    expect(await screen.findByText('Recette enregistrée !')).toBeTruthy();
    expect(JSON.parse(String(sent(fetchMock, 'POST')[0]![1]!.body))).toEqual({
      name: 'Fraise 3 mg',
      mode: 'quick',
      inputs: { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 },
    });
    expect(name.value).toBe('');
  });

  it('renames: an emptied name is said under the field, a new one is sent trimmed', async () => {
    const fetchMock = serve();
    renderAt('/calculateur', <RecipesPanel state={defaultState()} onOpen={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Renommer Fraise 3 mg' }));
    const dialog = screen.getByRole('dialog', { name: 'Renommer la recette' });
    const field = within(dialog).getByLabelText('Nouveau nom') as HTMLInputElement;
    expect(field.value).toBe('Fraise 3 mg');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    expect(
      await within(dialog).findByText('Le nom de la recette doit contenir entre 1 et 80 caractères.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetchMock, 'PATCH')).toHaveLength(0);
    fireEvent.change(field, { target: { value: ' Fraise 6 mg ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    expect(await screen.findByText('Recette renommée !')).toBeTruthy();
    expect(JSON.parse(String(sent(fetchMock, 'PATCH')[0]![1]!.body))).toEqual({ name: 'Fraise 6 mg' });
  });
});
