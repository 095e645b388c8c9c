// Reads a backup file as a stream (fflate Unzip), entry by entry in the order they were written, so a
// large backup is restored without holding it in memory. Table entries arrive as batches of row lines.
// A crafted file cannot make it hold much more than the file itself (a zip bomb): the file is fed in small
// chunks (one chunk of deflate inflates to at most about 1,000 times its size), and reading stops with a
// Spanish error when everything inflated passes BACKUP_READ_LIMITS.expansion times the file's size, a row or
// a whole entry passes its limit, or an entry is none of a backup's.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { formatFileSize } from '@shared/file-size';
import { Unzip, UnzipInflate } from 'fflate';
import { BACKUP_MSG, FILE_PREFIX, HEADER_ENTRY, MANIFEST_ENTRY, TABLE_PREFIX, type BackupHeader, type BackupManifest } from './format';

export interface BackupVisitor {
  onHeader(header: BackupHeader): Promise<void>;
  onTableRows(table: string, rows: string[]): Promise<void>;
  onTableEnd(table: string): Promise<void>;
  onFile(path: string, bytes: Uint8Array): Promise<void>;
  onManifest(manifest: BackupManifest): Promise<void>;
}

type Event = { name: string; data: Uint8Array; final: boolean };

export const BACKUP_READ_LIMITS = {
  /** Bytes of the file pushed to the inflater at a time. */
  chunkBytes: 16 * 1024,
  /** Everything inflated may reach this many times the file's size (JSON rows deflate about 5 to 15 times)… */
  expansion: 100,
  /** …or this much, whichever is more (small backups). */
  minimumBytes: 64 * 1024 * 1024,
  /** One row line of a table. */
  rowBytes: 16 * 1024 * 1024,
  /** One entry read whole: the header, the manifest, one data file (an image, the print ledger). */
  wholeEntryBytes: 256 * 1024 * 1024,
};

const decoder = new TextDecoder();

function isBackupEntry(name: string): boolean {
  return name === HEADER_ENTRY || name === MANIFEST_ENTRY || (name.startsWith(TABLE_PREFIX) && name.endsWith('.jsonl')) || (name.startsWith(FILE_PREFIX) && name.length > FILE_PREFIX.length);
}

export async function readBackup(path: string, visitor: BackupVisitor): Promise<void> {
  const limits = BACKUP_READ_LIMITS;
  const budget = Math.max(limits.minimumBytes, (await stat(path)).size * limits.expansion);
  const events: Event[] = [];
  let failure: Error | null = null;
  let inflated = 0;
  const unzip = new Unzip((file) => {
    if (!isBackupEntry(file.name)) {
      failure ??= new Error(BACKUP_MSG.unknownEntry(file.name));
      return;
    }
    let entryBytes = 0;
    const entryLimit = file.name.startsWith(TABLE_PREFIX) ? Infinity : limits.wholeEntryBytes;
    file.ondata = (error, data, final) => {
      if (failure) return;
      if (error) {
        failure = error;
        return;
      }
      inflated += data.length;
      entryBytes += data.length;
      if (entryBytes > entryLimit) failure = new Error(BACKUP_MSG.tooLarge(file.name, formatFileSize(entryLimit)));
      else if (inflated > budget) failure = new Error(BACKUP_MSG.tooLarge('su contenido', formatFileSize(budget)));
      if (failure) {
        file.terminate();
        return;
      }
      events.push({ name: file.name, data, final });
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  let sawHeader = false;
  let sawManifest = false;
  const whole = new Map<string, Uint8Array[]>();
  const tableText = new Map<string, { decoder: InstanceType<typeof TextDecoder>; carry: string }>();

  async function handle(event: Event): Promise<void> {
    if (event.name.startsWith(TABLE_PREFIX)) {
      if (!sawHeader) throw new Error(BACKUP_MSG.notABackup);
      const table = event.name.slice(TABLE_PREFIX.length).replace(/\.jsonl$/, '');
      let state = tableText.get(table);
      if (!state) {
        state = { decoder: new TextDecoder(), carry: '' };
        tableText.set(table, state);
      }
      const text = state.carry + state.decoder.decode(event.data, { stream: !event.final });
      const lines = text.split('\n');
      state.carry = event.final ? '' : (lines.pop() ?? '');
      if (state.carry.length > limits.rowBytes) throw new Error(BACKUP_MSG.tooLarge(`una fila de ${event.name}`, formatFileSize(limits.rowBytes)));
      const rows = lines.filter((line) => line !== '');
      if (rows.length > 0) await visitor.onTableRows(table, rows);
      if (event.final) await visitor.onTableEnd(table);
      return;
    }
    const parts = whole.get(event.name) ?? [];
    parts.push(event.data);
    whole.set(event.name, parts);
    if (!event.final) return;
    whole.delete(event.name);
    const bytes = Buffer.concat(parts);
    if (event.name === HEADER_ENTRY) {
      sawHeader = true;
      await visitor.onHeader(JSON.parse(decoder.decode(bytes)) as BackupHeader);
    } else if (event.name === MANIFEST_ENTRY) {
      sawManifest = true;
      await visitor.onManifest(JSON.parse(decoder.decode(bytes)) as BackupManifest);
    } else if (event.name.startsWith(FILE_PREFIX)) {
      await visitor.onFile(event.name.slice(FILE_PREFIX.length), bytes);
    }
  }

  async function drain(): Promise<void> {
    if (failure) throw failure;
    while (events.length > 0) await handle(events.shift()!);
    if (failure) throw failure;
  }

  for await (const chunk of createReadStream(path, { highWaterMark: limits.chunkBytes })) {
    unzip.push(chunk as Buffer);
    await drain();
  }
  unzip.push(new Uint8Array(0), true);
  await drain();
  if (!sawHeader || !sawManifest) throw new Error(BACKUP_MSG.notABackup);
}

/** Just the header (first entry): which schema and version a file comes from. */
export async function readBackupHeader(path: string): Promise<BackupHeader> {
  let header: BackupHeader | null = null;
  const stop = new Error('stop');
  try {
    await readBackup(path, {
      onHeader: async (value) => {
        header = value;
        throw stop;
      },
      onTableRows: async () => undefined,
      onTableEnd: async () => undefined,
      onFile: async () => undefined,
      onManifest: async () => undefined,
    });
  } catch (error) {
    if (error !== stop) throw error;
  }
  if (!header) throw new Error(BACKUP_MSG.notABackup);
  return header;
}
