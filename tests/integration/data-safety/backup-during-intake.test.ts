// Orders keep arriving while the embedded database on disk is backed up: the backup reads a detached copy
// (server/src/services/backup/detached-copy.ts), so the live database is held only for a checkpoint and a
// file copy. Checked by behaviour, not timing: orders are acknowledged while the backup is still running,
// the backup is one consistent instant (it restores and verifies against its manifest) holding every order
// acknowledged before it began, and the copy's folder is gone afterwards.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { createDatabase, type DbHandle } from '../../../server/src/db/database';
import { COPY_DIR_PREFIX } from '../../../server/src/services/backup/detached-copy';
import { restoreBackup } from '../../../server/src/services/backup/restore';
import { backupDir } from '../../../server/src/services/backup/runtime';
import { prepareShop, startOrdering, waitFor, type OrderingShop } from './crash-support';
import { queryOf, removeTempDirs, tempDir } from './support';

describe('backup of the embedded database while orders arrive', () => {
  let dataDir: string;
  let shop: OrderingShop;
  let handle: DbHandle;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    dataDir = await tempDir('respaldo-en-servicio');
    shop = await prepareShop(dataDir);
    handle = await createDatabase({ dataDir });
    app = await buildApp({ handle, config: { dataDir, publicLimits: null } }); // many customers from one address
    url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  }, 300_000); // seeding and migrating on disk take minutes under load
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await removeTempDirs();
  });

  it('acknowledges orders during the backup, and the backup is one consistent instant with every earlier order', async () => {
    const ordering = startOrdering(url, shop, 2);
    await waitFor(() => ordering.acknowledged.length >= 10, '10 pedidos confirmados');
    const before = [...ordering.acknowledged];
    let backupDone = false;
    const backup = app.backups.runNow('manual').finally(() => {
      backupDone = true;
    });
    // Orders acknowledged while the backup had not finished yet.
    await waitFor(() => ordering.acknowledged.length >= before.length + 5 || backupDone, 'pedidos durante el respaldo');
    const duringBackup = backupDone ? 0 : ordering.acknowledged.length - before.length;
    const outcome = await backup;
    ordering.stop();
    await ordering.done;
    expect(duringBackup).toBeGreaterThanOrEqual(5);
    expect((await readdir(backupDir(dataDir))).filter((name) => name.startsWith(COPY_DIR_PREFIX))).toEqual([]);

    const target = await tempDir('respaldo-en-servicio-restaurado');
    await restoreBackup(outcome.file, { dataDir: target }); // verifies every table against the manifest
    const restored = await createDatabase({ dataDir: target });
    try {
      const { rows } = await queryOf(restored)('SELECT id FROM orders WHERE id_comercio = $1', [shop.commerceId]);
      const ids = new Set(rows.map((row) => String(row.id)));
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      const lines = await queryOf(restored)('SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.id_pedido = o.id)');
      expect(Number(lines.rows[0]?.n)).toBe(0); // no order caught half-written
    } finally {
      await restored.close();
    }
  }, 300_000);
});
