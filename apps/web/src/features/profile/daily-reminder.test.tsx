import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages } from '@vapolib/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushOutbox, pendingWrites } from '../../lib/outbox.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { emptyOutbox, setOnline } from '../../test/offline.ts';
import { answerOf, renderAt, type SentInit, stubFetch, testToken } from '../../test/render.tsx';
import { DailyReminder } from './daily-reminder.tsx';

/** A server holding the reminder: GET answers it, PUT changes it. */
function fakeServer(initial = { actif: false, heure: 20 }) {
  let reminder = initial;
  const puts: unknown[] = [];
  const fetchMock = stubFetch((url: string, init: SentInit) => {
    if (url.startsWith('/api/push/config'))
      return answerOf('get', '/api/push/config', { publicKey: 'AQID', subscribed: false });
    if (init.method === 'PUT') {
      const body = JSON.parse(init.body ?? '{}') as { actif: boolean; heure?: number };
      puts.push(body);
      reminder = { actif: body.actif, heure: body.actif ? (body.heure ?? 20) : 20 };
      return answerOf('put', '/api/rappel-quotidien', {
        message: body.actif ? messages.checkinReminderOn : messages.checkinReminderOff,
        rappel: reminder,
      });
    }
    return answerOf('get', '/api/rappel-quotidien', reminder);
  });
  return { puts, fetchMock };
}

beforeEach(() => localStorage.setItem('token', testToken(11)));
afterEach(emptyOutbox);

describe('DailyReminder in /profil', () => {
  it('is off at first; turning it on saves at once with the hour chosen before', async () => {
    const server = fakeServer();
    renderAt('/profil', <DailyReminder />);
    const toggle = await screen.findByRole('checkbox', { name: 'Me le rappeler chaque jour' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/« Notez votre consommation du jour »/)).toBeTruthy();

    // Off, choosing the hour sends nothing yet.
    fireEvent.change(screen.getByLabelText('Heure du rappel'), { target: { value: '7' } });
    expect(server.puts).toEqual([]);

    fireEvent.click(toggle);
    expect(await screen.findByText(messages.checkinReminderOn)).toBeTruthy();
    expect(server.puts).toEqual([{ actif: true, heure: 7 }]);
    await waitFor(() =>
      expect((screen.getByLabelText('Heure du rappel') as HTMLSelectElement).value).toBe('7'),
    );
    // This browser has no notifications (test DOM): the user is told rather than promised a reminder.
    expect(screen.getByText(/Ce navigateur ne permet pas les notifications/)).toBeTruthy();

    // On, a new hour is saved at once.
    fireEvent.change(screen.getByLabelText('Heure du rappel'), { target: { value: '21' } });
    await waitFor(() =>
      expect(server.puts).toEqual([
        { actif: true, heure: 7 },
        { actif: true, heure: 21 },
      ]),
    );
  });

  it('shows a saved reminder, and turns it off', async () => {
    const server = fakeServer({ actif: true, heure: 8 });
    renderAt('/profil', <DailyReminder />);
    const toggle = (await screen.findByRole('checkbox', {
      name: 'Me le rappeler chaque jour',
    })) as HTMLInputElement;
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect((screen.getByLabelText('Heure du rappel') as HTMLSelectElement).value).toBe('8');
    fireEvent.click(toggle);
    expect(await screen.findByText(messages.checkinReminderOff)).toBeTruthy();
    expect(server.puts).toEqual([{ actif: false, heure: 8 }]);
  });

  it('offline, the change waits in the outbox and the switch stays as the user set it', async () => {
    const server = fakeServer();
    renderAt('/profil', <DailyReminder />);
    const toggle = (await screen.findByRole('checkbox', {
      name: 'Me le rappeler chaque jour',
    })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    setOnline(false);
    fireEvent.click(toggle);
    expect(await screen.findByText(QUEUED_TEXT)).toBeTruthy();
    expect(toggle.checked).toBe(true);
    expect(server.puts).toEqual([]);
    expect((await pendingWrites()).map((write) => [write.method, write.path, write.body])).toEqual([
      ['PUT', '/rappel-quotidien', { actif: true, heure: 20 }],
    ]);
    setOnline(true);
    await flushOutbox();
    expect(server.puts).toEqual([{ actif: true, heure: 20 }]);
  });
});
