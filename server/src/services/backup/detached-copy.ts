// Embedded PGlite has one connection: a backup read inside one transaction on it would hold every request
// for the whole read (about 5 s at 100,000 orders). So a backup of an embedded database on disk reads a
// copy instead: holding the database only for a CHECKPOINT and a file copy of its folder (with just the
// WAL from that checkpoint on), then opening a second PGlite on the copy and reading that while orders keep
// arriving. The copy is what a crash at that instant would leave; PostgreSQL's recovery makes it consistent
// (the crash tests check the same). docs/data-safety.md, "Consistency".
import { copyFile, cp, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createDatabase, MEMORY_DATA_DIR, type DbHandle } from '../../db/database';

/** Prefix of the copy's folder inside the backups folder; ends in .tmp so a crash leftover is cleared at start. */
export const COPY_DIR_PREFIX = '.copia-';

export interface DetachedRead<T> {
  result: T;
  /** How long the live database was held (requests waited at most this long). */
  heldMs: number;
}

function onDiskLocation(handle: DbHandle): string | null {
  if (handle.raw.kind !== 'pglite') return null;
  const location = handle.raw.client.dataDir;
  return location && !location.startsWith(MEMORY_DATA_DIR) ? location : null;
}

/** Removes copies a crash left in `dir` (a backup's or an export's working folder). */
export async function removeDetachedCopies(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name.startsWith(COPY_DIR_PREFIX)) await rm(join(dir, name), { recursive: true, force: true });
  }
}

/** Copies the data folder: everything but the WAL segments before the checkpoint's redo point. */
async function copyDataFolder(from: string, to: string, firstWal: string, lastWal: string): Promise<void> {
  await cp(from, to, { recursive: true, filter: (source) => !source.startsWith(join(from, 'pg_wal')) });
  const walFrom = join(from, 'pg_wal');
  const walTo = join(to, 'pg_wal');
  await mkdir(join(walTo, 'archive_status'), { recursive: true });
  for (const name of await readdir(walFrom)) {
    if (/^[0-9A-F]{24}$/.test(name) && name >= firstWal && name <= lastWal) await copyFile(join(walFrom, name), join(walTo, name));
  }
}

/**
 * Runs `work` on a detached copy of an embedded database on disk (a second PGlite, closed and removed
 * after); on any other database (PostgreSQL, or PGlite in memory) `work` gets the live handle, whose
 * snapshot transaction does not hold other connections (PostgreSQL) or holds only a small database (tests).
 */
export async function readDetached<T>(handle: DbHandle, workDir: string, work: (source: DbHandle) => Promise<T>): Promise<DetachedRead<T>> {
  const location = onDiskLocation(handle);
  if (!location || handle.raw.kind !== 'pglite') {
    const started = Date.now();
    return { result: await work(handle), heldMs: Date.now() - started };
  }
  const client = handle.raw.client;
  const copyRoot = join(workDir, `${COPY_DIR_PREFIX}${process.pid}-${Date.now()}.tmp`);
  // A first checkpoint before holding anything: the one inside the hold then has little left to write.
  await client.query('CHECKPOINT');
  let heldMs = 0;
  try {
    await mkdir(copyRoot, { recursive: true });
    await client.transaction(async (tx) => {
      const started = Date.now();
      await tx.query('CHECKPOINT');
      const { rows } = await tx.query<{ first: string; last: string }>(
        'SELECT redo_wal_file AS first, pg_walfile_name(pg_current_wal_insert_lsn()) AS last FROM pg_control_checkpoint()',
      );
      const wal = rows[0];
      if (!wal) throw new Error('No se pudo leer el punto de control de la base de datos');
      await copyDataFolder(location, join(copyRoot, 'pglite'), wal.first, wal.last);
      heldMs = Date.now() - started;
    });
    const copy = await createDatabase({ dataDir: copyRoot });
    try {
      return { result: await work(copy), heldMs };
    } finally {
      await copy.close();
    }
  } finally {
    await rm(copyRoot, { recursive: true, force: true });
  }
}
