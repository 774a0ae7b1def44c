import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../lib/auth-token.ts';
import { renderAt, stubFetch, testToken } from '../test/render.tsx';
import { SiteLayout } from './site-layout.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('SiteLayout', () => {
  it('on /maintenance, a signed-in user gets the logo header and no /auth/me call (it answers 503)', async () => {
    storeToken(testToken(3));
    const fetchMock = stubFetch(() => ({ status: 503, body: { message: 'Maintenance' } }));
    renderAt('/maintenance', <SiteLayout />);
    expect(await screen.findByRole('link', { name: 'Vapolib' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ouvrir le menu' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/me'))).toHaveLength(0);
  });
});
