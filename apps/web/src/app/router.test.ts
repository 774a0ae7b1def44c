import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { answerOf, stubFetch, testToken } from '../test/render.tsx';
import { createRouter } from './router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

it('goes to /login within the app when a token revoked elsewhere is refused on the first page’s data', async () => {
  const token = testToken(7);
  localStorage.setItem('token', token);
  window.history.replaceState(null, '', '/home');
  stubFetch((url) =>
    url === '/api/maintenance'
      ? answerOf('get', '/api/maintenance', { maintenance: false, message: '' })
      : { status: 401, body: { message: 'Votre session a expiré. Veuillez vous reconnecter.' } },
  );

  const router = createRouter(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  expect(localStorage.getItem('token')).toBeNull();
  router.dispose();
});
