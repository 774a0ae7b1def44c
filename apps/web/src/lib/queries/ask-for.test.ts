import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { askFor } from './ask-for.ts';

describe('askFor', () => {
  it('waits for the queries with nothing cached, refreshes the cached ones without waiting', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['cached'], 'old');
    queryClient
      .getQueryCache()
      .find({ queryKey: ['cached'] })
      ?.invalidate();
    let answerCached: (value: string) => void = () => {};
    const cached = new Promise<string>((resolve) => {
      answerCached = resolve;
    });
    const asked = askFor(queryClient, [
      { queryKey: ['missing'], queryFn: async () => 'new' },
      { queryKey: ['cached'], queryFn: () => cached },
    ]);
    // Resolves while the cached query's refresh is still on its way.
    await asked;
    expect(queryClient.getQueryData(['missing'])).toBe('new');
    expect(queryClient.getQueryData(['cached'])).toBe('old');
    answerCached('fresh');
    await cached;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(['cached'])).toBe('fresh');
  });
});
