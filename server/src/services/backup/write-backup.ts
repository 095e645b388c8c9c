// Writes one backup file: a consistent snapshot of every table plus the data files, with a manifest of
// row counts and checksums. Written as <name>.tmp and renamed only once complete and flushed, so a crash
// or a full disk never leaves a half-written file under a backup's name.
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DbHandle } from '../../db/database';
import { sha256, TableDigest } from './checksum';
import { listDataFiles, readDataFile } from './data-files';
import {
  BACKUP_EXTENSION,
  BACKUP_FORMAT,
  FILE_PREFIX,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  TABLE_PREFIX,
  type BackupHeader,
  type BackupManifest,
  type BackupReason,
  type FileManifest,
  type TableManifest,
} from './format';
import { readDetached } from './detached-copy';
import { withSnapshot } from './snapshot';
import { ZipFileWriter } from './zip-file';
import { APP_VERSION } from './version';

export interface CreateBackupOptions {
  /** Folder the backup is written to (DATA_DIR/respaldos). */
  dir: string;
  /** DATA_DIR whose files go into the backup; null for none (in-memory database). */
  dataDir: string | null;
  reason: BackupReason;
  now?: Date;
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** How long the live database was held (embedded PGlite: requests waited at most this long). */
  snapshotMs: number;
  totalMs: number;
}

const encoder = new TextEncoder();

/**
 * respaldo-2026-11-24T03-15-00-123Z-manual.respaldo.zip: sorts by time, says why it was made. Milliseconds
 * keep two backups of the same second (a manual one right after a scheduled one) from replacing each other.
 */
export function backupFileName(createdAt: Date, reason: BackupReason): string {
  const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
  return `respaldo-${stamp}-${reason}${BACKUP_EXTENSION}`;
}

export async function createBackup(handle: DbHandle, options: CreateBackupOptions): Promise<WrittenBackup> {
  const started = Date.now();
  const createdAt = options.now ?? new Date();
  await mkdir(options.dir, { recursive: true });
  const file = join(options.dir, backupFileName(createdAt, options.reason));
  const temp = `${file}.${process.pid}.tmp`;
  const zip = await ZipFileWriter.create(temp);
  try {
    const read = await readDetached(handle, options.dir, (source) =>
      withSnapshot(source, async (reader) => {
        const header: BackupHeader = { format: BACKUP_FORMAT, createdAt: createdAt.toISOString(), appVersion: APP_VERSION, reason: options.reason, schema: reader.schema };
        await zip.add(HEADER_ENTRY, encoder.encode(JSON.stringify(header, null, 2)));
        const tables: TableManifest[] = [];
        for (const table of reader.tables) {
          const digest = new TableDigest();
          const entry = zip.entry(`${TABLE_PREFIX}${table}.jsonl`);
          await reader.readTable(table, async (rows) => {
            for (const row of rows) digest.add(row);
            await entry.push(encoder.encode(rows.join('\n') + '\n'));
          });
          await entry.end();
          tables.push({ name: table, rows: digest.rows, checksum: digest.checksum });
        }
        return { header, tables };
      }),
    );
    const { header, tables } = read.result;
    const files: FileManifest[] = [];
    if (options.dataDir) {
      for (const dataFile of await listDataFiles(options.dataDir)) {
        const bytes = await readDataFile(dataFile);
        if (!bytes) continue;
        await zip.add(`${FILE_PREFIX}${dataFile.path}`, bytes);
        files.push({ path: dataFile.path, bytes: bytes.length, sha256: sha256(bytes) });
      }
    }
    const manifest: BackupManifest = { ...header, tables, files };
    await zip.add(MANIFEST_ENTRY, encoder.encode(JSON.stringify(manifest, null, 2)));
    await zip.close();
    await rename(temp, file);
    return { file, bytes: zip.bytes, manifest, snapshotMs: read.heldMs, totalMs: Date.now() - started };
  } catch (error) {
    await zip.abort();
    await rm(temp, { force: true });
    throw error;
  }
}
