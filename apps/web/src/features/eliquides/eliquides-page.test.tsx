import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { renderAt, stubFetch } from '../../test/render.tsx';
import EliquidesPage from './eliquides-page.tsx';

type Liquid = ApiAnswer<'get', '/api/eliquides'>[number];

afterEach(() => vi.unstubAllGlobals());

const liquid = (
  id: number,
  name: string,
  rating: number,
  rank: number,
  colour: Liquid['rank_colour'],
): Liquid => ({
  id,
  user_id: 1,
  arome_id: id,
  arome_name: name,
  name,
  brand: 'Capella',
  image_url: `/api/aromes/${id}/image.svg`,
  rating,
  description: null,
  created_at: `2026-11-0${id}T10:00:00.000Z`,
  updated_at: `2026-11-0${id}T10:00:00.000Z`,
  rank,
  total: 4,
  rank_colour: colour,
});

describe('/eliquides', () => {
  it('shows equal ratings with one shared rank and one colour: 1, 2, 2, 4', async () => {
    stubFetch(() => ({
      status: 200,
      body: [
        liquid(1, 'Fraise', 5, 1, 'green'),
        liquid(3, 'Menthe', 4, 2, 'orange'),
        liquid(2, 'Vanille', 4, 2, 'orange'),
        liquid(4, 'Tabac', 3, 4, 'red'),
      ],
    }));
    renderAt('/eliquides', <EliquidesPage />);
    const tied = await screen.findAllByText('Rang 2/4');
    expect(tied).toHaveLength(2);
    for (const badge of tied) expect(badge.className).toContain('orange');
    expect(screen.getByText('Rang 1/4').className).toContain('emerald');
    expect(screen.getByText('Rang 4/4').className).toContain('red');
    // Ties are listed newest first, as the server sends them.
    const names = screen.getAllByRole('link', { name: /Capella/ }).map((link) => link.textContent);
    expect(names.map((text) => text?.match(/Fraise|Menthe|Vanille|Tabac/)?.[0])).toEqual([
      'Fraise',
      'Menthe',
      'Vanille',
      'Tabac',
    ]);
  });
});
