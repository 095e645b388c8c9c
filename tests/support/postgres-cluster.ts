// A PostgreSQL cluster of a test's own (initdb in a temp folder, its own port), for fault tests that stop and
// restart the server — never the shared one of .ci/run. initdb refuses to run as root, and CI runs as root:
// then the folder belongs to the postgres user and every command runs as that user (runuser).
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/bench/_cluster-env';

const run = promisify(execFile);

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  adminUrl: string;
  /** Fast shutdown (every connection is cut, as by `pg_ctlcluster … stop`). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server for good and removes its folder. */
  destroy(): Promise<void>;
}

/** The newest installed server's bin folder, e.g. /usr/lib/postgresql/15/bin. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No hay un servidor PostgreSQL instalado en ${root} (sudo apt-get install -y postgresql)`);
  return path.join(root, newest, 'bin');
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  const root = mkdtempSync(path.join(tmpdir(), 'own-postgres-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const command = (file: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args]) : run(path.join(bin, file), args));
  const port = await freePort();
  await command('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => {
    await command('pg_ctl', ['-D', data, '-o', options, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start']);
  };
  const stop = async () => {
    await command('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  };
  await start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
