// `npm run seed`: (re)seeds the demo commerce in a data dir (DATA_DIR, default ./data) or in the
// PostgreSQL database of DATABASE_URL. Runs migrations and reference data first; an existing demo
// commerce is deleted and created again. Options: --data-dir <dir>.
import { resolve } from 'node:path';
import { createDatabase } from '../server/src/db/database';
import { runMigrations } from '../server/src/db/migrate';
import { DEMO_LOGIN, removeDemo, seedDemo } from '../server/src/db/seed/demo/index';
import { seedReferenceData } from '../server/src/db/seed/reference';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const dataDir = resolve(argument('--data-dir') ?? process.env.DATA_DIR ?? './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const started = Date.now();
const handle = await createDatabase({ dataDir, databaseUrl });
try {
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  await removeDemo(handle.db);
  const result = await seedDemo(handle.db);
  console.log(`Demo sembrado en ${databaseUrl ? 'PostgreSQL' : dataDir}: ${result.orderCount} pedidos en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`Acceso demo: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
} finally {
  await handle.close();
}
