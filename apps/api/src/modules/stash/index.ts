// The stash module's public face: « Mon stock », and what a batch takes from it (the batches module asks).
export { stashRoutes } from './stash.routes.ts';
export {
  deductForBatch,
  exportFor,
  giveBackForBatch,
  type LastRecipe,
  pricedBottlesOf,
  type StashDeduction,
  shelfOf,
  whatIsMissing,
} from './stash.service.ts';
