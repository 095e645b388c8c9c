// One process at a time on an embedded database's directory (server/src/db/data-dir-lock.ts). A second
// server on the same DATA_DIR used to open it beside the first: the two kept their own transaction counters,
// and a later start waited forever on a transaction id it had handed out again. Now the second is refused
// with the holder's PID and nothing changes; a lock whose process is gone (killed, crashed, or a PID reused
// since) is taken over.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase, type DbHandle } from '../../../server/src/db/database';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from '../../../server/src/db/data-dir-lock';
import { pgliteTemplate } from '../../../testkit/pglite-template';
import { removeTempDirs, tempDir } from './support';

const children: ChildProcess[] = [];

function rawClient(handle: DbHandle): PGlite {
  if (handle.raw.kind !== 'pglite') throw new Error('PGlite expected');
  return handle.raw.client;
}

/** Another live process (its PID is what a second server would find in the file). */
async function otherProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

afterEach(async () => {
  for (const child of children.splice(0)) await stop(child);
});
afterAll(async () => {
  await removeTempDirs();
});

describe('one process at a time on a data directory', () => {
  it('refuses a second open of a directory in use, names the holder and changes nothing; opens once the first closes', async () => {
    const dir = await tempDir('lock-db');
    const template = await pgliteTemplate();
    const first = await createDatabase({ dataDir: dir, pgliteSnapshot: template });
    const client = rawClient(first);
    await client.exec('CREATE TABLE lock_probe (n int); INSERT INTO lock_probe VALUES (1)');

    const second = createDatabase({ dataDir: dir, pgliteSnapshot: template });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`Otro proceso (PID ${process.pid}) ya usa la base de datos en ${dir}`);
    // The first handle goes on as before.
    expect((await client.query<{ n: number }>('SELECT n FROM lock_probe')).rows).toEqual([{ n: 1 }]);

    await first.close();
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
    const reopened = await createDatabase({ dataDir: dir });
    expect((await rawClient(reopened).query<{ n: number }>('SELECT n FROM lock_probe')).rows).toEqual([{ n: 1 }]);
    await reopened.close();
  });

  it("refuses while another live process holds the lock, and takes it over once that process is gone", async () => {
    const dir = await tempDir('lock-other');
    const other = await otherProcess();
    await writeFile(join(dir, DATA_DIR_LOCK_FILE), `${other.pid}\n`);

    await expect(lockDataDir(dir)).rejects.toThrow(`Otro proceso (PID ${other.pid})`);
    expect(await readFile(join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(`${other.pid}\n`);

    // Killed (as a crash or `kill -9` leaves it): the file stays behind and is taken over.
    await stop(other);
    const release = await lockDataDir(dir);
    expect((await readFile(join(dir, DATA_DIR_LOCK_FILE), 'utf8')).split(' ')[0]).toBe(String(process.pid));
    await release();
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
  });

  it("takes over a left-over file with this process's own PID (a container starts with the same PIDs every time)", async () => {
    const dir = await tempDir('lock-own');
    await writeFile(join(dir, DATA_DIR_LOCK_FILE), `${process.pid} 1\n`);
    const release = await lockDataDir(dir);
    // But a second lock from this process, while it holds the first, is refused like any other.
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
  });

  it('takes over a lock whose PID is alive but is another process now (the start time differs, where the system tells it)', async () => {
    const dir = await tempDir('lock-reused');
    const other = await otherProcess();
    await writeFile(join(dir, DATA_DIR_LOCK_FILE), `${other.pid} 12345\n`);
    if (process.platform !== 'linux') {
      // Without /proc a live PID is taken for the owner: refused, as a second server would be.
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
      return;
    }
    const release = await lockDataDir(dir);
    expect((await readFile(join(dir, DATA_DIR_LOCK_FILE), 'utf8')).split(' ')[0]).toBe(String(process.pid));
    await release();
  });
});
