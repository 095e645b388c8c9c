// Which printers print what: every rule that picks slots for a ticket lives here, so the manual prints
// and the auto-print pipeline cannot disagree about it.
import { PRINTER_SLOTS, type PrinterSlot } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { AutoPrintTrigger, PrintSettings } from '@shared/printing';
import { connectionKey } from './deliver';

/** The slots that have a printer chosen. */
export function configuredSlots(settings: PrintSettings): PrinterSlot[] {
  return PRINTER_SLOTS.filter((slot) => settings[slot].printer !== null);
}

/** Cashier tickets go to the chosen printer, else to every configured non-kitchen printer; a message when none fits. */
export function cashierSlots(settings: PrintSettings, slot: PrinterSlot | undefined): PrinterSlot[] | string {
  if (slot) return settings[slot].printer ? [slot] : MSG.selectPrinter;
  const configured = configuredSlots(settings);
  const counter = configured.filter((candidate) => !settings[candidate].kitchen);
  const slots = counter.length > 0 ? counter : configured;
  return slots.length > 0 ? slots : MSG.printNoPrinter;
}

/**
 * The printers a trigger event recorded at `at` (server clock) prints on: configured, in that trigger's mode,
 * and switched on before it. `sinceOf` gives when a printer's auto-print was switched on; none = no limit.
 */
export function autoPrintSlots(settings: PrintSettings, trigger: AutoPrintTrigger, at: string, sinceOf: (slot: PrinterSlot) => string | null): PrinterSlot[] {
  return configuredSlots(settings).filter((slot) => settings[slot].autoPrint === trigger && Date.parse(at) >= Date.parse(sinceOf(slot) ?? at));
}

/**
 * Printers whose auto-print was switched on by a save (or moved to another trigger or printer): they print
 * only events from the save on.
 */
export function switchedOnSlots(before: PrintSettings, after: PrintSettings): PrinterSlot[] {
  return PRINTER_SLOTS.filter((slot) => {
    const next = after[slot];
    if (next.autoPrint === 'disabled' || !next.printer) return false;
    const previous = before[slot];
    return previous.autoPrint !== next.autoPrint || !previous.printer || connectionKey(previous.printer) !== connectionKey(next.printer);
  });
}
