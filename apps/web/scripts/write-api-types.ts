/** Writes the web's API types generated from docs/openapi.json (run by `npm run openapi`, after the document). */
import fs from 'node:fs';
import { apiTypesPath, generateApiTypes } from './api-types.ts';

fs.writeFileSync(apiTypesPath, await generateApiTypes());
process.stdout.write(`API types written to ${apiTypesPath}\n`);
