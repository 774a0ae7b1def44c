import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ApiAnswer, ApiPath, HttpMethod } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders `element` at `path` inside a memory router and a fresh query client; other paths show their name.
 * `pattern` is the route's own path when the screen reads its parameters (`/liquides/:id`).
 */
export function renderAt(path: string, element: ReactNode, others: string[] = [], pattern?: string) {
  const router = createMemoryRouter(
    [
      { path: pattern ?? path.split('?')[0], element },
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

/** What the app sent: the method, the JSON (or CSV) text of the body, the headers. */
export interface SentInit {
  method: string;
  body?: string;
  headers: Headers;
}

/**
 * Answers the app's fetch calls; an answer may be a promise, to hold a response back. The API client sends
 * Request objects: the answer and the returned mock's calls see them as (path and query, { method, body }).
 */
export function stubFetch(answer: (url: string, init: SentInit) => StubAnswer | Promise<StubAnswer>) {
  const fetchMock = vi.fn(async (url: string, init: SentInit) => {
    const { status, body } = await answer(url, init);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      if (typeof input === 'string')
        return fetchMock(input, {
          method: init?.method ?? 'GET',
          body: typeof init?.body === 'string' ? init.body : undefined,
          headers: new Headers(init?.headers),
        });
      const url = new URL(input.url);
      const body = await input.text();
      return fetchMock(`${url.pathname}${url.search}`, {
        method: input.method,
        body: body || undefined,
        headers: input.headers,
      });
    }),
  );
  return fetchMock;
}

/**
 * A fake answer built from the contract: `body` is typed as the route's answer in docs/openapi.json, so a
 * test whose fake drifts from the API fails typecheck.
 */
export function answerOf<M extends HttpMethod, P extends ApiPath<M>>(
  _method: M,
  _path: P,
  body: ApiAnswer<M, P>,
  status = 200,
): StubAnswer {
  return { status, body };
}

/** A signed-in user's token as the login stores it (claims only: the server checks the signature). */
export const testToken = (userId: number, role: 'user' | 'admin' = 'user') =>
  [
    'e30',
    btoa(JSON.stringify({ sub: String(userId), role, exp: 4_000_000_000 })).replace(/=+$/, ''),
    'x',
  ].join('.');
