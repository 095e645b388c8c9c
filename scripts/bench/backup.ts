// `npm run bench -- backup [--orders 100000]`: backup, restore and migrate-to-postgres times and sizes on an
// embedded DATA_DIR on disk. Without --orders: the 90-day demo (npm run seed data); with it: the demo plus N
// generated orders (with lines) in a second commerce. migrate-to-postgres runs when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a PostgreSQL server (a new database there, dropped after). docs/data-safety.md.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../../server/src/db/database';
import { createBackup } from '../../server/src/services/backup/write-backup';
import { moveToPostgres } from '../../server/src/services/backup/move-to-postgres';
import { restoreBackup } from '../../server/src/services/backup/restore';
import { prepareDatabase } from '../../server/src/start-server';
import { createCommerceFixture } from '../../tests/support/commerce-fixture';
import { generateOrders } from '../../tests/integration/stats/generate';
import { createPostgresDatabase } from '../../tests/integration/data-safety/support';
import { argNumber } from './_orders-env';

export async function run(args: string[]): Promise<unknown> {
  const extraOrders = argNumber(args, 'orders', 0);
  const root = await mkdtemp(join(tmpdir(), 'panel-bench-respaldo-'));
  const dataDir = join(root, 'data');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  try {
    const handle = await createDatabase({ dataDir });
    let t = performance.now();
    await prepareDatabase(handle, { seedDemo: true });
    if (extraOrders > 0) {
      const commerce = await createCommerceFixture(handle, { plan: 'PLUS' });
      await generateOrders(handle, commerce.commerceId, extraOrders);
    }
    const seedMs = Math.round(performance.now() - t);

    const backup = await createBackup(handle, { dir: join(root, 'respaldos'), dataDir, reason: 'manual' });
    const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const orders = backup.manifest.tables.find((table) => table.name === 'orders')?.rows ?? 0;

    t = performance.now();
    await restoreBackup(backup.file, { dataDir: join(root, 'restaurado') });
    const restoreMs = Math.round(performance.now() - t);

    let migrateToPostgresMs: number | null = null;
    if (adminUrl) {
      const target = await createPostgresDatabase(adminUrl);
      try {
        migrateToPostgresMs = (await moveToPostgres(handle, target.url)).ms;
      } finally {
        await target.drop();
      }
    }
    await handle.close();
    return {
      orders,
      rows,
      seedMs,
      backup: { bytes: backup.bytes, snapshotMs: backup.snapshotMs, totalMs: backup.totalMs },
      restoreMs,
      migrateToPostgresMs,
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
