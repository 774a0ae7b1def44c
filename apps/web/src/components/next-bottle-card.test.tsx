import { screen } from '@testing-library/react';
import type { NextBottle } from '@vapolib/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../test/render.tsx';
import { NextBottleCard } from './next-bottle-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const text = (element: HTMLElement) => element.textContent!.replace(/\s/g, ' ');

const bottle: NextBottle = {
  step_id: 12,
  step: 2,
  rate: 4.5,
  step_start: '2026-12-12',
  step_days: 14,
  ml_per_day: 5,
  ml_per_day_source: 'plan',
  needed_ml: 70,
  volume_ml: 100,
  bottles: 1,
  flavour_family: 'frais-epice',
  steeping_days: 7,
  mix_by: '2026-12-05',
  status: 'in-time',
  calculation: { mode: 'quick', inputs: { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 4.5 } },
  recipe: { source: 'recipe', name: 'Menthe' },
  made: null,
};

function answer(next: NextBottle | null) {
  const fetched = stubFetch(() =>
    answerOf('get', '/api/stock/prochain-flacon', { today: '2026-11-28', bottle: next }),
  );
  renderAt('/nicotine', <NextBottleCard />, ['/calculateur', '/preparations']);
  return fetched;
}

describe('« Le flacon de la prochaine étape »', () => {
  it('says by when to mix it, and opens the calculator filled in for the step', async () => {
    answer(bottle);
    expect(text(await screen.findByTestId('next-bottle-status'))).toBe(
      'À préparer avant le 5 décembre (maturation 7 jours)',
    );
    expect(text(screen.getByTestId('next-bottle-card'))).toContain('100 mL à 4,5 mg/mL');
    const link = screen.getByRole('link', { name: 'Préparer dans le calculateur' });
    expect(link.getAttribute('href')).toContain('mode=rapide');
    expect(link.getAttribute('href')).toContain('quantite=100');
    expect(link.getAttribute('href')).toContain('etape=12');
  });

  it('says what to do instead when it is too late to steep', async () => {
    answer({ ...bottle, status: 'late' });
    expect(text(await screen.findByTestId('next-bottle-status'))).toContain('Trop tard pour laisser maturer');
    expect(text(screen.getByTestId('next-bottle-card'))).toContain(
      'ou achetez un liquide tout prêt à 4,5 mg/mL',
    );
    const link = screen.getByRole('link', { name: 'Le préparer en shake & vape' });
    expect(link.getAttribute('href')).toContain('shake=1');
  });

  it('says it is made once a batch is linked to the step', async () => {
    answer({ ...bottle, status: 'made', made: { prepared_on: '2026-11-28', ready_on: '2026-12-05' } });
    expect(text(await screen.findByTestId('next-bottle-status'))).toBe('Flacon préparé pour le palier 2');
    expect(screen.getByRole('link', { name: 'Mes préparations' })).toBeTruthy();
  });

  it('shows nothing without a next step', async () => {
    const fetched = answer(null);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(screen.queryByTestId('next-bottle-card')).toBeNull();
  });
});
