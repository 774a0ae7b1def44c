import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTypesPath, generateApiTypes } from '../../scripts/api-types.ts';

describe('the generated API types', () => {
  it('match the committed docs/openapi.json (run `npm run openapi` after changing a route)', async () => {
    expect(fs.readFileSync(apiTypesPath, 'utf8')).toBe(await generateApiTypes());
  });
});
