import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, storeToken } from './auth-token.ts';
import { createQueryClient, forgetDataOnAccountChange } from './query-client.ts';

const tokenOf = (userId: number) =>
  [
    'e30',
    btoa(JSON.stringify({ sub: String(userId), role: 'user', exp: 4_000_000_000 })).replace(/=+$/, ''),
    'x',
  ].join('.');

afterEach(() => clearToken());

describe('forgetDataOnAccountChange', () => {
  it('keeps the cache for the same account and empties it for another one or a logout', () => {
    storeToken(tokenOf(1));
    const queryClient = createQueryClient();
    const stop = forgetDataOnAccountChange(queryClient);
    queryClient.setQueryData(['eliquides', 'list'], ['liquide de 1']);
    storeToken(tokenOf(1));
    expect(queryClient.getQueryData(['eliquides', 'list'])).toEqual(['liquide de 1']);
    storeToken(tokenOf(2));
    expect(queryClient.getQueryData(['eliquides', 'list'])).toBeUndefined();
    queryClient.setQueryData(['nicotine', 'status'], { plan: 'de 2' });
    clearToken();
    expect(queryClient.getQueryData(['nicotine', 'status'])).toBeUndefined();
    stop();
  });
});
