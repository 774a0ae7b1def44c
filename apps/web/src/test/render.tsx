import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders `element` at `path` inside a memory router and a fresh query client; other paths show their name. */
export function renderAt(path: string, element: ReactNode, others: string[] = []) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element },
      ...others.map((other) => ({ path: other, element: <p>{`page ${other}`}</p> })),
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Answers every fetch with `status` and `body` (a function of the URL for several endpoints). */
interface StubAnswer {
  status: number;
  body: unknown;
}

/** Answers the app's fetch calls; an answer may be a promise, to hold a response back. */
export function stubFetch(answer: (url: string, init?: RequestInit) => StubAnswer | Promise<StubAnswer>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const { status, body } = await answer(url, init);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A signed-in user's token as the login stores it (claims only: the server checks the signature). */
export const testToken = (userId: number, role: 'user' | 'admin' = 'user') =>
  [
    'e30',
    btoa(JSON.stringify({ sub: String(userId), role, exp: 4_000_000_000 })).replace(/=+$/, ''),
    'x',
  ].join('.');
