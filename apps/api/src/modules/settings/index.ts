// The settings module's public face: the `settings` table (key → JSON value) is read and written only through it.
export { readOrCreateSetting, readSetting, writeSetting } from './settings.repository.ts';
export { seedOnce } from './settings.service.ts';
