// The backups module's public face: backups made by the server (schedule, back-office, before a migration), the
// files they are written to, and the CLI's restore (scripts/backup.ts, scripts/restore.ts).
export { readBackupSql, writeBackup } from './backup-files.ts';
export { backupsRoutes } from './backups.routes.ts';
export { backupNow, readBackupStatus } from './backups.service.ts';
export {
  backupTarget,
  describeContents,
  RestoreRefusedError,
  restoreBackup,
  type Target,
  targetOf,
} from './restore.ts';
