// Restores a backup file into a fresh DATA_DIR (embedded database) or an empty PostgreSQL database:
// schema of the backup's level, rows in one transaction, sequences continued, then every table checked
// against the manifest (row count and checksum) before committing; files checked by sha256; finally the
// newer migrations of this app run. A failed restore removes what it created. Only what the manifest lists
// is restored, and only data files (never the database folder, backups, a lock or a temp file): an archive
// entry the manifest does not list, or a listed file that is not a data file, cancels the restore; the
// runtime files an older backup carried (servidor.pid) are left out.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createDatabase, type DbHandle } from '../../db/database';
import { runMigrations } from '../../db/migrate';
import { sha256 } from './checksum';
import { isDataFilePath, isRuntimeFile } from './data-files';
import { BACKUP_FORMAT, BACKUP_MSG, type BackupManifest } from './format';
import { compareTables, continueSequences, digestTables, TableLoader } from './load-tables';
import { readBackup, readBackupHeader } from './read-backup';
import { entriesUpTo, migrateUpTo } from './schema-level';
import { isEmptyDatabase, withWriteTransaction } from './transaction';

export type RestoreTarget = { dataDir: string } | { databaseUrl: string };

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  files: number;
  ms: number;
}

const STAGING = '.restaurando';

function safeRelativePath(path: string): string {
  const parts = path.split('/');
  if (path.startsWith('/') || parts.some((part) => part === '..' || part === '' || part.includes('\\'))) throw new Error(BACKUP_MSG.fileMismatch(path));
  return parts.join(sep);
}

/** The archive's files and the manifest's list are the same, and every listed file is a data file. */
function checkListedFiles(listed: BackupManifest['files'], seen: readonly string[]): void {
  const paths = new Set(listed.map((entry) => entry.path));
  for (const path of seen) if (!paths.has(path)) throw new Error(BACKUP_MSG.fileNotListed(path));
  const present = new Set(seen);
  for (const { path } of listed) {
    if (!isRuntimeFile(path) && !isDataFilePath(path)) throw new Error(BACKUP_MSG.notADataFile(path));
    if (!present.has(path)) throw new Error(BACKUP_MSG.fileMissing(path));
  }
}

export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const started = Date.now();
  const header = await readBackupHeader(file);
  if (header.format !== BACKUP_FORMAT) throw new Error(BACKUP_MSG.unknownFormat(header.format));
  const entries = entriesUpTo(header.schema);

  const dataDir = 'dataDir' in target ? resolve(target.dataDir) : null;
  if (dataDir && existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) throw new Error(BACKUP_MSG.targetNotEmpty(dataDir));
  const handle: DbHandle = await createDatabase(dataDir ? { dataDir } : { databaseUrl: (target as { databaseUrl: string }).databaseUrl });
  const staging = dataDir ? join(dataDir, STAGING) : null;
  try {
    if (!dataDir && !(await isEmptyDatabase(handle))) throw new Error(BACKUP_MSG.targetNotEmpty('de destino'));
    await migrateUpTo(handle, entries);
    let manifest: BackupManifest | null = null;
    const seen: string[] = [];
    await withWriteTransaction(handle, async (query) => {
      const loader = new TableLoader(query);
      await loader.clearAll();
      await readBackup(file, {
        onHeader: async () => undefined,
        onTableRows: (table, rows) => loader.insert(table, rows),
        onTableEnd: async () => undefined,
        onFile: async (path, bytes) => {
          seen.push(path);
          // A PostgreSQL target has no DATA_DIR (the files stay in the backup); a runtime file is never restored.
          if (!staging || isRuntimeFile(path)) return;
          const destination = join(staging, safeRelativePath(path));
          await mkdir(dirname(destination), { recursive: true });
          await writeFile(destination, bytes);
        },
        onManifest: async (value) => {
          manifest = value;
        },
      });
      if (!manifest) throw new Error(BACKUP_MSG.notABackup);
      await loader.resumeTriggers();
      await continueSequences(query);
      compareTables((manifest as BackupManifest).tables, await digestTables(query));
      checkListedFiles((manifest as BackupManifest).files, seen);
    });
    const done = manifest as unknown as BackupManifest;
    if (staging && dataDir) {
      for (const entry of done.files) {
        if (isRuntimeFile(entry.path)) continue;
        const source = join(staging, safeRelativePath(entry.path));
        if (sha256(await readFile(source)) !== entry.sha256) throw new Error(BACKUP_MSG.fileMismatch(entry.path));
        const destination = join(dataDir, safeRelativePath(entry.path));
        await mkdir(dirname(destination), { recursive: true });
        await rename(source, destination);
      }
      await rm(staging, { recursive: true, force: true });
    }
    await runMigrations(handle, { backupFirst: false });
    await handle.close();
    const restoredFiles = done.files.filter((entry) => !isRuntimeFile(entry.path)).length;
    return { manifest: done, rows: done.tables.reduce((sum, table) => sum + table.rows, 0), files: restoredFiles, ms: Date.now() - started };
  } catch (error) {
    await handle.close().catch(() => undefined);
    if (dataDir) {
      await rm(join(dataDir, 'pglite'), { recursive: true, force: true });
      if (staging) await rm(staging, { recursive: true, force: true });
    }
    throw error;
  }
}
