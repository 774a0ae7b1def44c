import { dayIn, messages } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from './build-test-app.ts';
import { type CreatedUser, createUser, randomIp } from './factories.ts';

/**
 * Property-based fuzzing of every operation of the served OpenAPI document, as an anonymous caller, a user and an
 * admin: no answer is a 5xx, every error is the app's JSON with a French text, and a refused call writes nothing.
 * Fixed seed and bounded runs: the same requests every time, a few seconds per database.
 */
const SEED = 20261127;
const RUNS = 300;

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};
type Parameter = { in: string; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Ids and numbers that broke the API before: too big for `integer`, not plain digits, not numbers at all. */
const nastyIdTexts = [
  '2147483648',
  '2147483647',
  '99999999999999999999999',
  '0',
  '-1',
  '0x10',
  '1e3',
  '+1',
  '%201',
  '1%20',
  '1.5',
  'abc',
  '%zz',
  '%',
  '%ED%A0%80',
  '%00',
  '%C3%A9',
];
const nastyStrings = [
  '',
  ' ',
  'x\ud800y',
  '\udc00',
  'a\u0000b',
  '0x10',
  '1e3',
  '+1',
  ' 1',
  '2147483648',
  'é'.repeat(300),
  '=HYPERLINK("http://evil.example")',
  '//evil.example/x',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%zz',
  '\ufeffFraise',
];
const nastyNumbers = [2147483648, 2147483647, -1, 0, 1.5, 1e300, -1e300, 9007199254740992];
const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...nastyStrings, ...nastyNumbers, null, true, false, [], {}, [1, 'x'], {
    a: { b: 1 },
  }),
  fc.string({ maxLength: 20 }),
);
/** Bodies that are not the JSON a route expects, sent as raw text. */
const rawBodies = [
  '{"a":',
  '"x\\ud800y"',
  '{"name":"x\\ud800y","brand":"b"}',
  '{"arome_id":"0x10","brand":"b","rating":3}',
  '{"cigId":"1e3","dateInstallation":"2025-01-01"}',
  '[]',
  'null',
  '1',
  '{"__proto__":{"admin":true}}',
  '\u0000',
];

function resolve(schema: JsonSchema, doc: OpenApi): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1)!;
  return doc.components?.schemas?.[name] ?? {};
}

/** Mostly values that fit the schema (so calls reach the handlers), sometimes a nasty one in their place. */
function valueFor(raw: JsonSchema, doc: OpenApi, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw, doc);
  const fitting = fittingValueFor(schema, doc, depth);
  return fc.oneof({ weight: 4, arbitrary: fitting }, { weight: 1, arbitrary: nastyJson });
}

function fittingValueFor(schema: JsonSchema, doc: OpenApi, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, doc, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0]!, doc, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        shape[key] = valueFor(property, doc, depth + 1);
      return fc.record(shape, { requiredKeys: schema.required?.filter((key) => key in shape) ?? [] });
    }
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items, doc, depth + 1) : nastyJson, { maxLength: 3 });
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 100, 100_000);
      const whole = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
      return type === 'integer'
        ? fc.oneof(whole, fc.constant(1), fc.constant(2))
        : fc.oneof(whole, fc.double({ min, max, noNaN: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fittingString(schema);
    default:
      return nastyJson;
  }
}

function fittingString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.constantFrom('fuzz@exemple.fr', 'camille@exemple.fr');
  if (schema.format === 'uri') return fc.constantFrom('https://push.exemple.fr/abc', 'http://x');
  return fc.oneof(
    fc.constantFrom(
      'Fraise',
      'Menthe glaciale',
      '2025-01-15',
      '1990-05-17',
      '/forum',
      '/images/aromes/fraise.svg',
      'https://cdn.example/a.png',
      'motdepasse-solide',
      '1',
      '30/70',
      'boosters',
    ),
    fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) }),
  );
}

interface FuzzRequest {
  who: 'anonymous' | 'user' | 'admin';
  method: string;
  url: string;
  route: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Writes `%6e` for `n` in one letter of the path now and then: the same route, spelled differently. */
function encodeOneLetter(path: string, at: number): string {
  const letters = [...path.matchAll(/[a-z]/g)].map((match) => match.index!);
  if (letters.length === 0) return path;
  const index = letters[at % letters.length]!;
  return `${path.slice(0, index)}%${path.charCodeAt(index).toString(16)}${path.slice(index + 1)}`;
}

function requestsFor(doc: OpenApi, knownIds: string[]): fc.Arbitrary<FuzzRequest> {
  const operations: fc.Arbitrary<Omit<FuzzRequest, 'who'>>[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // Maintenance would make every later call a deliberate 503; its own tests cover it.
      if (method === 'post' && path === '/api/maintenance') continue;
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      const idText = fc.oneof(fc.constantFrom(...knownIds), fc.constantFrom(...nastyIdTexts));
      const pathValues = fc.tuple(...pathParameters.map(() => idText));
      const queryValue = (parameter: Parameter) =>
        fc.option(
          fc.oneof(
            fittingValueFor(resolve(parameter.schema ?? {}, doc), doc, 0).map((value) =>
              encodeURIComponent(String(value)),
            ),
            fc.constantFrom(...nastyIdTexts),
            fc.constantFrom(...nastyStrings).map((value) => {
              try {
                return encodeURIComponent(value);
              } catch {
                return '%ED%A0%80';
              }
            }),
          ),
          { nil: undefined },
        );
      const query = fc.tuple(...queryParameters.map(queryValue));
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      const body: fc.Arbitrary<{ type?: string; payload?: string }> = content['text/csv']
        ? fc
            .string({
              unit: fc.constantFrom(
                'a',
                'é',
                ',',
                ';',
                '"',
                '\n',
                '\r',
                ' ',
                '=',
                '\ufeff',
                '\ud800',
                'brand',
                'name',
              ),
            })
            .map((payload) => ({ type: 'text/csv', payload: `brand,name\n${payload}` }))
        : jsonSchema
          ? fc
              .oneof(
                {
                  weight: 5,
                  arbitrary: valueFor(jsonSchema, doc).map((value) => JSON.stringify(value) ?? 'null'),
                },
                { weight: 1, arbitrary: fc.constantFrom(...rawBodies) },
              )
              .map((payload) => ({ type: 'application/json', payload }))
          : fc.constant({});
      operations.push(
        fc
          .record({
            pathValues,
            query,
            body,
            encodeAt: fc.oneof(
              { weight: 4, arbitrary: fc.constant(undefined) },
              { weight: 1, arbitrary: fc.nat() },
            ),
          })
          .map(({ pathValues, query, body, encodeAt }) => {
            let url = path;
            pathParameters.forEach((parameter, index) => {
              url = url.replace(`{${parameter.name}}`, pathValues[index]!);
            });
            if (encodeAt !== undefined) url = encodeOneLetter(url, encodeAt);
            const search = queryParameters
              .map((parameter, index) =>
                query[index] === undefined ? '' : `${parameter.name}=${query[index]}`,
              )
              .filter(Boolean)
              .join('&');
            return {
              method: method.toUpperCase(),
              url: search ? `${url}?${search}` : url,
              route: `${method.toUpperCase()} ${path}`,
              headers: (body.type ? { 'content-type': body.type } : {}) as Record<string, string>,
              payload: body.payload,
            };
          }),
      );
    }
  }
  return fc
    .record({ who: fc.constantFrom('anonymous', 'user', 'admin'), operation: fc.oneof(...operations) })
    .map(({ who, operation }) => ({ who, ...operation }) as FuzzRequest);
}

/** Every French text the API may answer with. */
const frenchTexts = new Set<string>(Object.values(messages));

/** Tables a refused call may legitimately write: the rate limits count failed attempts; replay keys. */
const WRITTEN_ON_FAILURE = /^(rate_limits|idempotency_keys)$|session|attempt/;

describe.each(databaseKinds)('every route under fuzzed input on %s', (kind) => {
  let t: TestApp;
  let user: CreatedUser;
  let admin: CreatedUser;
  let tables: string[];
  let knownIds: string[];

  const signIn = async () => {
    user = await createUser(t.app);
    admin = await createUser(t.app, { role: 'admin' });
  };
  /** Each table's row count and an order-free hash of its rows. */
  const fingerprint = async () => {
    const parts = tables.map(
      (table) =>
        sql`select ${table} as name, count(*)::int as rows, coalesce(sum(hashtext(x::text)::bigint), 0)::text as hash from ${sql.identifier(table)} x`,
    );
    const result = (await t.database.db.execute(sql.join(parts, sql` union all `))) as unknown as {
      rows: { name: string; rows: number; hash: string }[];
    };
    return Object.fromEntries(result.rows.map((row) => [row.name, `${row.rows}:${row.hash}`]));
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await signIn();
    const listed = (await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { table_name: string }[] };
    tables = listed.rows.map((row) => row.table_name).filter((table) => !WRITTEN_ON_FAILURE.test(table));
    // A few rows of the user's own, so ids that exist are tried too.
    const create = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, headers: user.auth, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
      return response.json() as { cigarette?: { _id: number } };
    };
    const cigaretteId = String((await create('/api/cigarettes', { modele: 'Zelos 3' })).cigarette?._id);
    await create('/api/resistance', { cigId: cigaretteId, dateInstallation: dayIn(t.clock.now()) });
    await create('/api/eliquides', { arome_id: 1, brand: 'Marque', rating: 4 });
    await create('/api/nicotine/plan', { startRate: 6, targetRate: 0, dailyAvgMl: 5, mode: 'normal' });
    knownIds = ['1', '2', '3', cigaretteId, String(user.user.id), String(admin.user.id)];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers no 5xx, French JSON errors and no partial write', async () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const operationCount = Object.values(doc.paths).reduce(
      (sum, methods) => sum + Object.keys(methods).length,
      0,
    );
    expect(operationCount).toBeGreaterThan(50);
    await fc.assert(
      fc.asyncProperty(requestsFor(doc, knownIds), async (request) => {
        // A read writes nothing: only calls that may write are fingerprinted.
        const before = request.method === 'GET' ? undefined : await fingerprint();
        const headers = {
          ...request.headers,
          ...(request.who === 'anonymous' ? {} : (request.who === 'user' ? user : admin).auth),
        };
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          payload: request.payload,
          remoteAddress: randomIp(),
        });
        const shown = `${request.who} ${request.method} ${request.url} ${request.payload ?? ''} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, shown).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.headers['content-type'], shown).toMatch(/^application\/json/);
          const body = response.json() as { message?: unknown; error?: unknown };
          const text = request.route.includes(' /api/nicotine') ? body.error : body.message;
          expect(frenchTexts.has(text as string), shown).toBe(true);
          if (before) expect(await fingerprint(), shown).toEqual(before);
        }
        // Calls that change who is signed in (a password, a role, a deleted account): sign in afresh.
        if (
          response.statusCode < 300 &&
          /\/auth\/(me|users)/.test(request.route) &&
          request.method !== 'GET'
        ) {
          await signIn();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
