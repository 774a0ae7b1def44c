import { createCigaretteBody } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { formResolver, lazyFormResolver } from './form-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('formResolver', () => {
  it('says "Requête invalide." for a check that names no message', async () => {
    const resolve = formResolver(z.object({ count: z.number().max(3) }));
    const outcome = await resolve({ count: 9 }, undefined, options);
    expect(outcome.errors.count?.message).toBe(messages.invalidRequest);
  });

  it('keeps the message the contract names, and hands back the parsed values', async () => {
    const resolve = formResolver(createCigaretteBody);
    const empty = await resolve({ modele: '' }, undefined, options);
    expect(empty.errors.modele?.message).not.toBe(messages.invalidRequest);
    expect(empty.errors.modele?.message).toMatch(/\S/);
    const fine = await resolve({ modele: 'Aspire' }, undefined, options);
    expect(fine.errors).toEqual({});
    expect(fine.values).toMatchObject({ modele: 'Aspire' });
  });
});

describe('lazyFormResolver', () => {
  it('loads the schema on the first check only, and checks as formResolver does', async () => {
    const load = vi.fn(async () => z.object({ count: z.number().max(3) }));
    const resolve = lazyFormResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect((await resolve({ count: 9 }, undefined, options)).errors.count?.message).toBe(
      messages.invalidRequest,
    );
    expect((await resolve({ count: 2 }, undefined, options)).values).toEqual({ count: 2 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (a chunk not reachable offline)', async () => {
    const load = vi
      .fn<() => Promise<z.ZodType<{ count: number }, { count: number }>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(z.object({ count: z.number() }));
    const resolve = lazyFormResolver(load);
    await expect(resolve({ count: 1 }, undefined, options)).rejects.toThrow('offline');
    expect((await resolve({ count: 1 }, undefined, options)).values).toEqual({ count: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
