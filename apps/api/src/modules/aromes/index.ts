// The aromes module's public face: the catalogue, its search and its seeding.
export { aromes } from '../../db/schema.ts';
export { aromesRoutes } from './aromes.routes.ts';
export { catalogueAroma, seedCatalogue } from './aromes.service.ts';
export { aromeImageUrl } from './present-arome.ts';
