import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { dayIn } from '@vapolib/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { flushOutbox, pendingWrites } from '../../lib/outbox.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { emptyOutbox, setOnline } from '../../test/offline.ts';
import { renderAt, stubFetch, testToken } from '../../test/render.tsx';
import { PENDING_DEVICE_TEXT } from './components/add-coil-dialog.tsx';
import ResistancePage from './resistance-page.tsx';

type Device = ApiAnswer<'get', '/api/cigarettes'>[number];
const device: Device = {
  _id: 8,
  modele: 'XROS 4',
  userId: 7,
  created_at: '2026-03-05T10:00:00.000Z',
  kind: 'pod',
};

beforeEach(() => localStorage.setItem('token', testToken(7)));
afterEach(emptyOutbox);

describe('Adding a coil offline', () => {
  it('keeps it in the outbox, shows it waiting in the list, sends it once with its key', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/cigarettes') return { status: 200, body: [device] };
      if (url === '/api/resistance/historique') return { status: 200, body: [] };
      if (url === '/api/resistance' && (init?.method ?? 'GET') === 'GET') return { status: 200, body: [] };
      return { status: 201, body: { message: 'Résistance ajoutée !' } };
    });
    renderAt('/resistance', <ResistancePage />);
    await screen.findByText('XROS 4');
    expect(await screen.findByText("Vous n'avez pas de résistances.")).toBeTruthy();
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une résistance' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Durée de vie en mL/), { target: { value: '45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText(QUEUED_TEXT)).toBeTruthy();
    const item = (await screen.findByRole('heading', { name: 'XROS 4', level: 3 })).closest('li')!;
    expect(within(item).getByText(/En attente d’envoi/)).toBeTruthy();
    expect(within(item).getByText(/ou 45 mL/)).toBeTruthy();
    // Nothing can be done to it before the server has it.
    expect(within(item).queryByRole('button', { name: /Changer/ })).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    const [write] = await pendingWrites();
    expect(write).toMatchObject({
      method: 'POST',
      path: '/resistance',
      label: 'Résistance de la XROS 4',
      body: { cigId: 8, dateInstallation: dayIn(new Date()), duree: 15, dureeMl: 45, notifie: true },
    });

    setOnline(true);
    await flushOutbox();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(new Headers(posts[0]?.[1]?.headers).get('Idempotency-Key')).toBe(write?.id);
    expect(await pendingWrites()).toEqual([]);
  });

  it('keeps a device added offline, and refuses a coil on it until it is sent', async () => {
    const fetchMock = stubFetch((_url, init) => {
      if ((init?.method ?? 'GET') === 'GET') return { status: 200, body: [] };
      return { status: 201, body: { message: 'Cigarette ajoutée avec succès !' } };
    });
    renderAt('/resistance', <ResistancePage />);
    expect(await screen.findByText(/Vous n’avez pas encore de cigarette/)).toBeTruthy();
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une cigarette' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Modèle'), { target: { value: 'Aegis Boost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText(QUEUED_TEXT)).toBeTruthy();
    const row = (await screen.findByText('Aegis Boost')).closest('li')!;
    expect(within(row).getByText('En attente d’envoi')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Supprimer/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une résistance' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText(PENDING_DEVICE_TEXT)).toBeTruthy();
    expect((await pendingWrites()).map((write) => write.path)).toEqual(['/cigarettes']);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
