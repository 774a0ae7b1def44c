import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NicotineStatus } from '@vapolib/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../test/render.tsx';
import NicotinePage from './nicotine-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const step = (_id: number, rate: number, start: string, end: string, done = false) => ({
  _id,
  step: _id - 10,
  rate,
  start,
  end,
  done,
});

function statusOn(today: string, done = false): NicotineStatus {
  return {
    plan: {
      startRate: 6,
      targetRate: 0,
      dailyAvgMl: 20,
      mode: 'normal',
      createdAt: '2026-03-01T09:00:00.000Z',
      steps: [
        step(11, 6, '2026-03-01', '2026-03-15', done),
        step(12, 4.5, '2026-03-15', '2026-03-29'),
        step(13, 3, '2026-03-29', '2026-04-12'),
        step(14, 1.5, '2026-04-12', '2026-04-26'),
        step(15, 0, '2026-04-26', '2026-05-10'),
      ],
    },
    chartData: [],
    logs: [],
    today,
    nicotineConsumed: 0,
    nicotineSaved: 0,
    avgNicotinePerDay: 0,
    progression: done ? 25 : 0,
    percentSaved: 0,
  };
}

const question = 'As-tu réussi à descendre au taux prévu ?';

describe('NicotinePage step confirmation', () => {
  it('does not ask before the current step’s end day (the server’s today)', async () => {
    stubFetch(() => ({ status: 200, body: statusOn('2026-03-14') }));
    renderAt('/nicotine', <NicotinePage />);
    expect(await screen.findByText('Ma progression')).toBeTruthy();
    expect(screen.queryByText(question)).toBeNull();
  });

  it('does not ask on the target step: the target is reached', async () => {
    const reached = statusOn('2026-05-20');
    reached.plan.steps = reached.plan.steps.map((s) => ({ ...s, done: s.rate > 0 }));
    reached.progression = 100;
    stubFetch(() => ({ status: 200, body: reached }));
    renderAt('/nicotine', <NicotinePage />);
    expect(await screen.findByText('Ma progression')).toBeTruthy();
    expect(screen.queryByText(question)).toBeNull();
  });

  it('asks on the end day, sends success and reloads the status', async () => {
    let confirmed = false;
    const fetchMock = stubFetch((_url, init) => {
      if (init?.method === 'PATCH') {
        confirmed = true;
        return { status: 200, body: { message: 'Étape mise à jour' } };
      }
      return { status: 200, body: statusOn('2026-03-15', confirmed) };
    });
    renderAt('/nicotine', <NicotinePage />);
    const dialog = await screen.findByRole('dialog', { name: question });
    fireEvent.click(within(dialog).getByRole('button', { name: "Oui, j'ai réussi !" }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).toBeNull());
    const patch = fetchMock.mock.calls.find(([, call]) => call?.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/nicotine/step/11/confirm');
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ success: true });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/nicotine/status?noPlan=null')).toHaveLength(
      2,
    );
    expect(await screen.findByText('Étape mise à jour')).toBeTruthy();
    expect(screen.getByTestId('nicotine-progression').textContent).toBe('25 %');
  });

  it('sends success false for "Pas encore, je continue"', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PATCH'
        ? { status: 200, body: { message: 'Étape mise à jour' } }
        : { status: 200, body: statusOn('2026-03-20') },
    );
    renderAt('/nicotine', <NicotinePage />);
    const dialog = await screen.findByRole('dialog', { name: question });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pas encore, je continue' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, call]) => call?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ success: false });
  });

  it('shows the creation form silently when there is no plan (null)', async () => {
    stubFetch(() => ({ status: 200, body: null }));
    renderAt('/nicotine', <NicotinePage />);
    expect(await screen.findByRole('heading', { name: 'Créer mon plan de réduction' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
