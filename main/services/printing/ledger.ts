// Persistent job ledger behind exactly-once auto-print. Append-only JSON lines under the data
// folder, fsynced on every record, compacted when opened. A job is keyed by (order, trigger, slot):
// once a key is in the ledger no replay (reconnect refetch, duplicate event, second window,
// restart) creates another job for it.
//
// Crash windows: 'accept' is durable before the job is queued, so an accepted job is never lost.
// 'done' is written right after the transport confirms (TCP socket closed cleanly, lp/spooler
// exited 0). If the process dies after the printer got the bytes but before 'done' is on disk, the
// job is printed again after restart: at-least-once at the transport boundary cannot be avoided
// (the printer does not acknowledge tickets), so we keep that window as small as one fsync and
// record every finished copy ('copy') so a restart never repeats copies already confirmed. Before a copy's
// bytes leave, 'sent' records how many copies have started sending: a copy sent again after that (a crash
// inside the send window, a cut connection) may be a second paper, and prints marked «REIMPRESIÓN»
// (docs/printing.md, "Repeats are marked").
import { mkdir, open, readFile, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { PrinterSlot } from '@shared/constants';
import type { PrintTrigger, TicketCommerce } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import type { OrderEditChanges } from '@shared/orders/edit-changes';
import type { StationRoute } from './slot-policy';

export interface LedgerJob {
  key: string;
  orderId: string;
  trigger: PrintTrigger;
  slot: PrinterSlot;
  acceptedAt: string;
  order: OrderDetail;
  commerce: TicketCommerce;
  /** The station's part of the order this slot prints (docs/kitchen.md); absent = the whole order. */
  route?: StationRoute | null;
  /** The brand's name, printed on a station's tickets when this PC follows several locations (docs/printing.md). */
  brand?: string;
  /** onOrderEdited: what the edit added and removed (already this slot's part of it). */
  change?: OrderEditChanges;
  copiesDone: number;
  /** Copies whose sending started (0 until the first byte may have left); absent in older ledgers. */
  copiesSent?: number;
  /** The backup slot the sending started on (docs/kitchen.md «Respaldo»): the job stays there, never on both. */
  via?: PrinterSlot;
}

type LedgerRecord =
  | ({ t: 'accept' } & LedgerJob)
  | { t: 'copy'; key: string; copiesDone: number; at: string }
  | { t: 'sent'; key: string; copiesSent: number; at: string; via?: PrinterSlot }
  | { t: 'done'; key: string; at: string }
  | { t: 'drop'; key: string; at: string };

interface Entry {
  job: LedgerJob | null;
  doneAt: string | null;
  /** Finished without printing: the order was cancelled before its sending started (docs/kitchen.md). */
  dropped?: boolean;
}

/**
 * `trigger` is the trigger's key: the trigger itself, or `onOrderEdited:<version>` (each edit of an order is
 * its own ticket).
 */
export function jobKey(orderId: string, trigger: PrintTrigger | `onOrderEdited:${number}`, slot: PrinterSlot, commerceId?: string): string {
  const key = `${orderId}|${trigger}|${slot}`;
  // Per location (docs/printing.md «Varias sucursales»): two brands followed by one PC never share a key.
  return commerceId ? `${commerceId}/${key}` : key;
}

/** The same job as a ledger written before keys named their location keyed it (kept 30 days like any key). */
function unscopedKey(key: string): string | null {
  const slash = key.indexOf('/');
  return slash < 0 ? null : key.slice(slash + 1);
}

export interface LedgerOptions {
  now?: () => Date;
  /** How long finished keys are remembered to refuse replays (default 30 days). */
  retentionMs?: number;
}

const DEFAULT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Ledgers open in this process. Two services on one ledger would each keep their own view and could
 * both print a job, so a second open of the same file is refused until the first is closed.
 */
const openLedgers = new Set<string>();

function parseRecord(line: string): LedgerRecord | null {
  try {
    const value = JSON.parse(line) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const record = value as { t?: unknown; key?: unknown };
    if (typeof record.key !== 'string') return null;
    if (record.t === 'accept' || record.t === 'copy' || record.t === 'sent' || record.t === 'done' || record.t === 'drop') return value as LedgerRecord;
    return null;
  } catch {
    // A torn last line from a crash mid-write: the record was never acknowledged, skip it.
    return null;
  }
}

export class JobLedger {
  private readonly entries = new Map<string, Entry>();
  private handle: FileHandle | null = null;
  /** The last write: records reach the file one after another, in call order. */
  private writes: Promise<void> = Promise.resolve();
  /** The last accept's durability, settled either way: accepts resolve in call order (queue order). */
  private acceptSynced: Promise<void> = Promise.resolve();
  /** Records written and not yet synced (close waits for them). */
  private readonly syncing = new Set<Promise<void>>();

  private constructor(
    private readonly filePath: string,
    private readonly now: () => Date,
  ) {}

  static async open(filePath: string, options: LedgerOptions = {}): Promise<JobLedger> {
    const resolved = path.resolve(filePath);
    if (openLedgers.has(resolved)) throw new Error(`El registro de impresión ya está en uso: ${resolved}`);
    openLedgers.add(resolved);
    try {
      return await JobLedger.load(resolved, options);
    } catch (error) {
      openLedgers.delete(resolved);
      throw error;
    }
  }

  private static async load(filePath: string, options: LedgerOptions): Promise<JobLedger> {
    const ledger = new JobLedger(filePath, options.now ?? (() => new Date()));
    await mkdir(path.dirname(filePath), { recursive: true });
    let content: string;
    try {
      content = await readFile(filePath, 'utf8');
    } catch {
      content = '';
    }
    for (const line of content.split('\n')) {
      if (line.trim()) ledger.apply(parseRecord(line));
    }
    await ledger.compact(options.retentionMs ?? DEFAULT_RETENTION_MS);
    ledger.handle = await open(filePath, 'a');
    return ledger;
  }

  private apply(record: LedgerRecord | null): void {
    if (!record) return;
    const entry = this.entries.get(record.key);
    if (record.t === 'accept') {
      const { t: _t, ...job } = record;
      if (!entry) this.entries.set(record.key, { job: { ...job, copiesDone: job.copiesDone ?? 0 }, doneAt: null });
    } else if (record.t === 'copy') {
      if (entry?.job) entry.job.copiesDone = Math.max(entry.job.copiesDone, record.copiesDone);
    } else if (record.t === 'sent') {
      if (entry?.job) {
        entry.job.copiesSent = record.copiesSent;
        if (record.via) entry.job.via = record.via;
      }
    } else if (entry) {
      entry.doneAt = record.at;
      entry.job = null;
      if (record.t === 'drop') entry.dropped = true;
    } else {
      this.entries.set(record.key, { job: null, doneAt: record.at, ...(record.t === 'drop' ? { dropped: true } : {}) });
    }
  }

  /** Rewrites the file with pending jobs and recent finished keys only (atomic rename). */
  private async compact(retentionMs: number): Promise<void> {
    const cutoff = this.now().getTime() - retentionMs;
    const lines: string[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.job) lines.push(JSON.stringify({ t: 'accept', ...entry.job }));
      else if (entry.doneAt && new Date(entry.doneAt).getTime() >= cutoff) lines.push(JSON.stringify({ t: entry.dropped ? 'drop' : 'done', key, at: entry.doneAt }));
      else this.entries.delete(key);
    }
    const temporary = `${this.filePath}.compact.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.write(lines.length > 0 ? `${lines.join('\n')}\n` : '');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.filePath);
  }

  /**
   * Resolves once the record is on disk: a datasync started after its write. Writes stay in order, but a
   * record's sync does not wait for the previous one's (the 'done' of the ticket just printed), only for its
   * write, so the two syncs overlap (docs/printing.md, "Where the desktop path's time goes"). An accept
   * still resolves after the previous accept, so jobs enter their queues in the order they were accepted.
   */
  private append(record: LedgerRecord, until: 'written' | 'durable' = 'durable'): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    const written = this.writes.then(async () => {
      if (!this.handle) throw new Error('El registro de impresión está cerrado');
      await this.handle.write(line);
      return this.handle;
    });
    this.writes = written.then(
      () => undefined,
      () => undefined,
    );
    const previous = record.t === 'accept' ? this.acceptSynced : null;
    const durable = written.then(async (handle) => {
      await handle.datasync();
      await previous;
    });
    const settled = durable.catch(() => undefined);
    if (record.t === 'accept') this.acceptSynced = settled;
    this.syncing.add(settled);
    void settled.then(() => this.syncing.delete(settled));
    return until === 'written' ? written.then(() => undefined) : durable;
  }

  has(key: string): boolean {
    return this.entryOf(key) !== undefined;
  }

  /** The entry of a key, or of the same job under its key without location (ledgers of an earlier version). */
  private entryOf(key: string): Entry | undefined {
    const unscoped = unscopedKey(key);
    return this.entries.get(key) ?? (unscoped === null ? undefined : this.entries.get(unscoped));
  }

  /**
   * Reserves the key synchronously (so concurrent duplicates in this process are refused at once)
   * and returns whether it was new plus the promise of its durable record.
   */
  accept(job: Omit<LedgerJob, 'copiesDone' | 'acceptedAt'>): { accepted: boolean; durable: Promise<void> } {
    if (this.has(job.key)) return { accepted: false, durable: Promise.resolve() };
    const full: LedgerJob = { ...job, acceptedAt: this.now().toISOString(), copiesDone: 0 };
    this.entries.set(job.key, { job: full, doneAt: null });
    return { accepted: true, durable: this.append({ t: 'accept', ...full }) };
  }

  markCopy(key: string, copiesDone: number): Promise<void> {
    const entry = this.entries.get(key);
    if (entry?.job) entry.job.copiesDone = copiesDone;
    return this.append({ t: 'copy', key, copiesDone, at: this.now().toISOString() });
  }

  /**
   * Whether copy `copy` (0-based) of the job was already being sent once: its paper may be out, so this send
   * is a repeat. Asked before `markSending`.
   */
  isRepeat(key: string, copy: number): boolean {
    return copy < (this.entries.get(key)?.job?.copiesSent ?? 0);
  }

  /**
   * Records that copy `copy` starts sending; resolves once the record is written (in the OS, so a killed
   * process keeps it), not synced, so a ticket does not wait for a disk flush before its bytes go out.
   */
  markSending(key: string, copy: number, via?: PrinterSlot): Promise<void> {
    return this.setCopiesSent(key, Math.max(this.entries.get(key)?.job?.copiesSent ?? 0, copy + 1), via);
  }

  /** The send failed before any byte left (printer refused or not found): this copy is not out after all. */
  markNotSent(key: string, copy: number, copiesSentBefore: number): Promise<void> {
    return this.setCopiesSent(key, Math.min(copiesSentBefore, copy + 1));
  }

  private setCopiesSent(key: string, copiesSent: number, via?: PrinterSlot): Promise<void> {
    const entry = this.entries.get(key);
    if (entry?.job) {
      entry.job.copiesSent = copiesSent;
      if (via) entry.job.via = via;
    }
    return this.append({ t: 'sent', key, copiesSent, at: this.now().toISOString(), ...(via ? { via } : {}) }, 'written');
  }

  /** The backup slot a job's sending started on, if it did (then it stays there). */
  via(key: string): PrinterSlot | undefined {
    return this.entries.get(key)?.job?.via;
  }

  /**
   * A station slot that had nothing of the order to make saw it all the same (docs/kitchen.md): a finished key
   * without a job, so a later edit that adds its lines reaches it and a replay of the trigger makes nothing.
   */
  markSeen(key: string): Promise<void> {
    return this.entries.has(key) ? Promise.resolve() : this.markDone(key);
  }

  /**
   * The order was cancelled: a job whose sending never started is finished without printing (docs/kitchen.md
   * «Tickets de cambio»), so neither its queue nor a restart prints it. False (nothing changes) when a byte may
   * have left or the job is not pending. Checked and set synchronously, like `markSending`, so a queue about
   * to send and a cancellation cannot both win.
   */
  dropUnsent(key: string): { dropped: boolean; durable: Promise<void> } {
    const entry = this.entries.get(key);
    if (!entry?.job || (entry.job.copiesSent ?? 0) > 0 || entry.job.copiesDone > 0) return { dropped: false, durable: Promise.resolve() };
    const at = this.now().toISOString();
    entry.job = null;
    entry.doneAt = at;
    entry.dropped = true;
    return { dropped: true, durable: this.append({ t: 'drop', key, at }) };
  }

  /** Whether the job was dropped by a cancellation before it printed. */
  wasDropped(key: string): boolean {
    return this.entryOf(key)?.dropped === true;
  }

  /** Whether the job is accepted and not yet finished (printed or dropped). */
  isPending(key: string): boolean {
    return this.entries.get(key)?.job != null;
  }

  /** Copies of the job whose sending started. */
  copiesSent(key: string): number {
    return this.entries.get(key)?.job?.copiesSent ?? 0;
  }

  markDone(key: string): Promise<void> {
    const at = this.now().toISOString();
    const entry = this.entries.get(key);
    if (entry) {
      entry.job = null;
      entry.doneAt = at;
    } else this.entries.set(key, { job: null, doneAt: at });
    return this.append({ t: 'done', key, at });
  }

  isDone(key: string): boolean {
    return this.entries.get(key)?.doneAt != null;
  }

  /** Jobs accepted and not yet confirmed, oldest first. */
  pending(): LedgerJob[] {
    const jobs: LedgerJob[] = [];
    for (const entry of this.entries.values()) if (entry.job) jobs.push(entry.job);
    return jobs;
  }

  async close(): Promise<void> {
    await this.writes;
    await Promise.all([...this.syncing]);
    const handle = this.handle;
    this.handle = null;
    try {
      await handle?.close();
    } finally {
      if (handle) openLedgers.delete(this.filePath);
    }
  }
}
