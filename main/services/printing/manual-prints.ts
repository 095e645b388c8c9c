// Prints a person asks for: an order (or its reprint), the test page, a table's bill, the payment
// receipt and the cash close. Each goes straight to its printers, no ledger or queue: the person sees
// at once whether it printed. A bill or receipt this process already printed there carries «COPIA».
import type { PrinterSlot } from '@shared/constants';
import { MSG } from '@shared/messages';
import { CASH_DRAWER_FAILED, type PrinterSettings, type PrintingService, type PrintResult, type PrintSettings, type TicketCommerce } from '@shared/printing';
import { buildTicket } from './ticket/build-ticket';
import { buildTestPage } from './ticket/test-page';
import { buildBillTicket, buildPaymentReceipt } from './ticket/cashier-tickets';
import { buildCashCloseTicket } from './ticket/cash-close-ticket';
import type { TicketDoc } from './ticket/model';
import { markTicket, TICKET_MARKS } from './ticket/marks';
import { billDocument, PrintedDocuments, receiptDocument, type PrintedDocument } from './repeats';
import { normalizeSettings } from './settings-store';
import { cashDrawerSlots, cashierSlots, configuredSlots, manualRoute } from './slot-policy';
import type { KitchenStation } from '@shared/kitchen/stations';
import { buildJobTicket } from './ticket/job-ticket';
import { DRAWER_KICK } from './encoders/escpos';
import { errorMessage, type PrintContext } from './print-context';

export type ManualPrints = Pick<PrintingService, 'printOrder' | 'printTestPage' | 'printBill' | 'printReceipt' | 'printCashClose' | 'openCashDrawer'>;

interface PrintOptions {
  /** Which document this is, so a second print of it says «COPIA» (repeats.ts). */
  document?: PrintedDocument;
  /** The settings screen's unsaved printer: prints once and leaves the saved printer's status alone. */
  draft?: PrintSettings;
  /** Asked for as a reprint (a closed table's bill or receipt): «COPIA» even the first time. */
  copy?: boolean;
}

/** `stationsNow`: the commerce's kitchen stations as this PC last received them (null = none received yet). */
export function createManualPrints(context: PrintContext, stationsNow: () => KitchenStation[] | null = () => null): ManualPrints {
  const printedDocuments = new PrintedDocuments();
  const { now, log } = context;

  /** Prints on each slot; a bill or receipt this PC already printed there carries «COPIA». */
  async function printOn(slots: PrinterSlot[], commerce: TicketCommerce, makeDoc: (settings: PrinterSettings, commerce: TicketCommerce) => TicketDoc, options: PrintOptions = {}): Promise<PrintResult> {
    const { document } = options;
    const settings = options.draft ?? (await context.settings());
    const recordError = (slot: PrinterSlot, error: string | null) => {
      if (!options.draft) context.lastErrors.set(slot, error);
    };
    const results = await Promise.all(
      slots.map(async (slot) => {
        try {
          const doc = makeDoc(settings[slot], await context.printableCommerce(commerce, settings[slot]));
          const again = options.copy === true || (document !== undefined && printedDocuments.has(document, slot));
          await context.printCopies(() => markTicket(doc, again ? TICKET_MARKS.copy : null), settings[slot], 0);
          if (document) printedDocuments.remember(document, slot);
          recordError(slot, null);
          return true;
        } catch (error) {
          recordError(slot, errorMessage(error));
          log(`print on ${slot} failed: ${errorMessage(error)}`);
          return false;
        }
      }),
    );
    const printed = results.filter(Boolean).length;
    return printed === slots.length ? { ok: true, jobs: printed } : { ok: false, jobs: printed, message: MSG.printFailed };
  }

  /** A cashier ticket on the cashier's printers (slot-policy.ts), or why it cannot print. */
  async function printCashier(slot: PrinterSlot | undefined, commerce: TicketCommerce, makeDoc: (settings: PrinterSettings, commerce: TicketCommerce) => TicketDoc, options: () => PrintOptions = () => ({})): Promise<PrintResult> {
    const slots = cashierSlots(await context.settings(), slot);
    if (typeof slots === 'string') return { ok: false, jobs: 0, message: slots };
    return printOn(slots, commerce, makeDoc, options());
  }

  return {
    async printOrder({ order, commerce, slot, reprint }) {
      const settings = await context.settings();
      if (slot && !settings[slot].printer) return { ok: false, jobs: 0, message: MSG.selectPrinter };
      const slots = slot ? [slot] : configuredSlots(settings);
      if (slots.length === 0) return { ok: false, jobs: 0, message: MSG.printNoPrinter };
      // A station slot prints its part, «COPIA» on a reprint as any ticket (docs/kitchen.md).
      const stations = stationsNow();
      const routes = new Map(slots.map((candidate) => [candidate, manualRoute(settings[candidate], stations, order.productos)] as const));
      const printing = slots.filter((candidate) => routes.get(candidate) !== 'skip');
      if (printing.length === 0) return { ok: true, jobs: 0 };
      return printOn(printing, commerce, (printer, printed) => {
        const route = routes.get(printer.slot);
        if (!route || route === 'skip') return buildTicket(order, printed, printer, { reprint: Boolean(reprint) });
        return markTicket(buildJobTicket({ trigger: 'onOrderReceived', order, route }, printed, printer), reprint ? TICKET_MARKS.copy : null);
      });
    },

    async printTestPage(slot, commerce, draft) {
      // `draft`: the printer as the settings screen has it, not saved yet (chosen and checked with «Comprobar»);
      // normalised as a save would be. The test page is in that printer's layout (kitchen or counter).
      const saved = await context.settings();
      const settings = draft ? { ...saved, [slot]: normalizeSettings({ [slot]: draft })[slot] } : saved;
      if (!settings[slot].printer) return { ok: false, jobs: 0, message: MSG.selectPrinter };
      return printOn([slot], commerce, (printer, printed) => buildTestPage(printed, printer, now()), draft ? { draft: settings } : {});
    },

    async printBill(input) {
      return printCashier(input.slot, input.commerce, (printer, printed) => buildBillTicket({ ...input, commerce: printed }, printer, now()), () => ({ document: billDocument(input), copy: input.reprint }));
    },

    async printReceipt(input) {
      return printCashier(input.slot, input.commerce, (printer, printed) => buildPaymentReceipt({ ...input, commerce: printed }, printer, now()), () => ({ document: receiptDocument(input), copy: input.reprint }));
    },

    async printCashClose(input) {
      return printCashier(input.slot, input.commerce, (printer, printed) => buildCashCloseTicket({ ...input, commerce: printed }, printer, now()));
    },

    async openCashDrawer() {
      // Off by default: no printer with the drawer switched on is no failure, nothing opens.
      const settings = await context.settings();
      const slots = cashDrawerSlots(settings);
      const results = await Promise.all(
        slots.map((slot) =>
          context.sendRaw(DRAWER_KICK, settings[slot]).then(
            () => true,
            (error: unknown) => {
              log(`cash drawer on ${slot} failed: ${errorMessage(error)}`);
              return false;
            },
          ),
        ),
      );
      const opened = results.filter(Boolean).length;
      return opened === slots.length ? { ok: true, jobs: opened } : { ok: false, jobs: opened, message: CASH_DRAWER_FAILED };
    },
  };
}
