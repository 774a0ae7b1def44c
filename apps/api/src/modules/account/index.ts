// The account module's public face: the data export, which gathers every module's part.
export { exportMyData } from './account.service.ts';
