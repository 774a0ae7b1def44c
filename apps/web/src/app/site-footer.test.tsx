import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { SiteFooter } from './site-footer.tsx';

function renderHistory(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/liquides/:id', element: <SiteFooter /> },
      { path: '/add-liquide', element: <SiteFooter /> },
      { path: '*', element: <p>page quittée</p> },
      { path: '/eliquides', element: <p>page /eliquides</p> },
      { path: '/home', element: <p>page /home</p> },
    ],
    { initialEntries: entries },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SiteFooter « Retour »', () => {
  it('goes to the liquids list when the page was opened directly (a shared link, a new tab)', async () => {
    renderHistory(['/liquides/12']);
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText('page /eliquides')).toBeTruthy();
  });

  it('goes back to the previous page of the app otherwise', async () => {
    renderHistory(['/home', '/add-liquide']);
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText('page /home')).toBeTruthy();
  });
});
