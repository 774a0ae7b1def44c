import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Batch, NicotineStatus } from '@vapolib/contracts';
import { addDaysToDay, dayIn } from '@vapolib/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, type SentInit, stubFetch } from '../../test/render.tsx';
import BatchesPage from './batches-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const today = dayIn(new Date());
const batch = (
  id: number,
  name: string,
  preparedAgo: number,
  steepDays: number,
  extra: Partial<Batch> = {},
): Batch => ({
  id,
  recipe_id: null,
  step_id: null,
  name,
  prepared_on: addDaysToDay(today, -preparedAgo),
  volume_ml: 30,
  nicotine_rate: 6,
  flavour_family: 'gourmand',
  ready_on: addDaysToDay(today, steepDays - preparedAgo),
  ready_until: addDaysToDay(today, steepDays - preparedAgo + 7),
  calculation: null,
  notifie: true,
  already_notified: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});

function status(logs: NicotineStatus['logs']): NicotineStatus {
  return {
    plan: {
      startRate: 6,
      targetRate: 0,
      dailyAvgMl: 8,
      mode: 'normal',
      approach: 'progressif',
      createdAt: '2026-03-01T09:00:00.000Z',
      steps: [{ _id: 1, step: 1, rate: 6, start: today, end: addDaysToDay(today, 14), done: false }],
    },
    chartData: [],
    logs,
    today,
    nicotineConsumed: 0,
    nicotineSaved: 0,
    avgNicotinePerDay: 0,
    progression: 0,
    percentSaved: 0,
    finished: false,
    totals: { startedOn: today, finishedOn: null, days: 0, reductions: 0, loggedDays: 0 },
    slips: [],
    compensation: null,
  };
}

function serve(batches: Batch[], nicotine: NicotineStatus | null = null) {
  const sent: { url: string; init: SentInit }[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (init.method !== 'GET') sent.push({ url, init });
    if (url.startsWith('/api/nicotine/status'))
      return answerOf('get', '/api/nicotine/status', nicotine as NicotineStatus);
    if (url === '/api/nicotine/log') return { status: 200, body: { message: 'Log enregistré' } };
    if (init.method === 'PATCH') {
      const body = JSON.parse(init.body ?? '{}');
      return answerOf('patch', '/api/preparations/{id}', {
        message: 'Préparation modifiée !',
        batch: { ...batches[0]!, ...body },
      });
    }
    if (init.method === 'DELETE') return { status: 200, body: { message: 'Préparation supprimée !' } };
    return answerOf('get', '/api/preparations', { today, batches });
  });
  return { sent, fetchMock };
}

describe('« Mes préparations »', () => {
  it('lists the steeping batches with their ready day and progress, then the ready ones', async () => {
    serve([
      batch(1, 'Fraise prête', 10, 3, { flavour_family: 'fruit-complexe' }),
      batch(2, 'Custard', 7, 14),
      batch(3, 'Tabac blond', 1, 14, { flavour_family: 'classic', ready_until: addDaysToDay(today, 13) }),
    ]);
    renderAt('/preparations', <BatchesPage />);
    const maturing = await screen.findByRole('region', { name: 'En maturation' });
    const items = within(maturing).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Custard',
      'Tabac blond',
    ]);
    expect(items[0]!.textContent).toContain('dans 7 jours');
    expect(items[0]!.textContent).toMatch(/Prête le \w+ \d+ \w+/);
    expect(within(items[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(items[0]!.textContent).toContain('Gourmand · 30 mL à 6 mg/mL');
    expect(items[0]!.textContent).toContain('Maturation complète vers le');
    expect(items[1]!.textContent).not.toContain('Maturation complète');
    const ready = screen.getByRole('region', { name: 'Prêtes à vapoter' });
    expect(ready.textContent).toContain('Fraise prête');
    expect(ready.textContent).toContain('Prête depuis le');
    expect(within(ready).queryByRole('progressbar')).toBeNull();
  });

  it('says what to do when there is no batch yet', async () => {
    serve([]);
    renderAt('/preparations', <BatchesPage />);
    expect(await screen.findByText(/Aucune préparation pour l’instant/)).toBeTruthy();
  });

  it('switches a batch’s reminder off and removes a finished one', async () => {
    const { sent } = serve([batch(2, 'Custard', 7, 14)]);
    renderAt('/preparations', <BatchesPage />);
    const toggle = await screen.findByRole('switch', { name: 'Me prévenir le jour où elle est prête' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(await screen.findByText('Rappel désactivé pour « Custard ».')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      url: '/api/preparations/2',
      init: { method: 'PATCH', body: '{"notifie":false}' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Flacon terminé : Custard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flacon terminé' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Préparation supprimée !')).toBeTruthy();
    expect(sent[1]).toMatchObject({ url: '/api/preparations/2', init: { method: 'DELETE' } });
  });

  it('says, before removing a batch recorded today, that what it took from « Mon stock » comes back', async () => {
    serve([batch(3, 'Fraise', 0, 3, { created_at: new Date().toISOString() }), batch(4, 'Custard', 7, 14)]);
    renderAt('/preparations', <BatchesPage />);
    const giveBack =
      /Notée aujourd’hui : si elle a été déduite de « Mon stock », ce qu’elle a pris y revient\./;
    fireEvent.click(await screen.findByRole('button', { name: 'Flacon terminé : Fraise' }));
    const recent = await screen.findByRole('dialog', { name: 'Flacon terminé' });
    expect(within(recent).getByText(giveBack)).toBeTruthy();
    fireEvent.click(within(recent).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Flacon terminé : Custard' }));
    const older = await screen.findByRole('dialog', { name: 'Flacon terminé' });
    expect(within(older).queryByText(giveBack)).toBeNull();
  });

  /** Taps « Je vape ce mélange » for a day already logged: the question opens, nothing is sent yet. */
  async function askAboutLoggedDay(sent: { url: string }[]) {
    const vape = await screen.findByRole('button', { name: 'Je vape ce mélange : Fraise' });
    await waitFor(() => expect((vape as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(vape);
    const dialog = await screen.findByRole('dialog', { name: 'Je vape ce mélange' });
    expect(sent).toEqual([]);
    return dialog;
  }

  it('« Je vape ce mélange » asks before changing a day already logged, showing both', async () => {
    const { sent } = serve(
      [batch(1, 'Fraise', 10, 3, { nicotine_rate: 12 })],
      status([{ date: today, ml: 8, rate: 10.5 }]),
    );
    renderAt('/preparations', <BatchesPage />);
    const dialog = await askAboutLoggedDay(sent);
    expect(dialog.textContent).toContain('Déjà noté aujourd’hui8 mL à 10,5 mg/mL');
    expect(dialog.textContent).toContain('« Fraise »12 mg/mL');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('« Je vape ce mélange » replaces the rate of the day, keeping its mL, when asked to', async () => {
    const { sent } = serve(
      [batch(1, 'Fraise', 10, 3, { nicotine_rate: 4.5 })],
      status([{ date: today, ml: 12, rate: 6 }]),
    );
    renderAt('/preparations', <BatchesPage />);
    const dialog = await askAboutLoggedDay(sent);
    expect(dialog.textContent).toContain('Toute la journée passe à 12 mL à 4,5 mg/mL.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remplacer le taux' }));
    expect(await screen.findByText('Consommation du jour mise à jour : 12 mL à 4,5 mg/mL.')).toBeTruthy();
    expect(sent[0]!.url).toBe('/api/nicotine/log');
    expect(JSON.parse(sent[0]!.init.body!)).toEqual({ date: today, ml: 12, rate: 4.5 });
  });

  it('« Je vape ce mélange » adds the mix’s mL with the mL-weighted rate', async () => {
    const { sent } = serve(
      [batch(1, 'Fraise', 10, 3, { nicotine_rate: 12 })],
      status([{ date: today, ml: 8, rate: 10.5 }]),
    );
    renderAt('/preparations', <BatchesPage />);
    const dialog = await askAboutLoggedDay(sent);
    const ml = within(dialog).getByLabelText('mL de ce mélange en plus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter les mL' }));
    expect(
      await within(dialog).findByText('Merci d’indiquer une quantité en mL supérieure à 0.'),
    ).toBeTruthy();
    fireEvent.change(ml, { target: { value: '95' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter les mL' }));
    expect(await within(dialog).findByText('La quantité ne peut pas dépasser 100 mL par jour.')).toBeTruthy();
    fireEvent.change(ml, { target: { value: '4' } });
    expect(
      await within(dialog).findByText('La journée devient 12 mL à 11 mg/mL (taux moyen pondéré par les mL).'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter les mL' }));
    expect(await screen.findByText('Consommation du jour mise à jour : 12 mL à 11 mg/mL.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.init.body!)).toEqual({ date: today, ml: 12, rate: 11 });
  });

  it('« Je vape ce mélange » asks the mL of a day not logged yet, starting from the plan’s average', async () => {
    const { sent } = serve([batch(1, 'Fraise', 10, 3)], status([]));
    renderAt('/preparations', <BatchesPage />);
    const vape = await screen.findByRole('button', { name: 'Je vape ce mélange : Fraise' });
    await waitFor(() => expect((vape as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(vape);
    const dialog = await screen.findByRole('dialog', { name: 'Je vape ce mélange' });
    const ml = within(dialog).getByLabelText('mL vapotés aujourd’hui') as HTMLInputElement;
    expect(ml.value).toBe('8');
    fireEvent.change(ml, { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Noter' }));
    expect(await screen.findByText('Log enregistré')).toBeTruthy();
    expect(JSON.parse(sent[0]!.init.body!)).toEqual({ date: today, ml: 10, rate: 6 });
  });

  it('« Je vape ce mélange » without a plan says to create one first', async () => {
    const { sent } = serve([batch(1, 'Fraise', 10, 3)], null);
    renderAt('/preparations', <BatchesPage />);
    const vape = await screen.findByRole('button', { name: 'Je vape ce mélange : Fraise' });
    await waitFor(() => expect((vape as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(vape);
    const dialog = await screen.findByRole('dialog', { name: 'Je vape ce mélange' });
    expect(dialog.textContent).toContain('créez d’abord votre plan');
    expect(within(dialog).getByRole('link', { name: 'Créer mon plan' }).getAttribute('href')).toBe(
      '/nicotine',
    );
    expect(sent).toEqual([]);
  });
});
