// Upgrade safety: the previous release's database (migrations 0000–0004 with a week of the demo and a
// second commerce, tests/fixtures/previous-release) runs every newer migration with its data in it, and a
// backup taken on the previous release restores into this version (its own schema first, then the rest).
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { createDatabase, MEMORY_DATA_DIR, type DbHandle } from '../../../server/src/db/database';
import { runMigrations } from '../../../server/src/db/migrate';
import { DEMO_LOGIN } from '../../../server/src/db/seed/demo/index';
import { commerces, orders } from '../../../server/src/db/schema/index';
import { readJournal, schemaLevel } from '../../../server/src/services/backup/catalog';
import { readBackupHeader } from '../../../server/src/services/backup/read-backup';
import { restoreBackup } from '../../../server/src/services/backup/restore';
import { listBackupFiles } from '../../../server/src/services/backup/rotation';
import { backupDir } from '../../../server/src/services/backup/runtime';
import { createBackup } from '../../../server/src/services/backup/write-backup';
import { emptyDatabase, loadPreviousRelease, queryOf, removeTempDirs, tempDir } from './support';

/** Databases built, migrated and restored: tens of seconds under load. */
const UPGRADE_TEST_MS = 180_000;
const PREVIOUS_RELEASE = { migrations: 5, orders: 281, commerces: 2 };

async function counts(handle: DbHandle): Promise<{ orders: number; commerces: number; folio: number }> {
  const [orderRow] = await handle.db.select({ value: count() }).from(orders);
  const [commerceRow] = await handle.db.select({ value: count() }).from(commerces);
  const [demo] = await handle.db.select({ folio: commerces.ultimo_folio }).from(commerces).where(eq(commerces.correo_contacto, DEMO_LOGIN.email));
  return { orders: Number(orderRow?.value), commerces: Number(commerceRow?.value), folio: Number(demo?.folio ?? -1) };
}

describe('upgrade from the previous release', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });
  afterAll(removeTempDirs);

  it('runs every newer migration over the previous release with its data; the owner signs in after', async () => {
    const database = await emptyDatabase();
    closers.push(database.close);
    await loadPreviousRelease(database.handle);
    expect((await schemaLevel(queryOf(database.handle))).migrations).toBe(PREVIOUS_RELEASE.migrations);
    const before = await counts(database.handle);
    expect(before).toMatchObject({ orders: PREVIOUS_RELEASE.orders, commerces: PREVIOUS_RELEASE.commerces });

    await runMigrations(database.handle);

    expect((await schemaLevel(queryOf(database.handle))).migrations).toBe(readJournal().length);
    expect(await counts(database.handle)).toEqual(before);
    // Migration 0013 filled each customer's kept totals from the orders already there.
    const [totals] = (await queryOf(database.handle)(`
      SELECT count(*) FILTER (WHERE c.total_pedidos > 0)::int AS filled,
             count(*) FILTER (WHERE (c.total_pedidos, c.ultimo_pedido) IS DISTINCT FROM
               ((SELECT count(*)::int FROM orders o WHERE o.id_cliente = c.id AND o.deleted_at IS NULL),
                (SELECT max(o.created_at) FROM orders o WHERE o.id_cliente = c.id AND o.deleted_at IS NULL)))::int AS wrong
      FROM customers c`)).rows;
    expect(totals).toMatchObject({ wrong: 0 });
    expect(Number(totals?.filled)).toBeGreaterThan(0);
    const app = await buildApp({ handle: database.handle, config: { dataDir: MEMORY_DATA_DIR } });
    closers.unshift(() => app.close());
    const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password } });
    expect(login.statusCode).toBe(200);
  }, UPGRADE_TEST_MS);

  it('restores a backup taken on the previous release: its schema, its rows, then this version’s migrations', async () => {
    const database = await emptyDatabase();
    closers.push(database.close);
    await loadPreviousRelease(database.handle);
    const before = await counts(database.handle);
    const dir = await tempDir('respaldo-previo');
    const backup = await createBackup(database.handle, { dir, dataDir: null, reason: 'antes-de-migrar' });
    expect(backup.manifest.schema).toMatchObject({ migrations: PREVIOUS_RELEASE.migrations, lastTag: readJournal()[PREVIOUS_RELEASE.migrations - 1]!.tag });

    const target = await tempDir('restaurado-previo');
    await restoreBackup(backup.file, { dataDir: target });
    const restored = await createDatabase({ dataDir: target });
    closers.push(() => restored.close());
    expect((await schemaLevel(queryOf(restored))).migrations).toBe(readJournal().length);
    expect(await counts(restored)).toEqual(before);
  }, UPGRADE_TEST_MS);

  it('backs up an embedded DATA_DIR with data before applying pending migrations (an app update)', async () => {
    const dataDir = await tempDir('actualizacion');
    const handle = await createDatabase({ dataDir });
    closers.push(() => handle.close());
    await loadPreviousRelease(handle);
    expect(await listBackupFiles(backupDir(dataDir))).toEqual([]);

    await runMigrations(handle);

    const backups = await listBackupFiles(backupDir(dataDir));
    expect(backups.map((backup) => backup.reason)).toEqual(['antes-de-migrar']);
    const header = await readBackupHeader(join(backupDir(dataDir), backups[0]!.name));
    expect(header.schema.migrations).toBe(PREVIOUS_RELEASE.migrations);
    await runMigrations(handle); // nothing pending: no second backup
    expect(await listBackupFiles(backupDir(dataDir))).toHaveLength(1);
  }, UPGRADE_TEST_MS);
});
