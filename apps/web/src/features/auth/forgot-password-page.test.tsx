import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('after sending, holds the button for 30 s and shows the seconds left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(() => answerOf('post', '/api/auth/forgot-password', { message: 'ok' }));
    renderAt('/password', <ForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'a@b.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Email envoyé ! Vérifiez votre boîte mail')).toBeTruthy();
    const button = screen.getByRole('button', { name: /Envoyer le lien/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('30');
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(button.textContent).toContain('20');
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Envoyer le lien');
  });

  it('checks the address before sending: « bad@ » is not an e-mail', async () => {
    const fetchMock = stubFetch(() => answerOf('post', '/api/auth/forgot-password', { message: 'ok' }));
    renderAt('/password', <ForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'bad@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText("L'adresse e-mail n'est pas valide.")).toBeTruthy();
    const field = screen.getByLabelText('Adresse e-mail');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByText('Email envoyé ! Vérifiez votre boîte mail')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the fallback text when the server gives none', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    renderAt('/password', <ForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'a@b.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Erreur lors de l'envoi");
  });
});
