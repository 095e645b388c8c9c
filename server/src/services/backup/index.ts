// Data safety of the embedded database: backups, restore, moving to PostgreSQL (docs/data-safety.md).
export { BACKUP_DIR_NAME, BACKUP_EXTENSION, BACKUP_MSG, type BackupManifest, type BackupReason } from './format';
export { createBackup, type WrittenBackup } from './write-backup';
export { restoreBackup, type RestoreResult, type RestoreTarget } from './restore';
export { embeddedDataDir } from './pre-migration';
