// The nicotine module's public face: the reduction plan, its steps and the daily logs.
export { dailyMlBetween, findPlan, listLogs, listSteps, stepOwnedBy } from './nicotine.repository.ts';
export { nicotineRoutes } from './nicotine.routes.ts';
export { exportFor } from './nicotine.service.ts';
