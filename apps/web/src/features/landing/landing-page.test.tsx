import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import LandingPage from './landing-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const count = (n: number) => answerOf('get', '/api/aromes/count', [{ 'COUNT(*)': n }]);

describe('LandingPage', () => {
  it('shows the live counts', async () => {
    stubFetch((url) => (url.endsWith('/aromes/count') ? count(1611) : count(152)));
    renderAt('/', <LandingPage />);
    expect(await screen.findByText('152')).toBeTruthy();
    expect(screen.getByText(/1\s611/)).toBeTruthy();
  });

  it('leads a new visitor to sign up with « Commencer », and offers sign-in next to it', async () => {
    stubFetch(() => count(1));
    renderAt('/', <LandingPage />);
    expect(screen.getByRole('link', { name: 'Commencer' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
  });

  it('falls back to the advertised figures when a count fails', async () => {
    stubFetch((url) => (url.endsWith('/aromes/count') ? { status: 404, body: {} } : count(0)));
    renderAt('/', <LandingPage />);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('2000+')).toBeTruthy();
    expect(screen.getByText('150+')).toBeTruthy();
  });

  it('defers the install prompt until "Rejoindre" is pressed, then hides the button', async () => {
    stubFetch(() => count(1));
    renderAt('/', <LandingPage />);
    const prompt = vi.fn(async () => {});
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(prompt).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Rejoindre' })).toBeNull());
    expect(screen.getByText('Vapolib est installé sur cet appareil.')).toBeTruthy();
  });

  it('explains the browser menu when no install prompt was offered', async () => {
    stubFetch(() => count(1));
    renderAt('/', <LandingPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect((await screen.findByRole('status')).textContent).toContain('Installer l’application');
  });
});
