// Printer status per slot and the docs/domain.md (Textos exactos) status warnings 9-11 that come from printing.
import { PRINTER_SLOTS, type PrinterSlot } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { DiscoveredPrinter, PrinterSettings, PrinterStatus, PrintSettings } from '@shared/printing';
import { probeTcp } from './discovery/probe';
import { access } from 'node:fs/promises';

export type PrintingWarning = 'mainPrinterNotFound' | 'noMainPrinter' | 'noPrintersDetected';

/** Warning numbers of docs/domain.md (Textos exactos) for each printing warning. */
export const PRINTING_WARNING_PRIORITY: Record<PrintingWarning, number> = {
  mainPrinterNotFound: 9,
  noMainPrinter: 10,
  noPrintersDetected: 11,
};

/**
 * Printing warnings that apply, most important first (docs/domain.md (Textos exactos) numbers 9, 10, 11): the main
 * printer is configured but not found; no main printer is chosen; the machine reports no printer.
 * The status bar shows only the first.
 */
export function printingWarnings(statuses: PrinterStatus[], discovered: DiscoveredPrinter[]): PrintingWarning[] {
  const warnings: PrintingWarning[] = [];
  const main = statuses.find((status) => status.slot === 'Printer1');
  if (main?.configured && !main.found) warnings.push('mainPrinterNotFound');
  if (!main?.configured) warnings.push('noMainPrinter');
  if (discovered.length === 0) warnings.push('noPrintersDetected');
  return warnings;
}

export function printingWarning(statuses: PrinterStatus[], discovered: DiscoveredPrinter[]): PrintingWarning | null {
  return printingWarnings(statuses, discovered)[0] ?? null;
}

export interface SlotStatusInput {
  settings: PrinterSettings;
  discovered: DiscoveredPrinter[] | null;
  pendingJobs: number;
  lastError: string | null;
  probeTimeoutMs: number;
}

export async function slotStatus(input: SlotStatusInput): Promise<PrinterStatus> {
  const { settings } = input;
  const connection = settings.printer;
  const base = { slot: settings.slot, pendingJobs: input.pendingJobs, lastError: input.lastError };
  if (!connection) return { ...base, configured: false, found: false, online: false };
  if (connection.kind === 'network') {
    const online = await probeTcp(connection.host, connection.port, input.probeTimeoutMs);
    return { ...base, configured: true, found: online, online };
  }
  if (connection.kind === 'usb') {
    const found = await access(connection.devicePath).then(
      () => true,
      () => false,
    );
    return { ...base, configured: true, found, online: found };
  }
  const match = input.discovered?.find((printer) => printer.connection.kind === 'system' && printer.connection.name === connection.name);
  return { ...base, configured: true, found: Boolean(match), online: match?.online ?? false };
}

export interface PrinterStatusesInput {
  settings: PrintSettings;
  listPrinters(): Promise<DiscoveredPrinter[]>;
  pendingFor(slot: PrinterSlot): number;
  lastError(slot: PrinterSlot): string | null | undefined;
  probeTimeoutMs: number;
}

/** Every slot's status; the OS printer list is asked for only when a slot uses an OS queue. */
export async function printerStatuses(input: PrinterStatusesInput): Promise<PrinterStatus[]> {
  const { settings } = input;
  const needsDiscovery = PRINTER_SLOTS.some((slot) => settings[slot].printer?.kind === 'system');
  const discovered = needsDiscovery ? await input.listPrinters().catch(() => null) : null;
  return Promise.all(
    PRINTER_SLOTS.map((slot) =>
      slotStatus({
        settings: settings[slot],
        discovered,
        pendingJobs: input.pendingFor(slot),
        lastError: input.lastError(slot) ?? (needsDiscovery && discovered === null && settings[slot].printer?.kind === 'system' ? MSG.installedPrintersError : null),
        probeTimeoutMs: input.probeTimeoutMs,
      }),
    ),
  );
}
