// Crash safety with the real server in a child process on an embedded DATA_DIR, killed with SIGKILL:
//  - during order intake: reopened, no acknowledged order is missing; a backup of it restores with all of them;
//  - during a backup: the half-written file never carries a backup's name, every listed backup is complete,
//    the next start clears the leftover, and a new backup (npm run backup's hand-off) restores completely.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DbHandle } from '../../../server/src/db/database';
import { readBackup } from '../../../server/src/services/backup/read-backup';
import { restoreBackup } from '../../../server/src/services/backup/restore';
import { listBackupFiles } from '../../../server/src/services/backup/rotation';
import { askRunningServerToBackUp, backupDir, CONTROL_FILE, INTERNAL_BACKUP_PATH } from '../../../server/src/services/backup/runtime';
import { createBackup } from '../../../server/src/services/backup/write-backup';
import { prepareShop, startChildServer, startOrdering, waitFor, type ChildServer, type OrderingShop } from './crash-support';
import { queryOf, removeTempDirs, tempDir } from './support';

/** A child server, a crash, reopening and a restore: minutes on a loaded 2-core machine, not seconds. */
const CRASH_TEST_MS = 300_000;

async function orderIds(handle: DbHandle, commerceId: string): Promise<Set<string>> {
  const { rows } = await queryOf(handle)('SELECT id FROM orders WHERE id_comercio = $1', [commerceId]);
  return new Set(rows.map((row) => String(row.id)));
}

async function ordersWithoutLines(handle: DbHandle): Promise<number> {
  const { rows } = await queryOf(handle)('SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.id_pedido = o.id)');
  return Number(rows[0]?.n);
}

/** The control file of this server process (`npm run backup` finds the server through it). */
async function controlOf(server: ChildServer): Promise<{ token: string; pid: number }> {
  let control: { token: string; pid: number } | null = null;
  await waitFor(async () => {
    control = (await readFile(join(backupDir(server.dataDir), CONTROL_FILE), 'utf8').then((text) => JSON.parse(text) as { token: string; pid: number }).catch(() => null));
    return control?.pid === server.process.pid;
  }, 'el archivo de control del servidor');
  return control!;
}

/** A backup file is complete when it reads to the end with its manifest and every table's rows. */
async function readsCompletely(file: string): Promise<boolean> {
  let manifest = false;
  await readBackup(file, {
    onHeader: async () => undefined,
    onTableRows: async () => undefined,
    onTableEnd: async () => undefined,
    onFile: async () => undefined,
    onManifest: async () => {
      manifest = true;
    },
  });
  return manifest;
}

describe('crash safety (SIGKILL)', () => {
  let dataDir: string;
  let shop: OrderingShop;
  let acknowledged: string[] = [];
  const children: ChildServer[] = [];

  beforeAll(async () => {
    dataDir = await tempDir('choque');
    shop = await prepareShop(dataDir);
  }, 300_000); // seeding and migrating on disk take minutes under load
  afterAll(async () => {
    for (const child of children) await child.kill();
    await removeTempDirs();
  });

  it('loses no acknowledged order when the server is killed during intake; reopened and restored, all are there', async () => {
    const server = await startChildServer(dataDir);
    children.push(server);
    const ordering = startOrdering(server.url, shop, 4);
    await waitFor(() => ordering.acknowledged.length >= 40, '40 pedidos confirmados');
    await server.kill(); // requests are in flight right now
    await ordering.done;
    acknowledged = [...ordering.acknowledged];

    const handle = await createDatabase({ dataDir });
    try {
      const stored = await orderIds(handle, shop.commerceId);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(await ordersWithoutLines(handle)).toBe(0);
      console.log(`SIGKILL durante la toma de pedidos: ${acknowledged.length} confirmados, ${stored.size} guardados, 0 perdidos`);
      const backup = await createBackup(handle, { dir: backupDir(dataDir), dataDir, reason: 'manual' });
      const target = await tempDir('choque-restaurado');
      await restoreBackup(backup.file, { dataDir: target });
      const restored = await createDatabase({ dataDir: target });
      try {
        const restoredIds = await orderIds(restored, shop.commerceId);
        expect(acknowledged.filter((id) => !restoredIds.has(id))).toEqual([]);
        expect(restoredIds.size).toBe(stored.size);
      } finally {
        await restored.close();
      }
    } finally {
      await handle.close();
    }
  }, CRASH_TEST_MS);

  it('never takes a backup cut by a crash for good; the next start clears it and backs up completely', async () => {
    const dir = backupDir(dataDir);
    const completeBefore = (await listBackupFiles(dir)).map((backup) => backup.name);
    let server = await startChildServer(dataDir);
    children.push(server);
    const control = await controlOf(server);
    // Orders keep arriving while the backup runs; the crash comes once the backup's temp file exists.
    const ordering = startOrdering(server.url, shop, 2);
    const request = fetch(new URL(INTERNAL_BACKUP_PATH, server.url), { method: 'POST', headers: { 'x-backup-token': control.token } }).catch(() => null);
    await waitFor(async () => (await readdir(dir)).some((name) => name.endsWith('.tmp') && name.includes('.respaldo.zip')), 'el archivo temporal del respaldo');
    await server.kill();
    await ordering.done;
    await request;
    acknowledged.push(...ordering.acknowledged);

    const leftovers = (await readdir(dir)).filter((name) => name.endsWith('.tmp'));
    expect(leftovers.length).toBeGreaterThan(0); // the cut file is there…
    const listed = (await listBackupFiles(dir)).map((backup) => backup.name);
    expect(listed).toEqual(completeBefore); // …but never under a backup's name
    for (const name of listed) expect(await readsCompletely(join(dir, name))).toBe(true);

    server = await startChildServer(dataDir);
    children.push(server);
    await controlOf(server);
    // …and the next start clears it (other .tmp names may come and go: status files are written through one).
    await waitFor(async () => {
      const now = await readdir(dir);
      return leftovers.every((name) => !now.includes(name));
    }, 'el arranque borra el respaldo cortado');
    const outcome = await askRunningServerToBackUp(dataDir); // what `npm run backup` does while the server runs
    expect(outcome).not.toBeNull();
    await server.stop();

    const target = await tempDir('choque-respaldo');
    await restoreBackup(outcome!.file, { dataDir: target });
    const restored = await createDatabase({ dataDir: target });
    try {
      const restoredIds = await orderIds(restored, shop.commerceId);
      expect(acknowledged.filter((id) => !restoredIds.has(id))).toEqual([]);
      expect(await ordersWithoutLines(restored)).toBe(0);
    } finally {
      await restored.close();
    }
  }, CRASH_TEST_MS);
});
