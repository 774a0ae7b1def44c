import { screen } from '@testing-library/react';
import type { Batch } from '@vapolib/contracts';
import { addDaysToDay, dayIn } from '@vapolib/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import { BatchesCard } from './batches-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const today = dayIn(new Date());
const batch = (id: number, name: string, readyIn: number): Batch => ({
  id,
  recipe_id: null,
  step_id: null,
  name,
  prepared_on: addDaysToDay(today, Math.min(0, readyIn) - 2),
  volume_ml: 30,
  nicotine_rate: 6,
  flavour_family: 'fruit-complexe',
  ready_on: addDaysToDay(today, readyIn),
  ready_until: addDaysToDay(today, readyIn + 4),
  calculation: null,
  notifie: true,
  already_notified: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

describe('BatchesCard on /home', () => {
  it('shows the next batch to be ready, with its day', async () => {
    stubFetch(() =>
      answerOf('get', '/api/preparations', {
        today,
        batches: [batch(1, 'Prête', -1), batch(2, 'Bientôt', 1), batch(3, 'Plus tard', 5)],
      }),
    );
    renderAt('/home', <BatchesCard />);
    expect(await screen.findByText('Bientôt')).toBeTruthy();
    expect(screen.getByText(/\(demain\)$/)).toBeTruthy();
    expect(screen.getByText('Et une autre en maturation.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mes préparations/ }).getAttribute('href')).toBe('/preparations');
  });

  it('shows nothing without any batch', async () => {
    const fetchMock = stubFetch(() => answerOf('get', '/api/preparations', { today, batches: [] }));
    renderAt('/home', <BatchesCard />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
