// A backup "now" with everything around it: rotation, the copy to the owner's folder, the state file the
// panel reads (last success, last error), and the hand-off from `npm run backup` to a running server.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { DbHandle } from '../../db/database';
import { processIsAlive } from '../../db/data-dir-lock';
import { copyDirFromEnv, effectiveCopyDir } from './copy-folder';
import { BACKUP_DIR_NAME, type BackupReason } from './format';
import { writeJsonAtomically } from './json-file';
import { listBackupFiles, rotateBackups } from './rotation';
import { createBackup } from './write-backup';

export interface BackupOutcome {
  file: string;
  bytes: number;
  rows: number;
  reason: BackupReason;
  createdAt: string;
  appVersion: string;
  snapshotMs: number;
  totalMs: number;
  /** The copy in the owner's folder, when one is set and it worked. */
  copy: string | null;
  copyError: string | null;
}

export interface BackupState {
  last: BackupOutcome | null;
  lastError: { at: string; message: string } | null;
}

export const STATE_FILE = 'estado.json';
export const CONTROL_FILE = '.servidor.json';

export function backupDir(dataDir: string): string {
  return join(dataDir, BACKUP_DIR_NAME);
}

export { formatFileSize as formatBytes } from '@shared/file-size';

export async function readBackupState(dataDir: string): Promise<BackupState> {
  try {
    return JSON.parse(await readFile(join(backupDir(dataDir), STATE_FILE), 'utf8')) as BackupState;
  } catch {
    return { last: null, lastError: null };
  }
}

async function copyToFolder(file: string, copyDir: string): Promise<string> {
  // Never created here: a missing folder is usually an unplugged USB drive, and a copy on the same disk is no copy.
  if (!(await stat(copyDir).catch(() => null))?.isDirectory()) throw new Error('la carpeta no existe; ¿está conectada la USB?');
  const destination = join(copyDir, basename(file));
  const temp = `${destination}.${process.pid}.tmp`;
  await copyFile(file, temp);
  await rename(temp, destination);
  await rotateBackups(copyDir);
  return destination;
}

/** Writes a backup, rotates, copies (to `copyDir`; when undefined, the folder of copy-folder.ts), and records the outcome (or the error) in the state file. */
export async function backupNow(handle: DbHandle, options: { dataDir: string; reason: BackupReason; copyDir?: string | null }): Promise<BackupOutcome> {
  const dir = backupDir(options.dataDir);
  const state = await readBackupState(options.dataDir);
  try {
    const written = await createBackup(handle, { dir, dataDir: options.dataDir, reason: options.reason });
    await rotateBackups(dir);
    const outcome: BackupOutcome = {
      file: written.file,
      bytes: written.bytes,
      rows: written.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      reason: options.reason,
      createdAt: written.manifest.createdAt,
      appVersion: written.manifest.appVersion,
      snapshotMs: written.snapshotMs,
      totalMs: written.totalMs,
      copy: null,
      copyError: null,
    };
    const copyDir = options.copyDir === undefined ? (await effectiveCopyDir(options.dataDir, copyDirFromEnv())).copyDirectory : options.copyDir;
    if (copyDir) {
      try {
        outcome.copy = await copyToFolder(written.file, copyDir);
      } catch (error) {
        outcome.copyError = `No se pudo copiar el respaldo a ${copyDir}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    await writeJsonAtomically(join(dir, STATE_FILE), { last: outcome, lastError: null } satisfies BackupState);
    return outcome;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await mkdir(dir, { recursive: true });
    await writeJsonAtomically(join(dir, STATE_FILE), { last: state.last, lastError: { at: new Date().toISOString(), message } } satisfies BackupState).catch(() => undefined);
    throw error;
  }
}

/** The newest backup file that exists (the state file may be older than a manual copy-in). */
export async function newestBackupFile(dataDir: string): Promise<{ name: string; createdAt: Date; bytes: number } | null> {
  for (const backup of await listBackupFiles(backupDir(dataDir))) {
    try {
      return { name: backup.name, createdAt: backup.createdAt, bytes: (await stat(join(backupDir(dataDir), backup.name))).size };
    } catch {
      // removed meanwhile: try the next one
    }
  }
  return null;
}

// ---- `npm run backup` while the server runs: a token file only this machine's user can read.

interface ControlFile {
  pid: number;
  url: string;
  token: string;
}

export async function writeControlFile(dataDir: string, url: string): Promise<ControlFile> {
  const control: ControlFile = { pid: process.pid, url, token: randomBytes(24).toString('hex') };
  await mkdir(backupDir(dataDir), { recursive: true });
  await writeJsonAtomically(join(backupDir(dataDir), CONTROL_FILE), control);
  return control;
}

export async function removeControlFile(dataDir: string): Promise<void> {
  await rm(join(backupDir(dataDir), CONTROL_FILE), { force: true });
}

export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const INTERNAL_BACKUP_PATH = '/interno/respaldar';

async function runningControl(dataDir: string): Promise<ControlFile | null> {
  try {
    const control = JSON.parse(await readFile(join(backupDir(dataDir), CONTROL_FILE), 'utf8')) as ControlFile;
    return processIsAlive(control.pid) && control.pid !== process.pid ? control : null;
  } catch {
    return null;
  }
}

/** Whether a server process has this DATA_DIR's embedded database open. */
export async function serverRunningOn(dataDir: string): Promise<boolean> {
  return (await runningControl(dataDir)) !== null;
}

/** Asks the server running on this DATA_DIR to back up; null when none is running. */
export async function askRunningServerToBackUp(dataDir: string): Promise<BackupOutcome | null> {
  const control = await runningControl(dataDir);
  if (!control) return null;
  const response = await fetch(new URL(INTERNAL_BACKUP_PATH, control.url), { method: 'POST', headers: { 'x-backup-token': control.token } });
  const body = (await response.json()) as BackupOutcome | { message: string };
  if (!response.ok) throw new Error('message' in body ? body.message : `HTTP ${response.status}`);
  return body as BackupOutcome;
}
