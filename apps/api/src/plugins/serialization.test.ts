import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serialization.ts';

const liquid = z
  .object({
    _id: z.number().int(),
    name: z.string(),
    rating: z.number().nullable(),
    tags: z.array(z.object({ label: z.string() })),
    note: z.string().optional(),
    'COUNT(*)': z.number(),
  })
  .meta({ id: 'LiquideDeTest' });

const compile = (checkAgainstZod: boolean, schema: z.ZodType = z.array(liquid)) =>
  responseSerializerCompiler({ checkAgainstZod })({
    schema,
    method: 'GET',
    url: '/api/test',
    httpStatus: '200',
  });

const stored = {
  _id: 3,
  name: 'Fraise',
  rating: null,
  tags: [{ label: 'fruité', secret: 'x' }],
  password_hash: 'jamais envoyé',
  'COUNT(*)': 2,
};

describe('response serializer', () => {
  it('writes what zod writes: declared properties only, nulls kept, missing optionals left out', () => {
    for (const check of [false, true]) {
      const text = compile(check)([stored]);
      expect(JSON.parse(text)).toEqual([
        { _id: 3, name: 'Fraise', rating: null, tags: [{ label: 'fruité' }], 'COUNT(*)': 2 },
      ]);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(z.encode(z.array(liquid), [stored]))));
    }
  });

  it('follows a union to the branch that matches', () => {
    const answer = z.union([
      z.object({ plan: z.null() }),
      z.object({ plan: z.object({ step: z.number() }) }),
    ]);
    expect(JSON.parse(compile(true, answer)({ plan: { step: 2, extra: true } }))).toEqual({
      plan: { step: 2 },
    });
    expect(JSON.parse(compile(true, answer)({ plan: null }))).toEqual({ plan: null });
  });

  it('refuses, when checking, an answer that breaks its contract', () => {
    expect(() => compile(true)([{ ...stored, name: 42 }])).toThrow(/Response doesn't match the schema/);
    expect(() => compile(true)([{ ...stored, _id: 1.5 }])).toThrow(/Response doesn't match the schema/);
  });
});
