// A migrated, reference-seeded PGlite data directory dumped once and reused by every integration file's
// in-memory database and every e2e server's on-disk one: loading a dump skips initdb and the migrations,
// which are most of a database's start-up time.
// The dump is cached in the OS temp dir under a hash of what it was built from, so any change to the
// migrations, the reference seed or PGlite builds a new one.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, MEMORY_DATA_DIR } from '../server/src/db/database';
import { MIGRATIONS_FOLDER, runMigrations } from '../server/src/db/migrate';
import { seedReferenceData } from '../server/src/db/seed/reference';

const SOURCES = ['../server/src/db/seed/plans.ts', '../server/src/db/seed/tags.ts', '../node_modules/@electric-sql/pglite/package.json'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

/**
 * Server settings of every test database, kept in the dump (postgresql.auto.conf). PGlite's default shared
 * buffers (128 MB) are set up at every start, and a test file's database holds a few megabytes: with 16 MB
 * a database starts in 0.33 CPU-s instead of 0.47. Nothing is written to disk (in-memory PGlite), so the
 * write-ahead log needs no full pages or replication level. Test databases only: the server keeps PGlite's
 * defaults.
 */
const TEST_DATABASE_SETTINGS = ["shared_buffers = '16MB'", 'full_page_writes = off', 'synchronous_commit = off', 'wal_level = minimal', 'max_wal_senders = 0'];

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(TEST_DATABASE_SETTINGS.join('\n')).update('without template databases');
  const migrationFiles = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).filter((name) => name.endsWith('.sql') || name.endsWith('.json')).sort();
  for (const name of migrationFiles) hash.update(name).update(await readFile(join(MIGRATIONS_FOLDER, name)));
  for (const file of SOURCES) hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

// Files share their worker's modules (vitest.config.ts), so the dump is read from disk once per worker
// (42 MB: about 0.1 CPU-s a read) and the same immutable Blob loads every file's database.
let loaded: Promise<Blob> | null = null;

export function pgliteTemplate(): Promise<Blob> {
  loaded ??= readOrBuildTemplate().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

async function readOrBuildTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `panel-pglite-template-${await fingerprint()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet (or being built by another worker): build our own and publish it atomically.
  }
  const handle = await createDatabase({ dataDir: MEMORY_DATA_DIR });
  try {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    if (handle.raw.kind !== 'pglite') throw new Error('pglite esperado');
    for (const setting of TEST_DATABASE_SETTINGS) await handle.raw.client.exec(`ALTER SYSTEM SET ${setting}`);
    // The app's tables live in `postgres`; PGlite never creates a database from a template, and the two
    // template databases were 15 of the dump's 42 MB, copied into every test database (0.29 → 0.21 CPU-s a start).
    await handle.raw.client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    // One statement per call: DROP DATABASE cannot run in the implicit transaction of a multi-statement call.
    for (const statement of ['DROP DATABASE template0', 'DROP DATABASE template1', 'CHECKPOINT']) await handle.raw.client.exec(statement);
    const dump = await handle.raw.client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return new Blob([bytes]);
  } finally {
    await handle.close();
  }
}
