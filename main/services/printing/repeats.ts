// What makes a print a repeat (docs/printing.md, "Repeats are marked"): auto-print's copies through the ledger
// (a copy whose sending had started before), whether a failed send left any byte on the way to the printer,
// and whether a cashier's bill or receipt was already printed once on this PC.
import type { PrinterSlot } from '@shared/constants';
import type { BillTicketInput, PaymentReceiptInput, PrinterSettings } from '@shared/printing';
import type { CopyHooks } from './deliver';
import type { JobLedger, LedgerJob } from './ledger';
import type { TicketDoc } from './ticket/model';
import { markTicket, TICKET_MARKS } from './ticket/marks';

/** The job was dropped by a cancellation before its sending started: nothing of it goes out. */
class JobDropped extends Error {}

export type PrintCopies = (docFor: (copy: number) => Promise<TicketDoc>, settings: PrinterSettings, firstCopy: number, hooks: CopyHooks) => Promise<void>;

/**
 * One auto-print job's copies through the ledger: each copy's start is recorded before its bytes leave, a copy
 * that had started before prints marked «REIMPRESIÓN», a send that failed before any byte left is taken back,
 * each confirmed copy and the end are recorded. Ledger writes never fail the job (the paper may be out and a
 * retry would print it again): `writeFailed` logs them; a failed write only widens the crash window.
 */
export async function printLedgerJob(
  job: LedgerJob,
  doc: TicketDoc,
  settings: PrinterSettings,
  ledger: JobLedger | null,
  printCopies: PrintCopies,
  writeFailed: (error: unknown) => void,
  /** The backup slot printing it instead of the job's own (recorded with each send: the job stays there). */
  via?: PrinterSlot,
): Promise<'printed' | 'dropped'> {
  const remember = (write: Promise<void> | undefined) => write?.catch(writeFailed);
  let sentBefore = 0;
  // Dropped while waiting in the queue (docs/kitchen.md «Tickets de cambio»): finished, nothing to print.
  if (ledger?.wasDropped(job.key)) return 'dropped';
  try {
    await printCopies(
      async (copy) => {
        // Checked right before the send is recorded, with no await between: a cancellation either dropped the
        // job before this point or finds its sending started.
        if (ledger?.wasDropped(job.key)) throw new JobDropped(job.key);
        const repeat = ledger?.isRepeat(job.key, copy) ?? false;
        sentBefore = ledger?.copiesSent(job.key) ?? 0;
        await remember(ledger?.markSending(job.key, copy, via));
        return markTicket(doc, repeat ? TICKET_MARKS.repeat : null);
      },
      settings,
      job.copiesDone,
      {
        // Each confirmed copy is durable, so a restart never repeats it.
        afterCopy: async (done) => {
          if (done < settings.copies) await remember(ledger?.markCopy(job.key, done));
        },
        failed: async (copy, error) => {
          if (nothingReachedPrinter(error)) await remember(ledger?.markNotSent(job.key, copy, sentBefore));
        },
      },
    );
  } catch (error) {
    if (error instanceof JobDropped) return 'dropped';
    throw error;
  }
  await remember(ledger?.markDone(job.key));
  return 'printed';
}

/**
 * Errors raised before a connection or a device was open: nothing reached the printer, so sending again
 * is a first paper, not a repeat. Anything else (reset, broken pipe, timeout, an interrupted spooler) may
 * have printed part of the ticket.
 */
const NOTHING_SENT_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EADDRNOTAVAIL', 'ENOENT', 'EACCES']);

export function nothingReachedPrinter(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string') return NOTHING_SENT_CODES.has(code);
  // Errors passed along as text keep Node's wording: "connect ECONNREFUSED 10.0.0.5:9100".
  const message = error instanceof Error ? error.message : '';
  return [...NOTHING_SENT_CODES].some((name) => new RegExp(`(^|\\s)${name}(\\s|$)`).test(message));
}

/** How many printed bills and receipts this PC remembers (a day of tables, and then some). */
const REMEMBERED = 500;

/**
 * Bills and receipts printed by this process: the same table's same bill (or the same payment's receipt)
 * printed again is a «COPIA». Kept in memory: after a restart the first print of a bill is unmarked again.
 */
export class PrintedDocuments {
  private readonly printed = new Set<string>();

  /** True when this document was printed on `slot` before. */
  has(document: PrintedDocument, slot: PrinterSlot): boolean {
    return this.printed.has(`${document.kind}|${slot}|${document.identity}`);
  }

  /** Remembers a document printed on `slot` (after the printer took it). */
  remember(document: PrintedDocument, slot: PrinterSlot): void {
    const key = `${document.kind}|${slot}|${document.identity}`;
    this.printed.delete(key);
    this.printed.add(key);
    while (this.printed.size > REMEMBERED) {
      const oldest = this.printed.values().next().value;
      if (oldest === undefined) break;
      this.printed.delete(oldest);
    }
  }
}

export interface PrintedDocument {
  kind: 'bill' | 'receipt';
  identity: string;
}

/** A bill is the same bill while the table and its orders (and their totals) are the same. */
export function billDocument(input: Pick<BillTicketInput, 'table' | 'orders'>): PrintedDocument {
  return { kind: 'bill', identity: JSON.stringify([input.table, input.orders.map((order) => `${order.pedido.id}:${order.pedido.total}`).sort()]) };
}

/** A receipt is the same receipt for the same table, orders and payment. */
export function receiptDocument(input: Pick<PaymentReceiptInput, 'table' | 'orders' | 'payment'>): PrintedDocument {
  return { kind: 'receipt', identity: JSON.stringify([input.table, input.orders.map((order) => `${order.folio}:${order.total}`).sort(), input.payment]) };
}
