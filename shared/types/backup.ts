// Backup state the panel shows in Ajustes (GET /v1/respaldos) and the data export of Mi cuenta.

export type BackupReasonCode = 'programado' | 'manual' | 'antes-de-migrar' | 'actualizacion';

export interface BackupSummary {
  fileName: string;
  createdAt: string;
  bytes: number;
  reason: BackupReasonCode;
  rows: number;
}

export interface BackupStatus {
  /** Folder of the backups on the server's computer. */
  directory: string;
  /** Folder that receives a copy of each backup (a USB drive, a synced folder), if any. */
  copyDirectory: string | null;
  /** Who chose it: the server's BACKUP_COPY_DIR (wins, the panel cannot change it) or the panel. */
  copyDirectorySource: 'servidor' | 'panel' | null;
  /** Where the last backup's copy went (null: no copy folder then, or the copy failed). */
  lastCopy: string | null;
  /** Daily backup time (HH:MM, server's local time), or null when the schedule is off. */
  scheduleTime: string | null;
  last: BackupSummary | null;
  lastError: { at: string; message: string } | null;
  /** The copy to the owner's folder failed on the last backup. */
  copyError: string | null;
  inProgress: boolean;
  /** How many backups rotation keeps right now. */
  kept: number;
}

export type DataExportState = 'en_proceso' | 'lista' | 'error';

export interface DataExportJob {
  id: string;
  state: DataExportState;
  /** 0–100. */
  progress: number;
  /** What is being done now (Spanish). */
  step: string;
  createdAt: string;
  finishedAt: string | null;
  bytes: number | null;
  error: string | null;
}
