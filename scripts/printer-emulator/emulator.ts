// A network thermal printer for tests and demos: listens on TCP (port 9100 or any), stores every
// job (one per connection) as raw .bin and decoded .txt, and can be switched off and on.
import net from 'node:net';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeEscPos, type DecodedTicket } from '../../testkit/escpos-decoder';

export interface EmulatorJob {
  id: number;
  receivedAt: Date;
  bytes: Buffer;
  decoded: DecodedTicket;
  text: string;
  binPath: string | null;
  txtPath: string | null;
}

export interface PrinterEmulator {
  port: number;
  host: string;
  jobs(): EmulatorJob[];
  /** Resolves with the jobs once at least `count` arrived; rejects after `timeoutMs`. */
  waitForJobs(count: number, timeoutMs?: number): Promise<EmulatorJob[]>;
  /** Off: refuses new connections (clients get ECONNREFUSED), like a printer switched off; a job in progress completes. */
  setOnline(online: boolean): Promise<void>;
  readonly online: boolean;
  /**
   * Holding: the job is recorded once the client finished sending, but the connection stays open until the
   * client goes, like a printer that never closes its side (the TCP transport then waits PEER_CLOSE_GRACE_MS
   * before it counts the ticket delivered). Not holding (the default): the printer closes its side at once.
   */
  setHolding(holding: boolean): void;
  close(): Promise<void>;
}

export interface EmulatorOptions {
  port?: number;
  host?: string;
  outDir?: string;
  onJob?: (job: EmulatorJob) => void;
}

async function highestJobNumber(dir: string): Promise<number> {
  let highest = 0;
  for (const name of await readdir(dir)) {
    const match = /^job-(\d+)\.(?:bin|txt)$/.exec(name);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest;
}

export async function startPrinterEmulator(options: EmulatorOptions = {}): Promise<PrinterEmulator> {
  const host = options.host ?? '127.0.0.1';
  const jobs: EmulatorJob[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<net.Socket>();
  const saving = new Set<Promise<void>>();
  let online = true;
  let holding = false;
  if (options.outDir) await mkdir(options.outDir, { recursive: true });
  // An earlier run's jobs in the same folder stay: numbering goes on after the highest one found.
  let nextId = options.outDir ? (await highestJobNumber(options.outDir)) + 1 : 1;

  const record = (bytes: Buffer) => {
    const id = nextId;
    nextId += 1;
    const decoded = decodeEscPos(bytes);
    const base = options.outDir ? path.join(options.outDir, `job-${String(id).padStart(5, '0')}`) : null;
    const job: EmulatorJob = { id, receivedAt: new Date(), bytes, decoded, text: decoded.text, binPath: base ? `${base}.bin` : null, txtPath: base ? `${base}.txt` : null };
    jobs.push(job);
    if (base) {
      const write = Promise.all([writeFile(`${base}.bin`, bytes), writeFile(`${base}.txt`, `${decoded.text}\n`)]).then(() => undefined);
      saving.add(write);
      void write.finally(() => saving.delete(write));
    }
    options.onJob?.(job);
    for (const wake of [...waiters]) wake();
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    // The job is what the client sent before finishing its side; a probe (connect, no data) is no job.
    let recorded = false;
    const finish = () => {
      if (recorded) return;
      recorded = true;
      const bytes = Buffer.concat(chunks);
      if (bytes.length > 0) record(bytes);
    };
    socket.on('end', () => {
      finish();
      if (!holding) socket.end();
    });
    // A client that drops the connection without finishing still printed what it sent, as paper would.
    socket.on('close', () => {
      sockets.delete(socket);
      finish();
    });
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  /**
   * Stops accepting connections. A job already being received is finished first (its client sees a
   * clean close), so switching the printer off never leaves a ticket half-recorded; connections
   * still open after `graceMs` are dropped.
   */
  const stopListening = (graceMs: number) =>
    new Promise<void>((resolve) => {
      if (!server.listening) {
        for (const socket of sockets) socket.destroy();
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, graceMs);
      server.close(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  const port = await listen(options.port ?? 9100);

  return {
    port,
    host,
    jobs: () => [...jobs],
    get online() {
      return online;
    },
    waitForJobs(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (jobs.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve([...jobs]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Se esperaban ${count} trabajos y llegaron ${jobs.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    setHolding(next) {
      holding = next;
    },
    async setOnline(next) {
      if (next === online) return;
      online = next;
      if (next) await listen(port);
      else await stopListening(2_000);
    },
    async close() {
      online = false;
      await stopListening(0);
      await Promise.all([...saving]);
    },
  };
}
