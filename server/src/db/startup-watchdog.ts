// A start that does not end says so. PGlite answers on the server's own thread: a database folder damaged
// by two servers at once (docs/data-safety.md) made the next start spin at 100 % CPU forever, printing
// nothing, because a lock wait inside PGlite never returns to the event loop. No timer on that thread can
// fire then, so the warning comes from a worker thread that writes straight to file descriptor 2. It only
// warns: a slow but healthy start (a long migration on a big database) goes on, and says when it did.
import { Worker } from 'node:worker_threads';

/** How long a start may take before the server warns (a demo seed takes a few seconds). */
export const STARTUP_WARNING_MS = 60_000;

export interface StartupWatchdog {
  /** The start finished (or failed): no warning any more; if one was printed, say that the start went on. */
  stop(): void;
}

/** The warning for a start that has not finished; the reader is the person who ran `npm start`. */
export function startupStalledMessage(database: { driver: 'pglite'; dataDir: string } | { driver: 'pg' }, seconds: number): string {
  if (database.driver === 'pg') {
    return (
      `El servidor lleva ${seconds} s preparando la base de datos PostgreSQL (DATABASE_URL) sin terminar. ` +
      'Revisa que PostgreSQL responda y que ninguna otra conexión tenga tablas bloqueadas.'
    );
  }
  return (
    `El servidor lleva ${seconds} s abriendo la base de datos en ${database.dataDir} sin terminar. ` +
    'Si no avanza, la carpeta puede estar dañada (por ejemplo, si dos servidores la usaron a la vez): detenlo con Ctrl+C ' +
    'y restaura el último respaldo en una carpeta nueva con npm run restore -- <respaldo> --data-dir <carpeta nueva> ' +
    '(README, «Datos y respaldos»).'
  );
}

export function startupResumedMessage(seconds: number): string {
  return `La base de datos respondió tras ${seconds} s; el servidor continúa.`;
}

// Plain JavaScript evaluated in the worker (no TypeScript loader there). The shared flag tells the main
// thread whether the warning went out.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
setTimeout(() => {
  writeSync(2, workerData.message + '\\n');
  Atomics.store(new Int32Array(workerData.warned), 0, 1);
}, workerData.afterMs);
`;

/** Starts the watchdog; `stop()` it once the database is ready or the start has failed. */
export function watchStartup(options: { afterMs?: number; message: (seconds: number) => string }): StartupWatchdog {
  const afterMs = options.afterMs ?? STARTUP_WARNING_MS;
  const started = Date.now();
  const warned = new SharedArrayBuffer(4);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { afterMs, warned, message: options.message(Math.ceil(afterMs / 1000)) } });
  // Never what keeps the process alive, and never a crash of its own.
  worker.unref();
  worker.on('error', () => undefined);
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      void worker.terminate();
      if (Atomics.load(new Int32Array(warned), 0) === 1) {
        console.error(startupResumedMessage(Math.round((Date.now() - started) / 1000)));
      }
    },
  };
}
