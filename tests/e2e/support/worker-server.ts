// Setup file of the e2e project: runs in each worker before its test file. The global setup started one
// server per worker (own database, demo commerce and accounts); this points inject('baseUrl'),
// inject('accounts'), inject('codesFile') and inject('staticDir') at this worker's server, so a test file
// never shares state with the file running beside it (docs/architecture.md, "Tests").
import { inject } from 'vitest';
import type { E2EServerValues } from './accounts';

const servers = inject('servers');
// VITEST_POOL_ID is the worker's slot, 1..maxWorkers, never held by two running files at once.
const slot = Number(process.env.VITEST_POOL_ID ?? '1');
const own = servers[(slot - 1) % servers.length];
if (!own) throw new Error('El global setup de e2e no inició servidores');

// inject() reads the worker's copy of the provided values; Vitest has no public way to give one worker
// other values than another, so the copy is overwritten here, and checked below so an upgrade that changes
// this fails loudly instead of letting two workers share a server.
const workerState = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } }).__vitest_worker__;
if (!workerState?.providedContext) throw new Error('Vitest cambió: no se encontró el contexto del worker');
Object.assign(workerState.providedContext, own satisfies E2EServerValues);
if (inject('baseUrl') !== own.baseUrl) throw new Error('Vitest cambió: inject() no lee el servidor de este worker');
