import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * zod strips the properties an object does not declare; its JSON Schema says `additionalProperties: false`, which
 * would make fast-json-stringify refuse such an object in a union instead. Without it, fast-json-stringify writes
 * the declared properties only, as zod does.
 */
function allowingUndeclaredProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowingUndeclaredProperties);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowingUndeclaredProperties(value)]),
  );
}

/**
 * The JSON Schema of a response as the client receives it. An empty registry: the contracts' ids (`Eliquide`)
 * would otherwise become `$ref`s, which the OpenAPI document needs and the serializer does not.
 */
function responseJsonSchema(schema: z.ZodType) {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'any',
    metadata: z.registry(),
  });
  return allowingUndeclaredProperties(jsonSchema) as Record<string, unknown>;
}

const compiled = new WeakMap<z.ZodType, Stringify>();

/** fast-json-stringify for a schema, compiled once however many routes (or kept answers) use it. */
function fastStringify(schema: z.ZodType): Stringify {
  let stringify = compiled.get(schema);
  if (!stringify) {
    stringify = fastJson(responseJsonSchema(schema)) as Stringify;
    compiled.set(schema, stringify);
  }
  return stringify;
}

/**
 * How an answer of `schema` is written to JSON; the one way, used by Fastify for every route and by the answers
 * kept ready in memory. Answers are written by fast-json-stringify, compiled from the same zod schema the contract
 * and the OpenAPI document come from: zod's parse plus JSON.stringify took about a quarter of the CPU of a small
 * answer (issue 15, docs/decisions.md). Like zod, it writes only the properties the contract declares.
 *
 * With `checkAgainstZod` (integration tests, the e2e server: CHECK_RESPONSES), each answer is also encoded by
 * zod and must be the same JSON: a response that breaks its contract, or that the two would write differently,
 * fails the test that asked for it.
 */
export function answerWriter(
  schema: z.ZodType,
  options: { checkAgainstZod: boolean; method: string; url: string },
): Stringify {
  if (!options.checkAgainstZod) {
    // Compiled on the first answer, not at start (~130 ms of CPU for all the routes before the server's first
    // answer, issue 15). Checking compiles at once (below), so a schema that does not compile fails the tests.
    let stringify: Stringify | undefined;
    return (data) => {
      stringify ??= fastStringify(schema);
      return stringify(data);
    };
  }
  const stringify = fastStringify(schema);
  const { method, url } = options;
  return (data) => {
    const encoded = z.safeEncode(schema, data);
    if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
    const text = stringify(data);
    const expected = JSON.stringify(encoded.data);
    if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(expected)))
      throw new Error(`${method} ${url} : fast-json-stringify écrit ${text}, zod ${expected}`);
    return text;
  };
}
