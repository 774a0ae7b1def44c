import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDaysToDay, dayIn, messages } from '@vapolib/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import ResistancePage from './resistance-page.tsx';

const today = dayIn(new Date());
type Device = ApiAnswer<'get', '/api/cigarettes'>[number];
type Coil = ApiAnswer<'get', '/api/resistance'>[number];

const device: Device = {
  _id: 7,
  modele: 'Zeus X',
  userId: 3,
  created_at: '2026-03-05T10:00:00.000Z',
  kind: null,
};
const coil = (id: number, daysAgo: number, extra: Partial<Coil> = {}): Coil => ({
  _id: id,
  cigId: { _id: 7, modele: 'Zeus X' },
  userId: 3,
  dateInstallation: addDaysToDay(today, -daysAgo),
  duree: 15,
  dureeMl: null,
  notifie: true,
  alreadyNotified: false,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

function answer(
  devices: Device[],
  coils: Coil[],
  writes: Record<string, { status: number; body: unknown }> = {},
) {
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const write = writes[`${method} ${url}`];
    if (write) return write;
    if (url === '/api/cigarettes') return { status: 200, body: devices };
    if (url === '/api/resistance') return { status: 200, body: coils };
    return { status: 404, body: { message: 'Introuvable' } };
  });
}

describe('ResistancePage', () => {
  it('shows the empty texts of both sections', async () => {
    answer([], []);
    renderAt('/resistance', <ResistancePage />);
    expect(await screen.findByText("Vous n'avez pas de résistances.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mes résistances');
    expect(screen.getByRole('heading', { name: 'Mes cigarettes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mes Résistances' })).toBeTruthy();
  });

  it('reads each coil’s status: replace, urgent, normal, and the notified badge', async () => {
    answer([device], [coil(1, 16, { alreadyNotified: true }), coil(2, 13), coil(3, 5)]);
    renderAt('/resistance', <ResistancePage />);
    expect(await screen.findByText('À remplacer immédiatement !')).toBeTruthy();
    expect(screen.getByText('Urgent : 2 jours restants')).toBeTruthy();
    expect(screen.getByText('Temps restant : 10 jours')).toBeTruthy();
    expect(screen.getAllByText('Vous avez été notifié')).toHaveLength(1);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '87', '33']);
  });

  it('« Changer » restarts the coil today and shows the server’s message', async () => {
    const fetchMock = answer([device], [coil(1, 16)], {
      'PUT /api/resistance/1': { status: 200, body: { message: 'Résistance mise à jour !' } },
    });
    renderAt('/resistance', <ResistancePage />);
    fireEvent.click(
      await screen.findByRole('button', { name: /^Changer la résistance Zeus X installée le / }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Changer la résistance' });
    expect(dialog.textContent).toContain(
      'Avez-vous monté une résistance neuve sur la cigarette « Zeus X » ?',
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Changer' }));
    expect((await screen.findByText('Résistance mise à jour !')).getAttribute('role')).toBe('status');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ dateInstallation: today, alreadyNotified: false });
  });

  it('« Changer » then « Annuler » leaves the coil as it was', async () => {
    const fetchMock = answer([device], [coil(1, 16)]);
    renderAt('/resistance', <ResistancePage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Changer la résistance/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('À remplacer immédiatement !')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('names the coil each delete button deletes', async () => {
    answer([device], [coil(1, 2)]);
    renderAt('/resistance', <ResistancePage />);
    const button = await screen.findByRole('button', {
      name: /^Supprimer la résistance Zeus X installée le /,
    });
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Supprimer la résistance' }).textContent).toContain(
      'Supprimer la résistance de la cigarette « Zeus X » ?',
    );
  });

  it('refuses special characters in a device model and sends nothing', async () => {
    const fetchMock = answer([], []);
    renderAt('/resistance', <ResistancePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une cigarette' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Modèle'), { target: { value: 'Zeus <X>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Caractères spéciaux non autorisés')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('invites to add a device first when there is none', async () => {
    answer([], []);
    renderAt('/resistance', <ResistancePage />);
    await screen.findByText("Vous n'avez pas de résistances.");
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une résistance' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ajoutez d’abord votre cigarette/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une cigarette' }));
    expect(await screen.findByLabelText('Modèle')).toBeTruthy();
  });

  it('adds a coil with the defaults and checks the duration', async () => {
    const fetchMock = answer([device], [], {
      'POST /api/resistance': answerOf(
        'post',
        '/api/resistance',
        { message: 'Résistance ajoutée !', resistance: coil(9, 0) },
        201,
      ),
    });
    renderAt('/resistance', <ResistancePage />);
    await screen.findByText('Zeus X');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une résistance' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Date d’installation') as HTMLInputElement).max).toBe(today);
    expect((within(dialog).getByLabelText(/Me prévenir/) as HTMLInputElement).checked).toBe(true);
    const duree = within(dialog).getByLabelText('Durée de vie (jours)');
    fireEvent.change(duree, { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('La durée doit être comprise entre 1 et 365 jours')).toBeTruthy();
    fireEvent.change(duree, { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('La durée doit être un nombre entier de jours.')).toBeTruthy();
    fireEvent.change(duree, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('La durée de vie est obligatoire.')).toBeTruthy();
    fireEvent.change(duree, { target: { value: '15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      cigId: 7,
      dateInstallation: today,
      duree: 15,
      dureeMl: null,
      notifie: true,
    });
    expect(await screen.findByText('Résistance ajoutée !')).toBeTruthy();
  });

  it('refuses an installation date before 2003 or in the future with the server’s French text', async () => {
    const fetchMock = answer([device], []);
    renderAt('/resistance', <ResistancePage />);
    await screen.findByText('Zeus X');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une résistance' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Date d’installation') as HTMLInputElement;
    expect(date.min).toBe('2003-01-01');
    fireEvent.change(date, { target: { value: '1999-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText(messages.installDateTooOld)).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(date, { target: { value: addDaysToDay(today, 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText(messages.installDateFuture)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('shows the coil history per device with its averages, and offers them once there are three', async () => {
    const past = (id: number, from: number, to: number, ml: number) => ({
      _id: id,
      cigId: { _id: 7, modele: 'Zeus X' },
      dateInstallation: addDaysToDay(today, -from),
      dateRetrait: addDaysToDay(today, -to),
      jours: from - to,
      mlVapes: ml,
    });
    const history = [past(3, 12, 0, 50), past(2, 22, 12, 40), past(1, 36, 22, 45)];
    answer([device], [coil(1, 0)], {
      'GET /api/resistance/historique': answerOf('get', '/api/resistance/historique', history),
    });
    renderAt('/resistance', <ResistancePage />);
    const section = (await screen.findByRole('heading', { name: 'Historique des résistances' })).closest(
      'section',
    )!;
    expect(
      await within(section).findByText(
        'En moyenne 12 jours et 45 mL par résistance (3 résistances changées)',
      ),
    ).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 3, name: 'Zeus X' })).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/.*: /, ''))).toEqual([
      '12 jours, 50 mL vapés',
      '10 jours, 40 mL vapés',
      '14 jours, 45 mL vapés',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une résistance' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Durée de vie (jours)') as HTMLInputElement).value).toBe('12');
    expect((within(dialog).getByLabelText(/Durée de vie en mL/) as HTMLInputElement).value).toBe('45');
    expect(
      within(dialog).getByText(/Moyenne de vos 3 résistances changées sur cette cigarette : 12 jours/),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(/Moyenne de vos 3 résistances changées sur cette cigarette : 45 mL/),
    ).toBeTruthy();
  });

  it('says the history is empty until a first « Changer », and keeps 15 days before three coils', async () => {
    answer([device], [], {
      'GET /api/resistance/historique': answerOf('get', '/api/resistance/historique', []),
    });
    renderAt('/resistance', <ResistancePage />);
    expect(await screen.findByText(/Aucune résistance changée pour l’instant/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une résistance' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Durée de vie (jours)') as HTMLInputElement).value).toBe('15');
  });

  it('adds a device with its kind, and shows the kind in the list', async () => {
    const pod: Device = { ...device, _id: 8, modele: 'XROS 4', kind: 'pod' };
    const fetchMock = answer([pod], [], {
      'POST /api/cigarettes': answerOf(
        'post',
        '/api/cigarettes',
        { message: 'Cigarette ajoutée avec succès !', cigarette: pod },
        201,
      ),
    });
    renderAt('/resistance', <ResistancePage />);
    expect((await screen.findByText(/^Pod · Ajoutée le/)).textContent).toMatch(
      /^Pod · Ajoutée le 5 mars 2026$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une cigarette' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Modèle'), { target: { value: 'XROS 4' } });
    const kind = within(dialog).getByLabelText('Type (facultatif)') as HTMLSelectElement;
    expect([...kind.options].map((option) => option.text)).toEqual([
      'Je ne sais pas',
      'Pod',
      'Clearomiseur',
      'Reconstructible',
    ]);
    fireEvent.change(kind, { target: { value: 'pod' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ modele: 'XROS 4', kind: 'pod' });
  });

  it('suggests an mL life from the device kind, keeps the figure typed, and checks it', async () => {
    const pod: Device = { ...device, _id: 8, modele: 'XROS 4', kind: 'pod' };
    const tank: Device = { ...device, _id: 9, modele: 'Zelos', kind: 'clearomiseur' };
    const rebuild: Device = { ...device, _id: 10, modele: 'Dead Rabbit', kind: 'reconstructible' };
    const fetchMock = answer([pod, tank, rebuild], [], {
      'POST /api/resistance': answerOf(
        'post',
        '/api/resistance',
        { message: 'Résistance ajoutée !', resistance: coil(9, 0) },
        201,
      ),
    });
    renderAt('/resistance', <ResistancePage />);
    await screen.findByText('XROS 4');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une résistance' }));
    const dialog = await screen.findByRole('dialog');
    const ml = within(dialog).getByLabelText('Durée de vie en mL vapés (facultatif)') as HTMLInputElement;
    const select = within(dialog).getByLabelText('Cigarette');
    expect(ml.value).toBe('30');
    expect(within(dialog).getByText(/Suggestion pour un pod : 30 mL/)).toBeTruthy();
    fireEvent.change(select, { target: { value: '9' } });
    await waitFor(() => expect(ml.value).toBe('60'));
    fireEvent.change(select, { target: { value: '10' } });
    await waitFor(() => expect(ml.value).toBe(''));
    expect(within(dialog).getByText(/Pas de suggestion pour un reconstructible/)).toBeTruthy();
    fireEvent.change(ml, { target: { value: '2001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(
      await within(dialog).findByText('La durée de vie en mL doit être comprise entre 1 et 2000 mL.'),
    ).toBeTruthy();
    fireEvent.change(ml, { target: { value: '45' } });
    fireEvent.change(select, { target: { value: '8' } });
    expect(ml.value).toBe('45');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ cigId: 8, duree: 15, dureeMl: 45 });
  });

  it('says which limit ends each coil: the pace in mL, or the days', async () => {
    answer(
      [device],
      [
        coil(1, 2, { dureeMl: 60, usure: { mlVapes: 12, rythmeMlJour: 12, jour: today } }),
        coil(2, 5, { dureeMl: 60, usure: { mlVapes: 10, rythmeMlJour: 2, jour: today } }),
      ],
    );
    renderAt('/resistance', <ResistancePage />);
    // 48 mL left at 12 mL/day: 4 days, before the 13 the days leave.
    expect(await screen.findByText('Temps restant : ≈ 4 jours au rythme actuel de 12 mL/jour')).toBeTruthy();
    expect(screen.getByText('12 mL vapés sur 60 mL')).toBeTruthy();
    // 50 mL left at 2 mL/day: 25 days; the days end first.
    expect(screen.getByText('Temps restant : 10 jours')).toBeTruthy();
    expect(screen.getByText('10 mL vapés sur 60 mL')).toBeTruthy();
    expect(screen.getAllByText(/durée de vie 15 jours ou 60 mL/)).toHaveLength(2);
  });

  it('warns that deleting a device deletes its coils, then shows the error returned', async () => {
    answer([device], [coil(1, 2), coil(2, 3)], {
      'DELETE /api/cigarettes/7': { status: 500, body: {} },
    });
    renderAt('/resistance', <ResistancePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la cigarette Zeus X' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Supprimer la cigarette « Zeus X » ? Ses 2 résistances seront aussi supprimées.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur suppression');
  });
});
