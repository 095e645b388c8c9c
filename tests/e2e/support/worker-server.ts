// Setup file of the e2e project: runs in each worker before its test file. The global setup started one
// server per worker (own database, demo commerce and accounts); this claims one that no running file holds
// and points inject('baseUrl'), inject('accounts'), inject('codesFile') and inject('staticDir') at it, so a
// test file never shares state with the file running beside it (docs/architecture.md, "Tests").
// The claim is a directory (mkdir is atomic), released after the file. VITEST_POOL_ID alone was not
// enough: in a full `npm test` both e2e workers got VITEST_POOL_ID 1 (19 of 37 files found server 1 held
// when they started), so two files shared a demo commerce and one's customers were refused as outside the
// other's delivery zone. The slot is only the first server tried.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import type { E2EServerValues } from './accounts';

const CLAIM_TIMEOUT_MS = 120_000;

const servers = inject('servers');
const claimsDir = inject('serverClaimsDir');
if (servers.length === 0) throw new Error('El global setup de e2e no inició servidores');

function claimServer(): number {
  const first = (Number(process.env.VITEST_POOL_ID ?? '1') - 1 + servers.length) % servers.length;
  const waitSlice = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = Date.now() + CLAIM_TIMEOUT_MS; Date.now() < deadline; Atomics.wait(waitSlice, 0, 0, 100)) {
    for (let step = 0; step < servers.length; step += 1) {
      const index = (first + step) % servers.length;
      try {
        mkdirSync(join(claimsDir, String(index)));
        return index;
      } catch {
        // Held by the file running beside this one.
      }
    }
  }
  throw new Error(`Ningún servidor de e2e quedó libre en ${CLAIM_TIMEOUT_MS / 1000} s (¿un archivo terminó sin soltar el suyo?)`);
}

const claimed = claimServer();
afterAll(() => rmSync(join(claimsDir, String(claimed)), { recursive: true, force: true }));
const own = servers[claimed]!;

// inject() reads the worker's copy of the provided values; Vitest has no public way to give one worker
// other values than another, so the copy is overwritten here, and checked below so an upgrade that changes
// this fails loudly instead of letting two workers share a server.
const workerState = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } }).__vitest_worker__;
if (!workerState?.providedContext) throw new Error('Vitest cambió: no se encontró el contexto del worker');
Object.assign(workerState.providedContext, own satisfies E2EServerValues);
if (inject('baseUrl') !== own.baseUrl) throw new Error('Vitest cambió: inject() no lee el servidor de este worker');
