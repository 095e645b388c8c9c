// A start that does not end says so (server/src/db/startup-watchdog.ts). A database folder damaged by two
// servers at once hung its next start at 100 % CPU without a word: PGlite's lock wait never gave the
// thread back. The warning comes from a worker thread, so it is printed while the main thread is blocked;
// it names the folder and the way out, and a start that goes on after it says so.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startupResumedMessage, startupStalledMessage } from '../../../server/src/db/startup-watchdog';
import { removeTempDirs, tempDir } from './support';

const CHILD = fileURLToPath(new URL('./startup-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface ChildRun {
  stdout: string;
  stderr: string;
  code: number | null;
}

/** Runs the child; `onStderr` sees the output so far as stderr arrives (while the child may still be blocked). */
async function runChild(args: string[], onStderr?: (run: Readonly<ChildRun>) => void): Promise<ChildRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], { cwd: ROOT, env: { ...process.env, LOG: 'off' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const run: ChildRun = { stdout: '', stderr: '', code: null };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    run.stderr += chunk.toString();
    onStderr?.(run);
  });
  // 'close', not 'exit': the child may exit before its last writes have been read from the pipes.
  [run.code] = (await once(child, 'close')) as [number | null];
  return run;
}

afterAll(async () => {
  await removeTempDirs();
});

describe('start-up watchdog', () => {
  /** The stall child, released once its warning is read; `stdoutWhenWarned` is its stdout at that moment. */
  async function runStall(outcome: 'goes-on' | 'fail', mode: 'stall' | 'stall-disk' = 'stall'): Promise<ChildRun & { stdoutWhenWarned: string | null }> {
    const flag = join(await tempDir('watchdog-stall'), 'seguir');
    let stdoutWhenWarned: string | null = null;
    const run = await runChild([mode, flag, ...(outcome === 'fail' ? ['fail'] : [])], (sofar) => {
      if (stdoutWhenWarned !== null || !sofar.stderr.includes('sin terminar')) return;
      stdoutWhenWarned = sofar.stdout;
      void writeFile(flag, '');
    });
    return { ...run, stdoutWhenWarned };
  }

  it('warns while the main thread is blocked, naming the folder and the way out, and says when the start went on', async () => {
    const run = await runStall('goes-on');
    expect(run.code).toBe(0);
    // The warning came while the child was still blocked: it had not printed 'fin' yet.
    expect(run.stdoutWhenWarned).toBe('');
    expect(run.stdout).toBe('fin\n');
    expect(run.stderr).toContain(startupStalledMessage({ driver: 'pglite', dataDir: '/datos/comercio' }, 1));
    expect(run.stderr).toContain('El servidor lleva 1 s abriendo la base de datos en /datos/comercio sin terminar.');
    expect(run.stderr).toContain('npm run restore -- <respaldo> --data-dir <carpeta nueva>');
    expect(run.stderr).toMatch(/La base de datos respondió tras \d+ s; el servidor continúa\.\n$/);
  });

  it('on a full disk says disk space instead of a damaged folder', async () => {
    const run = await runStall('goes-on', 'stall-disk');
    expect(run.stdoutWhenWarned).toBe('');
    expect(run.stderr).toMatch(/El servidor lleva 1 s abriendo la base de datos en \/datos\/comercio sin terminar: no hay espacio en disco \(quedan \d+ MB libres\)\. Detenlo con Ctrl\+C, libera espacio/);
    expect(run.stderr).not.toContain('dañada');
  });

  it('says nothing more for a start that failed after the warning (its error follows)', async () => {
    const run = await runStall('fail');
    expect(run.stdoutWhenWarned).toBe('');
    expect(run.stderr).toContain('El servidor lleva 1 s abriendo la base de datos en /datos/comercio sin terminar.');
    expect(run.stderr).not.toContain('respondió');
  });

  it('stays silent when the start ends in time, and does not keep the process alive', async () => {
    const run = await runChild(['quick']);
    expect(run).toEqual({ code: 0, stdout: 'fin\n', stderr: '' });
  });

  it("is part of the server's start: a start longer than the warning's delay warns, then says it went on", async () => {
    const dir = await tempDir('watchdog-server');
    const run = await runChild(['server', dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\{"url":"http:\/\/127\.0\.0\.1:\d+"\}\n$/);
    expect(run.stderr).toContain(`El servidor lleva 1 s abriendo la base de datos en ${dir} sin terminar.`);
    expect(run.stderr).toMatch(/La base de datos respondió tras \d+ s; el servidor continúa\./);
  });

  it('tells a PostgreSQL start apart: no folder to restore, what to check instead', () => {
    expect(startupStalledMessage({ driver: 'pg' }, 60)).toBe(
      'El servidor lleva 60 s preparando la base de datos PostgreSQL (DATABASE_URL) sin terminar. Revisa que PostgreSQL responda y que ninguna otra conexión tenga tablas bloqueadas.',
    );
    expect(startupResumedMessage(75)).toBe('La base de datos respondió tras 75 s; el servidor continúa.');
  });
});
