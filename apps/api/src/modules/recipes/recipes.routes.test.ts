import type { Recipe } from '@vapolib/contracts';
import { calculatorLimitMessages, messages } from '@vapolib/domain';
import { describe, expect, it } from 'vitest';
import { buildBeforeAll, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, callerOn, createUser } from '../../../test/factories.ts';

const quick = { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3, maturation: 'gourmand' };
const precise = {
  volume: 50,
  pg: 50,
  nicotine: 6,
  boosterStrength: 20,
  boosterPg: 50,
  aromas: [
    { name: 'Fraise', percent: 8, pg: 100 },
    { percent: 4, pg: 100 },
  ],
  shakeAndVape: true,
};
const shortfill = { bottle: 50, boosters: 1, target: 3, method: 'boosters' };

describe.each(databaseKinds)('recipes API on %s', (kind) => {
  let t: TestApp;
  buildBeforeAll(kind, (built) => {
    t = built;
  });

  const call = callerOn(() => t.app, '/api');
  const save = async (who: CreatedUser, body: object) =>
    ((await call(who, 'POST', '/recipes', body)).json() as { recipe: Recipe }).recipe;

  it('saves a recipe of each mode and lists them, the last first', async () => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/recipes', {
      name: '  Ma gourmande ',
      mode: 'quick',
      inputs: quick,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: messages.recipeSaved,
      recipe: { name: 'Ma gourmande', mode: 'quick', inputs: quick },
    });
    await save(user, { name: 'DIY fraise', mode: 'precise', inputs: precise });
    await save(user, { name: 'Shortfill 50', mode: 'shortfill', inputs: shortfill });
    const list = (await call(user, 'GET', '/recipes')).json() as Recipe[];
    expect(list.map((r) => [r.name, r.mode])).toEqual([
      ['Shortfill 50', 'shortfill'],
      ['DIY fraise', 'precise'],
      ['Ma gourmande', 'quick'],
    ]);
    expect(list[1]!.inputs).toEqual(precise);
    expect(typeof list[0]!.created_at).toBe('string');
    expect(list[0]!.updated_at).toBe(list[0]!.created_at);
  });

  it.each([
    [{ name: '', mode: 'quick', inputs: quick }, messages.recipeNameInvalid],
    [{ name: '   ', mode: 'quick', inputs: quick }, messages.recipeNameInvalid],
    [{ name: 'a'.repeat(81), mode: 'quick', inputs: quick }, messages.recipeNameInvalid],
    [{ mode: 'quick', inputs: quick }, messages.recipeNameInvalid],
    [{ name: 'x', mode: 'autre', inputs: quick }, messages.recipeModeInvalid],
    [{ name: 'x', mode: 'quick', inputs: { ...quick, aroma: 101 } }, messages.recipeInputsInvalid],
    [{ name: 'x', mode: 'quick', inputs: { ...quick, quantity: -5 } }, messages.recipeInputsInvalid],
    [{ name: 'x', mode: 'quick', inputs: { ...quick, ratio: '60/40' } }, messages.recipeInputsInvalid],
    [{ name: 'x', mode: 'quick', inputs: { ...quick, nicotine: '3' } }, messages.recipeInputsInvalid],
    [{ name: 'x', mode: 'precise', inputs: quick }, messages.recipeInputsInvalid],
    [{ name: 'x', mode: 'precise', inputs: { ...precise, boosterPg: 120 } }, messages.recipeInputsInvalid],
    [{ name: 'x', mode: 'shortfill', inputs: { ...shortfill, boosters: 1.5 } }, messages.recipeInputsInvalid],
    // The calculator's maxima, with its own French messages (issue 26).
    [{ name: 'x', mode: 'quick', inputs: { ...quick, quantity: 5001 } }, calculatorLimitMessages.volume],
    [
      { name: 'x', mode: 'precise', inputs: { ...precise, volume: 999_999_999 } },
      calculatorLimitMessages.volume,
    ],
    [
      { name: 'x', mode: 'precise', inputs: { ...precise, boosterStrength: 101 } },
      calculatorLimitMessages.booster,
    ],
    [
      { name: 'x', mode: 'shortfill', inputs: { ...shortfill, bottle: 1001 } },
      calculatorLimitMessages.bottle,
    ],
    [
      { name: 'x', mode: 'shortfill', inputs: { ...shortfill, boosters: 21 } },
      calculatorLimitMessages.boosters,
    ],
  ])('refuses %j', async (payload, expected) => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/recipes', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expected });
    expect((await call(user, 'GET', '/recipes')).json()).toEqual([]);
  });

  it('refuses inputs of another mode and unknown fields', async () => {
    const user = await createUser(t.app);
    const unknownField = await call(user, 'POST', '/recipes', {
      name: 'x',
      mode: 'shortfill',
      inputs: { ...shortfill, hack: 1 },
    });
    expect(unknownField.statusCode).toBe(400);
    const tooManyAromas = await call(user, 'POST', '/recipes', {
      name: 'x',
      mode: 'precise',
      inputs: { ...precise, aromas: Array.from({ length: 11 }, () => ({ percent: 1, pg: 100 })) },
    });
    expect(tooManyAromas.json()).toEqual({ message: messages.recipeInputsInvalid });
  });

  it('renames a recipe and moves it to the top', async () => {
    const user = await createUser(t.app);
    const first = await save(user, { name: 'Première', mode: 'quick', inputs: quick });
    await save(user, { name: 'Seconde', mode: 'shortfill', inputs: shortfill });
    const renamed = await call(user, 'PATCH', `/recipes/${first.id}`, { name: ' Fraise des bois ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: messages.recipeRenamed,
      recipe: { id: first.id, name: 'Fraise des bois', mode: 'quick', inputs: quick },
    });
    expect(renamed.json().recipe.updated_at >= first.updated_at).toBe(true);
    const invalid = await call(user, 'PATCH', `/recipes/${first.id}`, { name: '' });
    expect(invalid.json()).toEqual({ message: messages.recipeNameInvalid });
    const list = (await call(user, 'GET', '/recipes')).json() as Recipe[];
    expect(list.map((r) => r.name)).toContain('Fraise des bois');
  });

  it('deletes a recipe', async () => {
    const user = await createUser(t.app);
    const recipe = await save(user, { name: 'À jeter', mode: 'quick', inputs: quick });
    const response = await call(user, 'DELETE', `/recipes/${recipe.id}`);
    expect(response.json()).toEqual({ message: messages.recipeDeleted });
    expect((await call(user, 'GET', '/recipes')).json()).toEqual([]);
    expect((await call(user, 'DELETE', `/recipes/${recipe.id}`)).statusCode).toBe(404);
  });

  it("never shows, renames or deletes another user's recipe (404)", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const recipe = await save(owner, { name: 'Secrète', mode: 'quick', inputs: quick });
    expect((await call(intruder, 'GET', '/recipes')).json()).toEqual([]);
    const rename = await call(intruder, 'PATCH', `/recipes/${recipe.id}`, { name: 'Volée' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json()).toEqual({ message: messages.notFound });
    expect((await call(intruder, 'DELETE', `/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await call(intruder, 'DELETE', '/recipes/abc')).statusCode).toBe(400);
    const list = (await call(owner, 'GET', '/recipes')).json() as Recipe[];
    expect(list.map((r) => r.name)).toEqual(['Secrète']);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/recipes' });
    expect(response.statusCode).toBe(401);
  });
});
