// A start that does not end says so. PGlite answers on the server's own thread: a database folder damaged
// by two servers at once (docs/data-safety.md) made the next start spin at 100 % CPU forever, printing
// nothing, because a lock wait inside PGlite never returns to the event loop. No timer on that thread can
// fire then, so the warning comes from a worker thread that writes straight to file descriptor 2. It only
// warns: a slow but healthy start (a long migration on a big database) goes on, and says when it did.
import { Worker } from 'node:worker_threads';

/** How long a start may take before the server warns (a demo seed takes a few seconds). */
export const STARTUP_WARNING_MS = 60_000;

export interface StartupWatchdog {
  /**
   * The start finished or failed: no warning any more. If one was printed and the start went on, say so; a
   * failed start says nothing here (its error follows).
   */
  stop(outcome?: { failed: boolean }): void;
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

/**
 * When the warning comes and the disk of `dir` has less than `lowBytes` free, `message` is printed instead
 * (`{free}`: the free megabytes): a start stuck on a full disk is not a damaged folder.
 */
export interface StartupDiskCheck {
  dir: string;
  lowBytes: number;
  message: string;
}

/** The stalled start's text when the disk is full. */
export function startupDiskFullMessage(dataDir: string, seconds: number): string {
  return (
    `El servidor lleva ${seconds} s abriendo la base de datos en ${dataDir} sin terminar: no hay espacio en disco ` +
    '(quedan {free} MB libres). Detenlo con Ctrl+C, libera espacio en ese disco y vuelve a iniciarlo.'
  );
}

export function startupResumedMessage(seconds: number): string {
  return `La base de datos respondió tras ${seconds} s; el servidor continúa.`;
}

// The worker and the main thread agree through one shared word, so the warning and the line saying the
// start went on come out whole and in order whatever the timing: the worker claims the word before it
// writes (IDLE → WARNING) and marks it when done (→ WARNED); stop() claims it first (IDLE → STOPPED) or,
// if the warning is under way, waits for it to be written before saying the start went on. (A flag set
// only after the write let a stop() that came between the two miss a warning already printed.)
const IDLE = 0;
const WARNING = 1;
const WARNED = 2;
const STOPPED = 3;
/** How long stop() waits for a warning already being written (a single write to fd 2). */
const WARNING_WRITE_WAIT_MS = 1000;

// Plain JavaScript evaluated in the worker (no TypeScript loader there).
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
setTimeout(() => {
  const state = new Int32Array(workerData.state);
  if (Atomics.compareExchange(state, 0, ${IDLE}, ${WARNING}) !== ${IDLE}) return;
  let message = workerData.message;
  if (workerData.disk) {
    try {
      const stats = require('node:fs').statfsSync(workerData.disk.dir);
      const free = stats.bavail * stats.bsize;
      if (free < workerData.disk.lowBytes) message = workerData.disk.message.replace('{free}', String(Math.floor(free / 1048576)));
    } catch {}
  }
  try {
    writeSync(2, message + '\\n');
  } finally {
    Atomics.store(state, 0, ${WARNED});
    Atomics.notify(state, 0);
  }
}, workerData.afterMs);
`;

/** Starts the watchdog; `stop()` it once the database is ready or the start has failed. */
export function watchStartup(options: { afterMs?: number; message: (seconds: number) => string; disk?: StartupDiskCheck }): StartupWatchdog {
  const afterMs = options.afterMs ?? STARTUP_WARNING_MS;
  const started = Date.now();
  const state = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { afterMs, state: state.buffer, message: options.message(Math.ceil(afterMs / 1000)), disk: options.disk ?? null } });
  // Never what keeps the process alive, and never a crash of its own.
  worker.unref();
  worker.on('error', () => undefined);
  let stopped = false;
  return {
    stop(outcome = { failed: false }) {
      if (stopped) return;
      stopped = true;
      const before = Atomics.compareExchange(state, 0, IDLE, STOPPED);
      if (before === WARNING) Atomics.wait(state, 0, WARNING, WARNING_WRITE_WAIT_MS);
      void worker.terminate();
      if (before !== IDLE && !outcome.failed) console.error(startupResumedMessage(Math.round((Date.now() - started) / 1000)));
    },
  };
}
