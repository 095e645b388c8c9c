// What a backup carries and what a restore accepts (docs/data-safety.md, "Restore"): no runtime file goes into a
// backup (servidor.pid, locks, temp files) nor comes out of a restore (an older backup's servidor.pid is left
// out); an archive entry the manifest does not list, a listed file that is not a data file or is not in the
// archive, and an entry that is none of a backup's cancel the restore; a small file that would inflate hugely
// (a zip bomb) is refused with a clear message while memory stays bounded.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync, Zip, ZipDeflate } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MSG, HEADER_ENTRY, MANIFEST_ENTRY, type BackupManifest } from '../../../server/src/services/backup/format';
import { BACKUP_READ_LIMITS, readBackup } from '../../../server/src/services/backup/read-backup';
import { restoreBackup } from '../../../server/src/services/backup/restore';
import { createBackup, type WrittenBackup } from '../../../server/src/services/backup/write-backup';
import { createCommerce, createTestApp, type TestApp } from '../../../testkit/test-app';
import { editBackup, removeTempDirs, tempDir } from './support';

const RESTORE_TEST_MS = 180_000;
const DATA_FILES: Record<string, string> = { 'uploads/logo.png': 'PNG…', 'secrets.key': 'b'.repeat(64), 'agent/print-jobs.jsonl': '{"key":"1"}\n' };
const RUNTIME_FILES = ['servidor.pid', 'agent/auto-print.lock', 'uploads/subiendo.123.tmp', 'agent/agente.pid'];

let t: TestApp;
let backup: WrittenBackup;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A copy of the suite's backup with some entries changed (manifest edits go through `manifest`). */
async function variant(edit: (entries: Record<string, string>, manifest: BackupManifest) => void): Promise<string> {
  const file = join(await tempDir('variante'), 'respaldo.respaldo.zip');
  await copyFile(backup.file, file);
  await editBackup(file, (entries) => {
    const manifest = JSON.parse(entries[MANIFEST_ENTRY]!) as BackupManifest;
    edit(entries, manifest);
    entries[MANIFEST_ENTRY] = JSON.stringify(manifest);
  });
  return file;
}

function addListedFile(entries: Record<string, string>, manifest: BackupManifest, path: string, content: string): void {
  entries[`archivos/${path}`] = content;
  manifest.files.push({ path, bytes: Buffer.byteLength(content), sha256: sha256(content) });
}

/** Restores into a fresh folder; the error's message, and whether the folder was left without a database. */
async function refusal(file: string): Promise<{ message: string; clean: boolean }> {
  const target = await tempDir('destino');
  const message = await restoreBackup(file, { dataDir: target }).then(
    () => 'restaurado',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  return { message, clean: !existsSync(join(target, 'pglite')) && !(await readdir(target)).includes('uploads') };
}

beforeAll(async () => {
  t = await createTestApp();
  await createCommerce(t.handle, { nombre: 'Respaldo Pequeño' });
  const dataDir = await tempDir('origen');
  for (const [path, content] of Object.entries({ ...DATA_FILES, ...Object.fromEntries(RUNTIME_FILES.map((path) => [path, '4242'])) })) {
    await mkdir(join(dataDir, path, '..'), { recursive: true });
    await writeFile(join(dataDir, path), content);
  }
  backup = await createBackup(t.handle, { dir: join(dataDir, 'respaldos'), dataDir, reason: 'manual' });
}, 300_000);

afterAll(async () => {
  await t?.close();
  await removeTempDirs();
});

describe('runtime files', () => {
  it('are never in a backup', async () => {
    expect(backup.manifest.files.map((file) => file.path).sort()).toEqual(Object.keys(DATA_FILES).sort());
    const names = Object.keys(unzipSync(new Uint8Array(await readFile(backup.file))));
    for (const path of RUNTIME_FILES) expect(names).not.toContain(`archivos/${path}`);
  });

  it('never come out of a restore, even from an older backup that listed servidor.pid', async () => {
    const older = await variant((entries, manifest) => addListedFile(entries, manifest, 'servidor.pid', `${process.pid}\n`));
    const target = await tempDir('restaurado');
    const result = await restoreBackup(older, { dataDir: target });
    expect(result.files).toBe(Object.keys(DATA_FILES).length);
    expect(existsSync(join(target, 'servidor.pid'))).toBe(false);
    for (const [path, content] of Object.entries(DATA_FILES)) expect(await readFile(join(target, path), 'utf8')).toBe(content);
  }, RESTORE_TEST_MS);
});

describe('a crafted backup', () => {
  it('with an archive entry its manifest does not list is refused, and nothing is left', async () => {
    const file = await variant((entries) => {
      entries['archivos/uploads/intruso.sh'] = 'echo hola';
    });
    expect(await refusal(file)).toEqual({ message: BACKUP_MSG.fileNotListed('uploads/intruso.sh'), clean: true });
  }, RESTORE_TEST_MS);

  it('whose manifest lists a file outside the data files (the database folder, the backups) is refused', async () => {
    const intoDatabase = await variant((entries, manifest) => addListedFile(entries, manifest, 'pglite/postgresql.conf', 'listen_addresses = *'));
    expect(await refusal(intoDatabase)).toEqual({ message: BACKUP_MSG.notADataFile('pglite/postgresql.conf'), clean: true });
    const intoBackups = await variant((entries, manifest) => addListedFile(entries, manifest, 'respaldos/ajustes.json', '{"carpeta":"/tmp"}'));
    expect(await refusal(intoBackups)).toEqual({ message: BACKUP_MSG.notADataFile('respaldos/ajustes.json'), clean: true });
  }, RESTORE_TEST_MS * 2);

  it('whose manifest lists a file the archive lacks is refused', async () => {
    const file = await variant((_entries, manifest) => {
      manifest.files.push({ path: 'uploads/falta.png', bytes: 3, sha256: sha256('png') });
    });
    expect(await refusal(file)).toEqual({ message: BACKUP_MSG.fileMissing('uploads/falta.png'), clean: true });
  }, RESTORE_TEST_MS);

  it('with an entry that is none of a backup\'s is refused', async () => {
    const file = await variant((entries) => {
      entries['otra-cosa/leeme.txt'] = 'hola';
    });
    expect(await refusal(file)).toEqual({ message: BACKUP_MSG.unknownEntry('otra-cosa/leeme.txt'), clean: true });
  }, RESTORE_TEST_MS);
});

describe('a zip bomb', () => {
  /** A real header, then one entry of `bytes` zeros: about a thousandth of that on disk. */
  async function bomb(entryName: string, bytes: number, fill: number): Promise<string> {
    const file = join(await tempDir('bomba'), 'bomba.respaldo.zip');
    const handle = await open(file, 'w');
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    const header = new ZipDeflate(HEADER_ENTRY, { level: 9 });
    zip.add(header);
    header.push(unzipSync(new Uint8Array(await readFile(backup.file)), { filter: (entry) => entry.name === HEADER_ENTRY })[HEADER_ENTRY]!, true);
    const body = new ZipDeflate(entryName, { level: 9 });
    zip.add(body);
    const block = new Uint8Array(4 * 1024 * 1024).fill(fill);
    for (let written = 0; written < bytes; written += block.length) {
      body.push(block, written + block.length >= bytes);
      for (const chunk of chunks.splice(0)) await handle.write(chunk);
    }
    zip.end();
    for (const chunk of chunks.splice(0)) await handle.write(chunk);
    await handle.close();
    return file;
  }

  it('of one data file is refused with a clear message, and memory stays bounded', async () => {
    const file = await bomb('archivos/uploads/bomba.bin', 256 * 1024 * 1024, 0);
    const size = (await readFile(file)).length;
    expect(size).toBeLessThan(1024 * 1024);
    const { message, clean } = await refusal(file);
    expect(message).toMatch(/^El respaldo no se puede restaurar: .* se expande a más de 64\.0 MB/);
    expect(clean).toBe(true);

    // The read alone (no database beside it): what the file makes the process hold.
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const noop = async () => undefined;
    const read = await readBackup(file, { onHeader: noop, onTableRows: noop, onTableEnd: noop, onFile: noop, onManifest: noop }).catch((error: Error) => error.message);
    clearInterval(sampler);
    expect(read).toBe(message);
    const grewMb = (peak - rssBefore) / 1024 / 1024;
    console.info(`zip bomb: ${(size / 1024).toFixed(0)} KB file (256 MiB inflated), refused; reading it grew RSS by ${grewMb.toFixed(0)} MB (budget ${BACKUP_READ_LIMITS.minimumBytes / 1024 / 1024} MiB)`);
  }, RESTORE_TEST_MS);

  it('of one table row without an end is refused at the row limit', async () => {
    const file = await bomb('tablas/orders.jsonl', 64 * 1024 * 1024, 0x61);
    const { message, clean } = await refusal(file);
    expect(message).toBe(BACKUP_MSG.tooLarge('una fila de tablas/orders.jsonl', '16.0 MB'));
    expect(clean).toBe(true);
  }, RESTORE_TEST_MS);
});
