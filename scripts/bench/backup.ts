// `npm run bench -- backup [--orders 100000] [--during-intake] [--keep DIR]`: backup, restore and
// migrate-to-postgres times and sizes on an embedded DATA_DIR on disk. Without --orders: the 90-day demo
// (npm run seed data); with it: the demo plus N generated orders (with lines) in a second commerce.
// migrate-to-postgres runs when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server (a new
// database there, dropped after). --during-intake: instead, order intake latency while a backup runs
// (_backup-intake.ts). --keep DIR: the seeded DATA_DIR is kept in DIR and reused by the next run with the
// same DIR (seeding 100,000 orders takes minutes). docs/data-safety.md.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { createBackup } from '../../server/src/services/backup/write-backup';
import { moveToPostgres } from '../../server/src/services/backup/move-to-postgres';
import { restoreBackup } from '../../server/src/services/backup/restore';
import { prepareDatabase } from '../../server/src/start-server';
import { createCommerceFixture } from '../../testkit/commerce-fixture';
import { generateOrders } from '../../testkit/stats/generate';
import { createPostgresDatabase } from '../../testkit/test-app';
import { argNumber } from './_orders-env';
import { intakeDuringBackup } from './_backup-intake';

const SEEDED_MARKER = '.bench-seeded';

function argString(args: string[], name: string): string | null {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? null) : null;
}

export async function run(args: string[]): Promise<unknown> {
  const extraOrders = argNumber(args, 'orders', 0);
  const keep = argString(args, 'keep');
  const root = keep ?? (await mkdtemp(join(tmpdir(), 'panel-bench-respaldo-')));
  const dataDir = join(root, 'data');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  try {
    const reused = existsSync(join(root, SEEDED_MARKER));
    await mkdir(root, { recursive: true });
    const handle = await createDatabase({ dataDir });
    let t = performance.now();
    if (reused) {
      await runMigrations(handle, { backupFirst: false }); // migrations added since it was seeded
    } else {
      await prepareDatabase(handle, { seedDemo: true });
      if (extraOrders > 0) {
        const commerce = await createCommerceFixture(handle, { plan: 'PLUS' });
        await generateOrders(handle, commerce.commerceId, extraOrders);
      }
      await writeFile(join(root, SEEDED_MARKER), String(extraOrders));
    }
    const seedMs = reused ? null : Math.round(performance.now() - t);

    if (args.includes('--during-intake')) {
      const result = await intakeDuringBackup(handle, dataDir);
      await handle.close();
      return { seedMs, ...result };
    }

    const backup = await createBackup(handle, { dir: join(root, 'respaldos'), dataDir, reason: 'manual' });
    const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const orders = backup.manifest.tables.find((table) => table.name === 'orders')?.rows ?? 0;

    t = performance.now();
    const restoredDir = join(root, 'restaurado');
    await rm(restoredDir, { recursive: true, force: true });
    await restoreBackup(backup.file, { dataDir: restoredDir });
    const restoreMs = Math.round(performance.now() - t);
    await rm(restoredDir, { recursive: true, force: true });
    await rm(backup.file, { force: true });

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
    if (!keep) await rm(root, { recursive: true, force: true });
  }
}
