// Reads a backup file as a stream (fflate Unzip), entry by entry in the order they were written, so a
// large backup is restored without holding it in memory. Table entries arrive as batches of row lines.
import { createReadStream } from 'node:fs';
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

const decoder = new TextDecoder();

export async function readBackup(path: string, visitor: BackupVisitor): Promise<void> {
  const events: Event[] = [];
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    file.ondata = (error, data, final) => {
      if (error) failure = error;
      else events.push({ name: file.name, data, final });
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  let sawHeader = false;
  let sawManifest = false;
  const whole = new Map<string, Uint8Array[]>();
  const tableText = new Map<string, { decoder: TextDecoder; carry: string }>();

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

  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
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
