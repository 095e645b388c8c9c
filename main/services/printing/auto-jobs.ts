// The automatic print jobs of this PC: the shared job ledger (exactly once per order, trigger and
// printer), opened only by the process that holds the printer-owner lock, and the recent jobs the
// settings screen lists. See docs/printing.md ("One printer owner per PC").
import path from 'node:path';
import type { PrinterSlot } from '@shared/constants';
import type { PrintJobSummary } from '@shared/printing';
import { JobLedger, type LedgerJob } from './ledger';
import { OwnerLock } from '../auto-print/owner-lock';

const RECENT_LIMIT = 50;

/** The reason a cashier can act on, instead of a socket error code. */
export function failureReason(error: string): string {
  if (/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|ECONNRESET|EPIPE|timed? ?out|tiempo/i.test(error)) return 'La impresora no responde: revisa que esté encendida y conectada';
  if (/ENOENT|EACCES|not found|no existe/i.test(error)) return 'No se encontró la impresora en esta computadora';
  return /[áéíóúñ¿¡]|^[A-ZÁÉÍÓÚ][a-záéíóúñ]+ [a-záéíóúñ]/.test(error) ? error : 'No se pudo imprimir el ticket';
}

export class AutoJobs {
  private ledger: JobLedger | null = null;
  private opening: Promise<JobLedger | null> | null = null;
  private releasing: Promise<void> | null = null;
  private readonly lock: OwnerLock;
  private readonly recent = new Map<string, PrintJobSummary>();

  constructor(
    private readonly sharedDir: string,
    private readonly now: () => Date,
    private readonly enqueue: (job: LedgerJob) => void,
  ) {
    this.lock = new OwnerLock(path.join(sharedDir, 'auto-print.lock'));
  }

  get owned(): JobLedger | null {
    return this.ledger;
  }

  /** Takes the printers of this PC when nobody else holds them; the ledger's pending jobs print now. */
  own(): Promise<JobLedger | null> {
    if (this.ledger) return Promise.resolve(this.ledger);
    if (this.opening) return this.opening;
    // A hand-back still closing the ledger must finish first: opening the same file meanwhile would
    // find it in use (concurrent autoPrint calls right after start-up hit exactly that).
    const releasing = this.releasing;
    const opening = (releasing ? releasing.then(() => this.ledger ?? this.open()) : this.open()).finally(() => {
      if (this.opening === opening) this.opening = null;
    });
    this.opening = opening;
    return this.opening;
  }

  private async open(): Promise<JobLedger | null> {
    if (!this.lock.tryAcquire()) return null;
    try {
      const ledger = await JobLedger.open(path.join(this.sharedDir, 'print-jobs.jsonl'), { now: this.now });
      this.ledger = ledger;
      // Jobs accepted before a restart (here or by the previous owner) print now, in order.
      for (const job of ledger.pending()) {
        this.track(job, 'waiting', null);
        this.enqueue(job);
      }
      return ledger;
    } catch (error) {
      this.lock.release();
      throw error;
    }
  }

  /** Hands the printers back (after the queues are empty) so another process of this PC can own them. */
  async release(): Promise<void> {
    // An open in flight finishes first, so the lock it takes is released too.
    if (this.opening) await this.opening.catch(() => null);
    const ledger = this.ledger;
    this.ledger = null;
    const closing = (async () => {
      await ledger?.close();
      this.lock.release();
    })();
    this.releasing = closing;
    try {
      await closing;
    } finally {
      if (this.releasing === closing) this.releasing = null;
    }
  }

  track(job: Pick<LedgerJob, 'key' | 'orderId' | 'trigger' | 'slot' | 'acceptedAt' | 'order'>, state: PrintJobSummary['state'], error: string | null): void {
    const previous = this.recent.get(job.key);
    this.recent.delete(job.key);
    this.recent.set(job.key, {
      key: job.key,
      orderId: job.orderId,
      folio: job.order.pedido.folio,
      trigger: job.trigger,
      slot: job.slot,
      state,
      error: error === null ? null : failureReason(error),
      acceptedAt: previous?.acceptedAt ?? job.acceptedAt,
      updatedAt: this.now().toISOString(),
    });
    while (this.recent.size > RECENT_LIMIT) {
      const oldest = this.recent.keys().next().value;
      if (oldest === undefined) break;
      this.recent.delete(oldest);
    }
  }

  recentJobs(): PrintJobSummary[] {
    return [...this.recent.values()].reverse();
  }

  pendingFor(slot: PrinterSlot): number {
    return this.ledger?.pending().filter((job) => job.slot === slot).length ?? 0;
  }
}
