// Before pending migrations change an embedded database that already has data, a backup is written to
// DATA_DIR/respaldos (reason 'antes-de-migrar'): an update whose migration goes wrong can be undone by
// restoring it. Fresh databases and PostgreSQL servers (backed up by their own tools) are skipped.
import { dirname, join } from 'node:path';
import type { DbHandle } from '../../db/database';
import { readJournal, schemaLevel } from './catalog';
import { BACKUP_DIR_NAME } from './format';
import { createBackup } from './write-backup';

/** DATA_DIR of an embedded database on disk (its PGlite folder is DATA_DIR/pglite), else null. */
export function embeddedDataDir(handle: DbHandle): string | null {
  if (handle.raw.kind !== 'pglite') return null;
  const location = handle.raw.client.dataDir;
  if (!location || location.startsWith('memory://')) return null;
  return dirname(location);
}

export async function backupBeforePendingMigrations(handle: DbHandle, migrationsFolder: string): Promise<string | null> {
  const dataDir = embeddedDataDir(handle);
  if (!dataDir || handle.raw.kind !== 'pglite') return null;
  const client = handle.raw.client;
  const level = await schemaLevel((text, params) => client.query<Record<string, unknown>>(text, params));
  if (level.migrations === 0) return null;
  const pending = readJournal(migrationsFolder).filter((entry) => level.lastWhen === null || entry.when > level.lastWhen);
  if (pending.length === 0) return null;
  const written = await createBackup(handle, { dir: join(dataDir, BACKUP_DIR_NAME), dataDir, reason: 'antes-de-migrar' });
  console.log(`Respaldo antes de migrar (${pending.map((entry) => entry.tag).join(', ')}): ${written.file}`);
  return written.file;
}
