import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { answerWriter } from '../lib/answer-writer.ts';

/** The schema a route declares for a status code: a zod schema, or Fastify's `{ properties }` wrapper of one. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | undefined)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`réponse sans schéma zod : ${JSON.stringify(schema)}`);
}

/** Fastify's serializer compiler: each route's answers through `answerWriter`. */
export function responseSerializerCompiler(options: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) =>
    answerWriter(zodSchemaOf(schema), { checkAgainstZod: options.checkAgainstZod, method, url });
}
