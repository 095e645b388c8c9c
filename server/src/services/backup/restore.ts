// Restores a backup file into a fresh DATA_DIR (embedded database) or an empty PostgreSQL database:
// schema of the backup's level, rows in one transaction, sequences continued, then every table checked
// against the manifest (row count and checksum) before committing; files checked by sha256; finally the
// newer migrations of this app run. A failed restore removes what it created.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createDatabase, type DbHandle } from '../../db/database';
import { runMigrations } from '../../db/migrate';
import { sha256 } from './checksum';
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
    const staged: string[] = [];
    await withWriteTransaction(handle, async (query) => {
      const loader = new TableLoader(query);
      await loader.clearAll();
      await readBackup(file, {
        onHeader: async () => undefined,
        onTableRows: (table, rows) => loader.insert(table, rows),
        onTableEnd: async () => undefined,
        onFile: async (path, bytes) => {
          if (!staging) return; // a PostgreSQL target has no DATA_DIR; the files stay in the backup
          const destination = join(staging, safeRelativePath(path));
          await mkdir(dirname(destination), { recursive: true });
          await writeFile(destination, bytes);
          staged.push(path);
        },
        onManifest: async (value) => {
          manifest = value;
        },
      });
      if (!manifest) throw new Error(BACKUP_MSG.notABackup);
      await loader.resumeTriggers();
      await continueSequences(query);
      compareTables((manifest as BackupManifest).tables, await digestTables(query));
    });
    const done = manifest as unknown as BackupManifest;
    if (staging && dataDir) {
      for (const entry of done.files) {
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
    return { manifest: done, rows: done.tables.reduce((sum, table) => sum + table.rows, 0), files: done.files.length, ms: Date.now() - started };
  } catch (error) {
    await handle.close().catch(() => undefined);
    if (dataDir) {
      await rm(join(dataDir, 'pglite'), { recursive: true, force: true });
      if (staging) await rm(staging, { recursive: true, force: true });
    }
    throw error;
  }
}
