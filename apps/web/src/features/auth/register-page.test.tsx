import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import RegisterPage from './register-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fill() {
  fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Lefèvre' } });
  fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Camille' } });
  fireEvent.change(screen.getByLabelText('Date de naissance'), { target: { value: '1992-06-15' } });
  fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'camille@exemple.fr' } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'motdepasse-1' } });
}

describe('RegisterPage', () => {
  it('asks for the terms and sends nothing while they are not accepted', async () => {
    const fetchMock = stubFetch(() => answerOf('post', '/api/auth/register', { message: 'ok', id: 1 }, 201));
    renderAt('/register', <RegisterPage />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText("Veuillez accepter les conditions d'utilisation")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the fields with the domain rules', async () => {
    stubFetch(() => answerOf('post', '/api/auth/register', { message: 'ok', id: 1 }, 201));
    renderAt('/register', <RegisterPage />);
    fill();
    fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Cam<ille' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'court' } });
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Caractères spéciaux non autorisés.')).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    expect(screen.getByLabelText('Prénom').getAttribute('aria-invalid')).toBe('true');
  });

  it('says an empty birth date is required', async () => {
    stubFetch(() => answerOf('post', '/api/auth/register', { message: 'ok', id: 1 }, 201));
    renderAt('/register', <RegisterPage />);
    fill();
    fireEvent.change(screen.getByLabelText('Date de naissance'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('La date de naissance est obligatoire.')).toBeTruthy();
  });

  it('sends the body the API expects, says so and goes to /login after 3 s', async () => {
    const fetchMock = stubFetch(() =>
      answerOf('post', '/api/auth/register', { message: 'Inscription réussie !', id: 4 }, 201),
    );
    const router = renderAt('/register', <RegisterPage />, ['/login']);
    fill();
    fireEvent.click(screen.getByLabelText(/J'accepte les conditions d'utilisation/));
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Inscription réussie ! Redirection vers la connexion...')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      nom: 'Lefèvre',
      prenom: 'Camille',
      date_nais: '1992-06-15',
      email: 'camille@exemple.fr',
      password: 'motdepasse-1',
    });
    expect(router.state.location.pathname).toBe('/register');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
  });

  it("shows the server's message on a duplicate e-mail", async () => {
    stubFetch(() => ({ status: 409, body: { message: 'Un compte existe déjà avec cette adresse e-mail.' } }));
    renderAt('/register', <RegisterPage />);
    fill();
    fireEvent.click(screen.getByLabelText(/J'accepte les conditions d'utilisation/));
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
  });
});
