import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../test/render.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const deletes = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

describe('DeleteAccountDialog', () => {
  it('holds the button until a password is typed, and refuses one the server would not read', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: { message: 'ok' } }));
    renderAt('/profil', <DeleteAccountDialog open onClose={() => {}} onDeleted={() => {}} />);
    const button = screen.getByRole('button', { name: 'Supprimer définitivement' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const field = screen.getByLabelText('Mot de passe');
    fireEvent.change(field, { target: { value: 'x'.repeat(129) } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    // Longer than any password can be: said before sending, in the server's own words.
    expect(await screen.findByText('Le mot de passe ne doit pas dépasser 128 caractères.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(deletes(fetchMock)).toHaveLength(0);
  });

  it('sends the password and shows a refusal under the field', async () => {
    const fetchMock = stubFetch(() => ({ status: 401, body: { message: 'Mot de passe incorrect.' } }));
    const onDeleted = vi.fn();
    renderAt('/profil', <DeleteAccountDialog open onClose={() => {}} onDeleted={onDeleted} />);
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'pas-le-bon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Mot de passe incorrect.')).toBeTruthy();
    expect(JSON.parse(String(deletes(fetchMock)[0]![1]!.body))).toEqual({ password: 'pas-le-bon' });
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
