// A process whose start stalls, for the start-up watchdog's tests (server/src/db/startup-watchdog.ts).
//   stall FLAG [fail]   the watchdog (1 s), then the main thread blocked, as a stuck PGlite blocks it, until
//                       FLAG exists; with 'fail' the start then fails instead of going on
//   stall-disk FLAG      the same on a disk with less room than the watchdog asks for (any disk is, here)
//   quick        the watchdog (default delay), stopped at once: the process must exit without waiting for it
//   server DIR   the real server on DIR with a 1 ms warning: the start outlives it and says that it went on
import { existsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startupDiskFullMessage, startupStalledMessage, watchStartup } from '../../../server/src/db/startup-watchdog';
import { startServer } from '../../../server/src/start-server';

const [mode, arg, outcome] = process.argv.slice(2);
const message = (seconds: number) => startupStalledMessage({ driver: 'pglite', dataDir: '/datos/comercio' }, seconds);

if (mode === 'stall' || mode === 'stall-disk') {
  const disk = mode === 'stall-disk' ? { dir: tmpdir(), lowBytes: Number.MAX_SAFE_INTEGER, message: startupDiskFullMessage('/datos/comercio', 1) } : undefined;
  const watchdog = watchStartup({ afterMs: 1000, message, disk });
  const limit = Date.now() + 60_000;
  // Synchronous on purpose: no timer or callback of this thread can run meanwhile.
  while (!existsSync(arg!) && Date.now() < limit);
  writeSync(1, 'fin\n');
  watchdog.stop({ failed: outcome === 'fail' });
} else if (mode === 'quick') {
  watchStartup({ message }).stop();
  writeSync(1, 'fin\n');
} else if (mode === 'server') {
  const server = await startServer({ dataDir: arg, port: 0, host: '127.0.0.1', seedDemo: false, logger: false, startupWarningMs: 1 });
  writeSync(1, `${JSON.stringify({ url: server.url })}\n`);
  await server.close();
}
