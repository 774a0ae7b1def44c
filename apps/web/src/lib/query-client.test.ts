import { afterEach, describe, expect, it } from 'vitest';
import { testToken } from '../test/render.tsx';
import { clearToken, storeToken } from './auth-token.ts';
import { createQueryClient, forgetDataOnAccountChange } from './query-client.ts';

afterEach(() => clearToken());

describe('forgetDataOnAccountChange', () => {
  it('keeps the cache for the same account and empties it for another one or a logout', () => {
    storeToken(testToken(1));
    const queryClient = createQueryClient();
    const stop = forgetDataOnAccountChange(queryClient);
    queryClient.setQueryData(['eliquides', 'list'], ['liquide de 1']);
    storeToken(testToken(1));
    expect(queryClient.getQueryData(['eliquides', 'list'])).toEqual(['liquide de 1']);
    storeToken(testToken(2));
    expect(queryClient.getQueryData(['eliquides', 'list'])).toBeUndefined();
    queryClient.setQueryData(['nicotine', 'status'], { plan: 'de 2' });
    clearToken();
    expect(queryClient.getQueryData(['nicotine', 'status'])).toBeUndefined();
    stop();
  });
});
