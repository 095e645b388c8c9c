// Backup → restore round trip of the demo commerce: the restored DATA_DIR has the same rows (count and
// checksum per table), the same files, and the panel logs in on it. The source is the suite's database
// (PGlite in `npm test`, PostgreSQL in the .ci/run PostgreSQL pass); the target is a fresh embedded DATA_DIR.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { createDatabase } from '../../../server/src/db/database';
import { DEMO_LOGIN } from '../../../server/src/db/seed/demo/index';
import { createBackup, type WrittenBackup } from '../../../server/src/services/backup/write-backup';
import { restoreBackup } from '../../../server/src/services/backup/restore';
import { compareTables } from '../../../server/src/services/backup/load-tables';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { digestOf, editBackup, removeTempDirs, rowsOf, tempDir } from './support';

/** A restore creates a database and runs every migration: tens of seconds under load. */
const RESTORE_TEST_MS = 180_000;

const FILES: Record<string, string> = {
  'uploads/logo-taqueria.png': 'PNG…imagen subida',
  'secrets.key': 'a'.repeat(64),
  'agent/print-settings.json': '{"printer1":"EPSON TM-T20"}',
  'agent/print-jobs.jsonl': '{"type":"accepted","key":"pedido-1:auto"}\n',
};

describe('backup and restore', () => {
  let t: TestApp;
  let dataDir: string;
  let backup: WrittenBackup;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
    dataDir = await tempDir('origen');
    for (const [path, content] of Object.entries(FILES)) {
      await mkdir(join(dataDir, path, '..'), { recursive: true });
      await writeFile(join(dataDir, path), content);
    }
    backup = await createBackup(t.handle, { dir: join(dataDir, 'respaldos'), dataDir, reason: 'manual' });
  }, 300_000); // seeding and migrating on disk take minutes under load

  afterAll(async () => {
    await t?.close();
    await removeTempDirs();
  });

  it('writes a manifest that matches the database: rows and checksum per table, every data file', async () => {
    const source = await digestOf(t.handle);
    expect(rowsOf(backup.manifest.tables, 'orders')).toBeGreaterThan(2_000); // 90 days of the demo
    expect(backup.manifest.tables).toEqual(source);
    expect(backup.manifest.files.map((file) => file.path).sort()).toEqual(Object.keys(FILES).sort());
    expect(backup.file.endsWith('-manual.respaldo.zip')).toBe(true);
  });

  it('restores into a fresh DATA_DIR: same rows, same files, and the owner can sign in', async () => {
    const target = await tempDir('restaurado');
    const result = await restoreBackup(backup.file, { dataDir: target });
    expect(result.rows).toBe(backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0));
    for (const [path, content] of Object.entries(FILES)) expect(await readFile(join(target, path), 'utf8')).toBe(content);

    const handle = await createDatabase({ dataDir: target });
    const app = await buildApp({ handle, config: { dataDir: target } });
    try {
      compareTables(backup.manifest.tables, await digestOf(handle));
      const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password } });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
    }
  }, RESTORE_TEST_MS);

  it('refuses a DATA_DIR that already has a database', async () => {
    const target = await tempDir('ocupado');
    await mkdir(join(target, 'pglite'), { recursive: true });
    await writeFile(join(target, 'pglite', 'PG_VERSION'), '17\n');
    await expect(restoreBackup(backup.file, { dataDir: target })).rejects.toThrow(/ya tiene una base de datos/);
  });

  it('refuses a backup from a newer schema with a clear message', async () => {
    const copy = join(await tempDir('nuevo'), 'respaldo-nuevo.respaldo.zip');
    await writeFile(copy, await readFile(backup.file));
    await editBackup(copy, (entries) => {
      const header = JSON.parse(entries['respaldo.json']!) as { schema: { migrations: number; lastWhen: number; lastTag: string | null } };
      header.schema = { migrations: header.schema.migrations + 3, lastWhen: header.schema.lastWhen + 10_000_000, lastTag: null };
      entries['respaldo.json'] = JSON.stringify(header);
    });
    const target = await tempDir('destino-nuevo');
    await expect(restoreBackup(copy, { dataDir: target })).rejects.toThrow(/versión más nueva del panel.*Actualiza el panel/);
    expect(existsSync(join(target, 'pglite'))).toBe(false);
  });

  it('cancels a restore whose rows differ from the manifest and leaves no database behind', async () => {
    const copy = join(await tempDir('danado'), 'respaldo-danado.respaldo.zip');
    await writeFile(copy, await readFile(backup.file));
    await editBackup(copy, (entries) => {
      const lines = entries['tablas/orders.jsonl']!.split('\n');
      lines[0] = lines[0]!.replace(/"total_cents":(\d+)/, (_, cents: string) => `"total_cents":${Number(cents) + 100}`);
      entries['tablas/orders.jsonl'] = lines.join('\n');
    });
    const target = await tempDir('destino-danado');
    await expect(restoreBackup(copy, { dataDir: target })).rejects.toThrow(/La verificación falló en la tabla orders: la suma de verificación no coincide/);
    expect(existsSync(join(target, 'pglite'))).toBe(false);
  }, RESTORE_TEST_MS);
});
