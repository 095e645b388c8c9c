// What every print of this process shares, manual or automatic: the saved settings (read once, then
// cached), one lock per physical printer so two slots or a manual print never interleave bytes on it,
// the commerce's logo as printed, and each printer's last error for its status.
import type { PrinterSlot } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { PrinterSettings, PrintSettings, TicketCommerce } from '@shared/printing';
import { connectionKey, deliverRaw, deliverTicket, type CopyHooks, type DeliverDeps } from './deliver';
import { KeyedLock } from './queue';
import { normalizeSettings, type SettingsStore } from './settings-store';
import type { LogoResolver } from './logos';
import type { TicketDoc } from './ticket/model';

export interface PrintContext {
  readonly now: () => Date;
  readonly log: (message: string) => void;
  /** The saved settings, normalised. */
  settings(): Promise<PrintSettings>;
  /** Normalises and saves `next`; answers the settings it replaced and the saved ones. */
  save(next: PrintSettings): Promise<{ before: PrintSettings; saved: PrintSettings }>;
  /** The commerce as printed: the logo as inline data when this printer shows it. */
  printableCommerce(commerce: TicketCommerce, settings: PrinterSettings): Promise<TicketCommerce>;
  /**
   * Every copy of a ticket on one printer, holding that printer's lock between copies. `docFor` gives the
   * document of each copy (auto-print marks a repeated one); the hooks frame each send.
   */
  printCopies(docFor: (copy: number) => Promise<TicketDoc> | TicketDoc, settings: PrinterSettings, firstCopy: number, hooks?: CopyHooks): Promise<void>;
  /** Raw bytes that are no ticket (the drawer's pulse) to one printer, under its lock. */
  sendRaw(bytes: Buffer, settings: PrinterSettings): Promise<void>;
  /** The last print error per printer (null once it printed again): `getStatus`'s `lastError`. */
  readonly lastErrors: Map<PrinterSlot, string | null>;
}

export interface PrintContextDeps {
  settingsStore: SettingsStore;
  deliver: DeliverDeps;
  resolveLogo: LogoResolver;
  now: () => Date;
  log: (message: string) => void;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createPrintContext(deps: PrintContextDeps): PrintContext {
  const deviceLock = new KeyedLock();
  let cached: PrintSettings | null = null;

  async function settings(): Promise<PrintSettings> {
    cached ??= normalizeSettings(await deps.settingsStore.get());
    return cached;
  }

  return {
    now: deps.now,
    log: deps.log,
    settings,
    async save(next) {
      const saved = normalizeSettings(next);
      const before = await settings();
      await deps.settingsStore.set(saved);
      cached = saved;
      return { before, saved };
    },
    async printableCommerce(commerce, printer) {
      if (!printer.showLogo || !commerce.logotipo) return commerce;
      return { ...commerce, logotipo: await deps.resolveLogo(commerce.logotipo) };
    },
    async printCopies(docFor, printer, firstCopy, hooks = {}) {
      const connection = printer.printer;
      if (!connection) throw new Error(MSG.printNoPrinter);
      await deviceLock.run(connectionKey(connection), async () => {
        for (let copy = firstCopy; copy < printer.copies; copy += 1) {
          if (copy > 0 && printer.delayBetweenCopiesMs > 0) await new Promise((resolve) => setTimeout(resolve, printer.delayBetweenCopiesMs));
          const doc = await docFor(copy);
          try {
            await deliverTicket(doc, printer, deps.deliver);
          } catch (error) {
            await hooks.failed?.(copy, error);
            throw error;
          }
          await hooks.afterCopy?.(copy + 1);
        }
      });
    },
    async sendRaw(bytes, printer) {
      const connection = printer.printer;
      if (!connection) throw new Error(MSG.printNoPrinter);
      await deviceLock.run(connectionKey(connection), () => deliverRaw(bytes, printer, deps.deliver));
    },
    lastErrors: new Map(),
  };
}
