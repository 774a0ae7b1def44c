import { createCigaretteBody } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formResolver } from './form-resolver.ts';

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
