// Health that tells the truth (docs/data-safety.md, "Health"), on the real server with an embedded database on
// disk: a full disk (a small tmpfs, filled to the last byte) turns /readyz 503 and writes 507 «No hay espacio
// en disco», and both recover once space is freed; a first start on a too-small disk says disk space; a data
// folder with a damaged page is refused at start with what is damaged and how to restore, and `npm run
// backup` names the damaged table. Mounting a tmpfs needs root, as CI runs; the test fails, not skips, without it.
import { execFile, execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/src/start-server';
import { orderBody } from '../orders/support';
import { prepareShop, type OrderingShop } from './crash-support';
import { removeTempDirs, tempDir } from './support';

// Every order here comes from one address: the public's per-address limits would refuse them (docs/security.md).
const LOAD_FROM_ONE_ADDRESS = { publicLimits: null };
const mounted: string[] = [];

function mountTmpfs(dir: string, size: string): void {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`Esta prueba monta un tmpfs de ${size} en ${dir} y necesita root (CI corre como root): ${String(error)}`, { cause: error });
  }
  mounted.push(dir);
}

/** Writes zeros to `file` until the disk refuses (ENOSPC). */
function fillDisk(file: string): void {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = openSync(file, 'w');
  try {
    for (;;) {
      try {
        writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return;
        throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

async function postOrder(url: string, shop: OrderingShop): Promise<{ status: number; message?: string }> {
  const response = await fetch(`${url}/v1/public/comercio/${shop.idPath}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(orderBody(shop.menu)),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message };
}

async function readiness(url: string): Promise<{ status: number; body: { status: string; message?: string } }> {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; message?: string } };
}

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers.splice(0)) await server.close().catch(() => undefined);
  for (const dir of mounted.splice(0)) execFileSync('umount', [dir]);
  await removeTempDirs();
}, 60_000);

describe('a full disk', () => {
  it('turns readiness 503 and writes 507 «No hay espacio en disco»; both recover once space is freed', { timeout: 180_000 }, async () => {
    const disk = await tempDir('disco-lleno');
    mountTmpfs(disk, '160m');
    const dataDir = join(disk, 'data');
    const shop = await prepareShop(dataDir);
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, seedDemo: false, logger: false, config: LOAD_FROM_ONE_ADDRESS });
    servers.push(server);
    expect((await postOrder(server.url, shop)).status).toBe(201);
    expect((await readiness(server.url)).status).toBe(200);

    const filler = join(disk, 'relleno');
    fillDisk(filler);
    const ready = await readiness(server.url);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'disk-full', message: expect.stringContaining('No hay espacio en disco') });

    // Pages already allocated may still take a few orders; the first refused one says why.
    let refused: { status: number; message?: string } | null = null;
    let taken = 0;
    for (let attempt = 0; attempt < 400 && !refused; attempt += 1) {
      const answer = await postOrder(server.url, shop);
      if (answer.status === 201) taken += 1;
      else refused = answer;
    }
    expect(refused).toEqual({ status: 507, message: expect.stringContaining('No hay espacio en disco') });
    console.info(JSON.stringify({ fullDisk: { ordersTakenOnFullDisk: taken, refusedWith: refused?.status } }));

    rmSync(filler);
    expect((await readiness(server.url)).status).toBe(200);
    expect((await postOrder(server.url, shop)).status).toBe(201);
  });

  it('a first start on a too-small disk says disk space, at once', { timeout: 60_000 }, async () => {
    const disk = await tempDir('disco-chico');
    mountTmpfs(disk, '40m');
    const started = Date.now();
    await expect(startServer({ port: 0, host: '127.0.0.1', dataDir: join(disk, 'data'), seedDemo: true, logger: false })).rejects.toThrow(
      /^No hay espacio en disco en .*: quedan \d+ MB libres y el servidor necesita al menos 128 MB/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('a damaged data folder', () => {
  it('is refused at start with the damaged table and how to restore; npm run backup names the cause', { timeout: 240_000 }, async () => {
    const dataDir = await tempDir('carpeta-danada');
    const shop = await prepareShop(dataDir);
    const first = await startServer({ port: 0, host: '127.0.0.1', dataDir, seedDemo: false, logger: false, config: LOAD_FROM_ONE_ADDRESS });
    for (let n = 0; n < 60; n += 1) expect((await postOrder(first.url, shop)).status).toBe(201);
    if (first.handle.raw.kind !== 'pglite') throw new Error('se esperaba PGlite');
    const { rows } = await first.handle.raw.client.query<{ path: string; blocks: number }>(
      "SELECT pg_relation_filepath('orders') AS path, (pg_relation_size('orders') / 8192)::int AS blocks",
    );
    await first.close();
    const relation = rows[0]!;
    expect(relation.blocks).toBeGreaterThan(1);

    // Bytes in the middle of the first page of orders overwritten, as a failing disk or a stray write would.
    const file = await open(join(dataDir, 'pglite', relation.path), 'r+');
    await file.write(Buffer.alloc(64, 0x58), 0, 64, 3_000);
    await file.close();

    await expect(startServer({ port: 0, host: '127.0.0.1', dataDir, seedDemo: false, logger: false })).rejects.toThrow(
      /La base de datos en .* está dañada \(tabla o índice orders, bloque 0: suma de verificación incorrecta\)\. No la sigas usando: restaura el último respaldo .*npm run restore -- <respaldo> --data-dir <carpeta nueva>/,
    );

    const backup = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--data-dir', dataDir], { env: { ...process.env, DATABASE_URL: '' } }).then(
      () => null,
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    expect(backup).toMatch(/No se pudo respaldar: tabla orders: invalid page in block 0 .*La base de datos del servidor está dañada: restaura el último respaldo/);
  });
});
