// The batches module's public face: home-made mixes (« Mes préparations ») and their ready day.
export { claimReadyBatches, listBatches } from './batches.repository.ts';
export { batchesRoutes } from './batches.routes.ts';
export { exportFor, lastCalculation } from './batches.service.ts';
