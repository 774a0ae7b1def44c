// The next-bottle module's public face: the next step's bottle and the shopping list. It owns no table: it reads
// the nicotine plan, the recipes, the batches and the stash through their own faces (none of them reads it back).
export { nextBottleRoutes } from './next-bottle.routes.ts';
