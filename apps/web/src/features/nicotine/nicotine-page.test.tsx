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
      approach: 'progressif',
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
    finished: false,
    totals: { startedOn: '2026-03-01', finishedOn: null, days: 14, reductions: done ? 1 : 0, loggedDays: 0 },
    slips: [],
    compensation: null,
  };
}

const question = 'Avez-vous réussi à descendre au taux prévu ?';
const firstQuestion = 'Avez-vous tenu votre palier de départ à 6 mg/mL ?';

describe('NicotinePage step confirmation', () => {
  it('does not ask before the current step’s end day (the server’s today)', async () => {
    stubFetch(() => ({ status: 200, body: statusOn('2026-03-14') }));
    renderAt('/nicotine', <NicotinePage />);
    expect(await screen.findByText('Ma progression')).toBeTruthy();
    expect(screen.queryByText(question)).toBeNull();
  });

  it('shows a finished plan: no question, no dates to come, its totals and what to do next', async () => {
    const reached = statusOn('2026-05-20');
    reached.plan.steps = reached.plan.steps.map((s) => ({ ...s, done: s.rate > 0 }));
    reached.progression = 100;
    reached.finished = true;
    reached.nicotineSaved = 300;
    reached.nicotineConsumed = 120.5;
    reached.totals = {
      startedOn: '2026-03-01',
      finishedOn: '2026-04-26',
      days: 56,
      reductions: 4,
      loggedDays: 30,
    };
    stubFetch(() => ({ status: 200, body: reached }));
    renderAt('/nicotine', <NicotinePage />);
    const card = await screen.findByTestId('nicotine-finished');
    expect(within(card).getByRole('heading', { name: 'Objectif atteint !' })).toBeTruthy();
    expect(card.textContent).toContain('Vous vapez sans nicotine depuis le 26 avr.');
    expect(card.textContent).toContain('8 semaines, du 1er mars au 26 avr.');
    expect(card.textContent).toContain('4, de 6 à 0 mg/mL');
    expect(card.textContent!.replace(/\s/g, ' ')).toContain(
      '300 mg par rapport à votre taux de départ (6 mg/mL), soit l’équivalent nicotine de 100 cigarettes',
    );
    expect(card.textContent).toContain('120,5 mg');
    expect(within(card).getByRole('button', { name: 'Noter ma consommation' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Commencer un nouveau plan' })).toBeTruthy();
    // At 0 mg/mL there is nothing lower to aim for.
    expect(within(card).queryByRole('button', { name: 'Baisser encore mon objectif' })).toBeNull();
    expect(screen.queryByText(/une baisse toutes/)).toBeNull();
    expect(screen.queryByText(/^Palier \d+ sur/)).toBeNull();
    expect(screen.getByText('Depuis le 26 avr.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers every rate of the plan in the log form, and says what the deletion removes', async () => {
    stubFetch(() => ({ status: 200, body: statusOn('2026-03-14') }));
    renderAt('/nicotine', <NicotinePage />);
    const rate = (await screen.findByLabelText('Taux (mg/mL)')) as HTMLSelectElement;
    expect([...rate.options].map((option) => option.textContent)).toEqual([
      '20 mg/mL',
      '18 mg/mL',
      '12 mg/mL',
      '9 mg/mL',
      '6 mg/mL',
      '4,5 mg/mL',
      '3 mg/mL',
      '1,5 mg/mL',
      '0 mg/mL',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Suspendre / recommencer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspendre / recommencer' });
    expect(dialog.textContent).toContain('Supprimer votre plan ? Toutes les données seront perdues.');
    expect(dialog.textContent).toContain(
      'Votre plan, ses paliers et vos relevés de consommation seront effacés',
    );
  });

  it('asks about a later step with the spec’s question and what each answer does', async () => {
    stubFetch(() => ({ status: 200, body: statusOn('2026-03-29', true) }));
    renderAt('/nicotine', <NicotinePage />);
    const dialog = await screen.findByRole('dialog', { name: question });
    expect(dialog.textContent).toContain('Palier 2 sur 5 : 4,5 mg/mL, du 15 mars au 29 mars');
    expect(dialog.textContent).toContain('Oui : vous passez à 3 mg/mL dès aujourd’hui.');
    expect(dialog.textContent).toContain(
      'Pas encore : aucun souci, vous restez à 4,5 mg/mL 2 semaines de plus.',
    );
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
    // The first step is the starting rate: the question is about holding it, not coming down to it.
    const dialog = await screen.findByRole('dialog', { name: firstQuestion });
    expect(dialog.textContent).toContain('Oui : vous passez à 4,5 mg/mL dès aujourd’hui.');
    fireEvent.click(within(dialog).getByRole('button', { name: "Oui, j'ai réussi !" }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: firstQuestion })).toBeNull());
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
    const dialog = await screen.findByRole('dialog', { name: firstQuestion });
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

describe('NicotinePage check-in series', () => {
  it('shows the series beside the figures, and earns the 30-day badge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-09T10:00:00Z'));
    try {
      const status = statusOn('2026-04-09');
      // 1 March to 9 April, with 10 March forgotten: 39 logged days, a single series.
      status.logs = Array.from({ length: 40 }, (_, index) => ({
        date: new Date(Date.UTC(2026, 2, 1 + index)).toISOString().slice(0, 10),
        ml: 10,
        rate: 6,
      })).filter((log) => log.date !== '2026-03-10');
      stubFetch(() => ({ status: 200, body: status }));
      renderAt('/nicotine', <NicotinePage />);
      const card = (await screen.findByRole('heading', { name: 'Ma série' })).closest('section')!;
      expect(within(card).getByTestId('streak-current').textContent).toBe('39\u00a0jours');
      const badge = screen.getByText('Série de 30 jours').closest('li')!;
      expect(badge.dataset.earned).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('NicotinePage after « arrêt d’un coup » (issue 27)', () => {
  it('leans on cravings, slips and the clock, asks for the last cigarette, and counts no steps', async () => {
    const atOnce = statusOn('2026-03-01');
    atOnce.plan = {
      ...atOnce.plan,
      startRate: 12,
      approach: 'arret',
      steps: [step(11, 0, '2026-03-01', '2026-03-15')],
    };
    atOnce.progression = 100;
    atOnce.finished = true;
    atOnce.totals = {
      startedOn: '2026-03-01',
      finishedOn: '2026-03-01',
      days: 0,
      reductions: 0,
      loggedDays: 0,
    };
    stubFetch((url) =>
      url.startsWith('/api/compteur')
        ? { status: 200, body: { lastCigaretteAt: null, lastSlipAt: null } }
        : { status: 200, body: atOnce },
    );
    renderAt('/nicotine', <NicotinePage />);
    const card = await screen.findByTestId('quit-at-once-card');
    expect(card.textContent!.replace(/\s+/g, ' ')).toContain(
      'Depuis le 1er mars, vous vapez sans nicotine (avant : 12 mg/mL).',
    );
    expect(within(card).getByRole('link', { name: 'Noter une envie' }).getAttribute('href')).toBe(
      '/envies/noter',
    );
    expect(within(card).getByRole('link', { name: 'Mon compteur sans tabac' }).getAttribute('href')).toBe(
      '/sans-tabac',
    );
    expect(await screen.findByLabelText('Date et heure')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dernière cigarette' })).toBeTruthy();
    // The coach's links are in the card: the « Envies et écarts » card is not there twice.
    expect(screen.queryByRole('heading', { name: 'Envies et écarts' })).toBeNull();
    const finished = screen.getByTestId('nicotine-finished');
    expect(finished.textContent).toContain('d’un coup le 1er mars, de 12 à 0 mg/mL');
    expect(finished.textContent).not.toContain('Baisses validées');
    expect(screen.queryByText(question)).toBeNull();
  });
});
