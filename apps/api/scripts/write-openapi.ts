/** Writes the OpenAPI document generated from the routes to docs/openapi.json (a test fails when it drifts). */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { openPglite } from '../src/db/client.ts';
import { testConfig } from '../test/build-test-app.ts';

const openApiPath = path.resolve(import.meta.dirname, '../../../docs/openapi.json');
const database = await openPglite({});
const app = await buildApp({ config: testConfig(), database, logger: false });
const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
fs.writeFileSync(openApiPath, `${JSON.stringify(response.json(), null, 2)}\n`);
await app.close();
await database.close();
process.stdout.write(`OpenAPI written to ${openApiPath}\n`);
