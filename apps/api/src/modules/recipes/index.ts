// The recipes module's public face: the calculator's saved recipes.
export { lastRecipe, recipeOwnedBy } from './recipes.repository.ts';
export { recipesRoutes } from './recipes.routes.ts';
export { exportFor } from './recipes.service.ts';
