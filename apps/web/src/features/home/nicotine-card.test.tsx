import { fireEvent, screen } from '@testing-library/react';
import type { NicotineStatus } from '@vapolib/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../test/render.tsx';
import { NicotineCard } from './nicotine-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const step = (_id: number, rate: number, done: boolean) => ({
  _id,
  step: _id,
  rate,
  start: '2026-03-01',
  end: '2026-03-15',
  done,
});

function finishedPlan(): NicotineStatus {
  return {
    plan: {
      startRate: 6,
      targetRate: 3,
      dailyAvgMl: 20,
      mode: 'normal',
      approach: 'progressif',
      createdAt: '2026-03-01T09:00:00.000Z',
      steps: [step(1, 6, true), step(2, 4.5, true), step(3, 3, false)],
    },
    chartData: [],
    logs: [],
    today: '2026-05-01',
    nicotineConsumed: 0,
    nicotineSaved: 60,
    avgNicotinePerDay: 0,
    progression: 100,
    percentSaved: 0,
    finished: true,
    totals: { startedOn: '2026-03-01', finishedOn: '2026-03-29', days: 28, reductions: 2, loggedDays: 0 },
    slips: [],
    compensation: null,
  };
}

describe('NicotineCard on /home', () => {
  it('says the goal is reached once the plan is finished, not a current step', async () => {
    stubFetch(() => ({ status: 200, body: finishedPlan() }));
    renderAt('/home', <NicotineCard />);
    expect(await screen.findByText('Objectif atteint !')).toBeTruthy();
    expect(screen.queryByText(/Palier actuel/)).toBeNull();
  });

  it('says what the nicotine avoided is measured against: the plan’s starting rate (issue 26)', async () => {
    stubFetch(() => ({ status: 200, body: finishedPlan() }));
    renderAt('/home', <NicotineCard />);
    const line = await screen.findByText(/de nicotine évités/);
    expect(line.textContent!.replace(/\s/g, ' ')).toBe(
      '100 % du chemin · 60 mg de nicotine évités par rapport à votre taux de départ (6 mg/mL)',
    );
  });

  it('says the follow-up could not be loaded, with « Réessayer », rather than offering a new plan', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    stubFetch(() =>
      fail ? { status: 500, body: { error: 'Erreur serveur' } } : { status: 200, body: finishedPlan() },
    );
    renderAt('/home', <NicotineCard />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Votre suivi de nicotine n’a pas pu être chargé.');
    expect(screen.queryByText('Créer un plan')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Objectif atteint !')).toBeTruthy();
  });
});
