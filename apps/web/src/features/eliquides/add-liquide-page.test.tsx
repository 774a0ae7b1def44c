import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { pendingWrites } from '../../lib/outbox.ts';
import { emptyOutbox, setOnline } from '../../test/offline.ts';
import { answerOf, renderAt, stubFetch, testToken } from '../../test/render.tsx';
import AddLiquidePage from './add-liquide-page.tsx';

afterEach(async () => {
  await emptyOutbox();
  localStorage.removeItem('token');
});

const strawberries: ApiAnswer<'get', '/api/aromes/search'> = [
  { id: 3, name: 'Sweet Strawberry', brand: 'Capella', image_url: '/api/aromes/3/image.svg', status: 1 },
  { id: 4, name: 'Strawberry', brand: 'Flavour Art', image_url: '/api/aromes/4/image.svg', status: 1 },
];

function serve(
  create = answerOf('post', '/api/eliquides', { id: 12, message: 'ok' }, 201),
  saved: ApiAnswer<'get', '/api/eliquides'> = [],
) {
  return stubFetch((url, init) => {
    if (url === '/api/eliquides' && init?.method === 'GET') return answerOf('get', '/api/eliquides', saved);
    if (url.startsWith('/api/aromes/brands'))
      return answerOf('get', '/api/aromes/brands', ['Capella', 'Flavour Art']);
    if (url.startsWith('/api/aromes/search')) {
      const brand = new URL(url, 'http://x').searchParams.get('brand');
      return { status: 200, body: strawberries.filter((a) => !brand || a.brand === brand) };
    }
    if (url === '/api/eliquides' && init?.method === 'POST') return create;
    return { status: 404, body: {} };
  });
}

const searches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/aromes/search'));

async function chooseStrawberry() {
  const aroma = screen.getByRole('combobox', { name: 'Arôme' });
  fireEvent.change(aroma, { target: { value: 'straw' } });
  await screen.findByRole('option', { name: /Sweet Strawberry/ }, { timeout: 3000 });
  fireEvent.keyDown(aroma, { key: 'ArrowDown' });
  expect(aroma.getAttribute('aria-activedescendant')).toMatch(/option-0$/);
  fireEvent.keyDown(aroma, { key: 'Enter' });
  expect((aroma as HTMLInputElement).value).toBe('Sweet Strawberry');
  expect((screen.getByRole('combobox', { name: 'Marque' }) as HTMLInputElement).value).toBe('Capella');
}

const rate = (halves: number) => {
  for (let i = 0; i < halves; i += 1)
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une demi-étoile' }));
};

describe('/add-liquide', () => {
  it('says what is missing, focuses the aroma, and sends nothing', async () => {
    const fetchMock = serve();
    renderAt('/add-liquide', <AddLiquidePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Veuillez sélectionner un arôme dans la liste.')).toBeTruthy();
    const aroma = screen.getByRole('combobox', { name: 'Arôme' });
    expect(aroma.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(aroma);
    expect(screen.getByText('Le champ marque est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Veuillez attribuer au moins une étoile.')).toBeTruthy();
    // Once sent, each message follows what is changed.
    rate(2);
    await waitFor(() => expect(screen.queryByText('Veuillez attribuer au moins une étoile.')).toBeNull());
    expect(screen.getByText('Le champ marque est obligatoire.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says when a typed brand is unknown and the search covers every brand', async () => {
    serve();
    renderAt('/add-liquide', <AddLiquidePage />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    fireEvent.change(screen.getByRole('combobox', { name: 'Marque' }), {
      target: { value: 'Maison Inconnue' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Arôme' }), { target: { value: 'straw' } });
    expect(
      await screen.findByText(
        'Marque inconnue : recherche dans toutes les marques. 2 suggestions.',
        undefined,
        {
          timeout: 3000,
        },
      ),
    ).toBeTruthy();
  });

  it('searches only a typed name, after a pause, and sends the chosen aroma with its rating', async () => {
    const fetchMock = serve();
    const router = renderAt('/add-liquide', <AddLiquidePage />, ['/liquides/:id']);
    const aroma = screen.getByRole('combobox', { name: 'Arôme' });
    fireEvent.change(aroma, { target: { value: '   ' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches(fetchMock)).toEqual([]);

    await chooseStrawberry();
    expect(searches(fetchMock)).toEqual(['/api/aromes/search?name=straw']);
    rate(7);
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: '  Bien mûre !  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/liquides/12'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      arome_id: 3,
      brand: 'Capella',
      rating: 3.5,
      description: 'Bien mûre !',
    });
  });

  it('never lets Enter take a suggestion of the previous text while the new search is on its way', async () => {
    let answerVanilla: (answer: { status: number; body: unknown }) => void = () => {};
    const vanillaAnswered = new Promise<{ status: number; body: unknown }>((resolve) => {
      answerVanilla = resolve;
    });
    const vanilla = {
      id: 9,
      name: 'Vanilla Custard',
      brand: 'Capella',
      image_url: '/api/aromes/9/image.svg',
      status: 1,
    };
    stubFetch((url) => {
      if (url.startsWith('/api/aromes/brands')) return { status: 200, body: ['Capella', 'Flavour Art'] };
      const name = new URL(url, 'http://x').searchParams.get('name');
      if (name === 'straw') return { status: 200, body: strawberries };
      if (name === 'vanil') return vanillaAnswered;
      return { status: 404, body: {} };
    });
    renderAt('/add-liquide', <AddLiquidePage />);
    const aroma = screen.getByRole('combobox', { name: 'Arôme' });
    fireEvent.change(aroma, { target: { value: 'straw' } });
    await screen.findByRole('option', { name: /Sweet Strawberry/ }, { timeout: 3000 });

    // A fast typist: the new text, then the arrow and Enter before its answer.
    fireEvent.change(aroma, { target: { value: 'vanil' } });
    await waitFor(() =>
      expect(screen.getByRole('listbox', { name: 'Arôme' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(screen.getByText('Recherche…')).toBeTruthy();
    fireEvent.keyDown(aroma, { key: 'ArrowDown' });
    expect(aroma.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(aroma, { key: 'Enter' });
    fireEvent.click(screen.getByRole('option', { name: /Sweet Strawberry/ }));
    expect((aroma as HTMLInputElement).value).toBe('vanil');
    expect(screen.queryByText('Arôme choisi')).toBeNull();

    // Its own answer arrives: now the keyboard takes it.
    answerVanilla({ status: 200, body: [vanilla] });
    await screen.findByRole('option', { name: /Vanilla Custard/ });
    await waitFor(() =>
      expect(screen.getByRole('listbox', { name: 'Arôme' }).getAttribute('aria-busy')).toBeNull(),
    );
    fireEvent.keyDown(aroma, { key: 'ArrowDown' });
    fireEvent.keyDown(aroma, { key: 'Enter' });
    expect((aroma as HTMLInputElement).value).toBe('Vanilla Custard');
  });

  it('refuses special characters in the description and disables the submit', () => {
    serve();
    renderAt('/add-liquide', <AddLiquidePage />);
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Top <b>' } });
    expect(screen.getByText('Caractères spéciaux non autorisés')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ajouter' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('choosing a brand clears the aroma text and narrows the search to that brand', async () => {
    const fetchMock = serve();
    renderAt('/add-liquide', <AddLiquidePage />);
    const aroma = screen.getByRole('combobox', { name: 'Arôme' }) as HTMLInputElement;
    fireEvent.change(aroma, { target: { value: 'vanil' } });
    const brand = screen.getByRole('combobox', { name: 'Marque' });
    fireEvent.change(brand, { target: { value: 'flav' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Flavour Art' }, { timeout: 3000 }));
    expect(aroma.value).toBe('');
    fireEvent.change(aroma, { target: { value: 'straw' } });
    await screen.findByRole('option', { name: /Strawberry/ }, { timeout: 3000 });
    expect(screen.queryByRole('option', { name: /Sweet Strawberry/ })).toBeNull();
    expect(searches(fetchMock)).toContain('/api/aromes/search?name=straw&brand=Flavour%20Art');
  });

  it('on a duplicate, shows the server text and a link to the existing liquid', async () => {
    serve({ status: 409, body: { message: 'Ce liquide existe déjà !', id: 7 } });
    renderAt('/add-liquide', <AddLiquidePage />);
    await chooseStrawberry();
    rate(2);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Ce liquide existe déjà !')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier ce liquide' }).getAttribute('href')).toBe(
      '/liquides/7',
    );
  });

  describe('offline', () => {
    it('keeps the liquid in the outbox and goes to the list, where it waits', async () => {
      localStorage.setItem('token', testToken(7));
      setOnline(false);
      const fetchMock = serve();
      const router = renderAt('/add-liquide', <AddLiquidePage />, ['/eliquides']);
      await chooseStrawberry();
      rate(8);
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/eliquides'));
      expect(router.state.location.state).toEqual({
        message: 'Pas de réseau : la modification est gardée et sera envoyée dès le retour de la connexion.',
      });
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      expect(await pendingWrites()).toMatchObject([
        {
          method: 'POST',
          path: '/eliquides',
          target: 'eliquide-new:3',
          body: { arome_id: 3, brand: 'Capella', rating: 4 },
          shown: { arome_name: 'Sweet Strawberry', image_url: '/api/aromes/3/image.svg' },
          label: 'Ajout de Sweet Strawberry',
        },
      ]);
    });

    it('refuses an aroma the cached list already holds, as the server would, and keeps nothing', async () => {
      localStorage.setItem('token', testToken(7));
      setOnline(false);
      serve(undefined, [
        {
          id: 42,
          user_id: 7,
          arome_id: 3,
          arome_name: 'Sweet Strawberry',
          name: 'Sweet Strawberry',
          brand: 'Capella',
          image_url: '/api/aromes/3/image.svg',
          rating: 2,
          description: null,
          created_at: '2026-11-20T10:00:00.000Z',
          updated_at: '2026-11-20T10:00:00.000Z',
          rank: 1,
          total: 1,
          rank_colour: 'green',
        },
      ]);
      renderAt('/add-liquide', <AddLiquidePage />);
      await chooseStrawberry();
      rate(8);
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
      expect(await screen.findByText('Ce liquide existe déjà !')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Modifier ce liquide' }).getAttribute('href')).toBe(
        '/liquides/42',
      );
      expect(await pendingWrites()).toEqual([]);
    });
  });
});
