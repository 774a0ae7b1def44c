import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../../test/render.tsx';
import CigarettesPage from './cigarettes-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('CigarettesPage', () => {
  it('says « Aucune cigarette trouvée » when no user has a device', async () => {
    stubFetch(() => answerOf('get', '/api/cigarettes/admin', []));
    renderAt('/admin/cigarette', <CigarettesPage />);
    expect(await screen.findByText('Aucune cigarette trouvée')).toBeTruthy();
    expect(screen.getByText('0 cigarette')).toBeTruthy();
  });

  it('says the list could not be loaded, in French, when the server gives no text', async () => {
    stubFetch(() => ({ status: 404, body: {} }));
    renderAt('/admin/cigarette', <CigarettesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger les données.');
  });
});
