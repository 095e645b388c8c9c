// Which printers print what: every rule that picks slots for a ticket lives here, so the manual prints
// and the auto-print pipeline cannot disagree about it.
import { PRINTER_SLOTS, type PrinterSlot } from '@shared/constants';
import { MSG } from '@shared/messages';
import { isFollowUpTrigger, type AutoPrintTrigger, type PrinterSettings, type PrintSettings, type PrintTriggerEvent } from '@shared/printing';
import { stationLines, stationsOfOrder, type KitchenStation, type RoutedLine } from '@shared/kitchen/stations';
import type { OrderEditChanges } from '@shared/orders/edit-changes';
import { isTerminal } from '@shared/orders/status-machine';
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

/** The printers with a cash drawer wired to them (docs/kitchen.md «Cajón»): configured and switched on. */
export function cashDrawerSlots(settings: PrintSettings): PrinterSlot[] {
  return configuredSlots(settings).filter((slot) => settings[slot].cashDrawer);
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

/** A station slot's part of a ticket: the station as it was defined when the event arrived, and «1 de 2». */
export interface StationRoute {
  station: KitchenStation;
  index: number;
  count: number;
}

/** One job a trigger event makes: the slot, and its station's part (null = the whole order). */
export interface SlotJob {
  slot: PrinterSlot;
  route: StationRoute | null;
  /** onOrderEdited: this slot's part of the change (a station gets only its changed lines). */
  change?: OrderEditChanges;
}

/**
 * What a trigger event prints on this PC (docs/kitchen.md): `jobs`; `seen`, the station slots that had nothing of
 * the order to make (recorded under the event's trigger so that a later edit adding their lines reaches them);
 * `reached`, the station slots an edit shows the order to for the first time (recorded under their auto-print
 * mode, so later edits and the cancellation reach them too).
 * - An order printing for the first time (received, accepted): each slot the trigger's mode picks
 *   (`autoPrintSlots`); a station slot only when its station has lines in the order, with «n de m» among the
 *   stations the order spans; a slot whose station no longer exists prints nothing.
 * - A follow-up (cancelled, edited): the slots that printed the order or saw it (`printedOrder`), each with
 *   its station's part: the station's lines of the cancelled order, the station's added and removed lines of
 *   the edit. A slot with nothing of it prints nothing.
 * - An edit also reaches a station slot that never saw the order (switched on, or given its station, after the
 *   order was placed) when it would print an order arriving now (`lateStationSees`): only the added lines of its
 *   station, as a change ticket; lines it never printed cannot be taken back there.
 */
export function autoPrintPlan(
  settings: PrintSettings,
  event: PrintTriggerEvent,
  stations: readonly KitchenStation[],
  sinceOf: (slot: PrinterSlot) => string | null,
  printedOrder: (slot: PrinterSlot, mode: AutoPrintTrigger) => boolean,
): { jobs: SlotJob[]; seen: PrinterSlot[]; reached: PrinterSlot[] } {
  const jobs: SlotJob[] = [];
  const seen: PrinterSlot[] = [];
  const reached: PrinterSlot[] = [];
  const { trigger, order } = event;
  const slots = isFollowUpTrigger(trigger)
    ? configuredSlots(settings).filter((slot) => {
        const mode = settings[slot].autoPrint;
        return mode !== 'disabled' && (printedOrder(slot, mode) || (trigger === 'onOrderEdited' && lateStationSees(settings, slot, event, sinceOf)));
      })
    : autoPrintSlots(settings, trigger, event.at, sinceOf);
  for (const slot of slots) {
    const station = stationOf(settings[slot], stations);
    if (station === 'gone') continue;
    if (trigger === 'onOrderEdited') {
      const change = event.change;
      if (!change) continue;
      const mode = settings[slot].autoPrint;
      const late = mode !== 'disabled' && !printedOrder(slot, mode);
      const part = station ? { added: stationLines(station, change.added), removed: late ? [] : stationLines(station, change.removed) } : { added: change.added, removed: change.removed };
      if (part.added.length + part.removed.length === 0) continue;
      jobs.push({ slot, route: station ? routeOf(station, stations, [...change.added, ...change.removed]) : null, change: part });
      if (late) reached.push(slot);
      continue;
    }
    if (station && stationLines(station, order.productos).length === 0) {
      if (!isFollowUpTrigger(trigger)) seen.push(slot);
      continue;
    }
    jobs.push({ slot, route: station ? routeOf(station, stations, order.productos) : null });
  }
  return { jobs, seen, reached };
}

/**
 * A station slot that never saw an edited order (docs/kitchen.md «Tickets de cambio»): it gets the edit's added
 * lines when the order is still open, its auto-print was on before the edit was made, and an order arriving now
 * would print there (a slot printing on acceptance waits for the acceptance while the order is pending: that
 * ticket carries the whole order, edits included).
 */
export function lateStationSees(settings: PrintSettings, slot: PrinterSlot, event: PrintTriggerEvent, sinceOf: (slot: PrinterSlot) => string | null): boolean {
  const printer = settings[slot];
  if (!printer.station || printer.autoPrint === 'disabled' || !printer.printer) return false;
  const status = event.order.pedido.estatus_pedido;
  if (isTerminal(status)) return false;
  if (printer.autoPrint === 'onOrderAccepted' && status === 'pending') return false;
  return Date.parse(event.at) >= Date.parse(sinceOf(slot) ?? event.at);
}

/**
 * A manual print of an order (Imprimir, Reimprimir): a station slot prints its station's part, with the stations
 * this PC last received; a slot whose station has nothing of it, or no longer exists, prints nothing (null).
 * Stations never received yet: the whole order.
 */
export function manualRoute(printer: Pick<PrinterSettings, 'station'>, stations: readonly KitchenStation[] | null, lines: readonly RoutedLine[]): StationRoute | null | 'skip' {
  if (!printer.station || !stations) return null;
  const station = stationOf(printer, stations);
  if (station === 'gone' || station === null) return station === 'gone' ? 'skip' : null;
  return stationLines(station, lines).length > 0 ? routeOf(station, stations, lines) : 'skip';
}

/** The slot's station as defined now; null = whole order; 'gone' = it names a station that was deleted. */
export function stationOf(printer: Pick<PrinterSettings, 'station'>, stations: readonly KitchenStation[]): KitchenStation | null | 'gone' {
  if (!printer.station) return null;
  return stations.find((station) => station.id === printer.station?.id) ?? 'gone';
}

export function routeOf(station: KitchenStation, stations: readonly KitchenStation[], lines: readonly RoutedLine[]): StationRoute {
  const spanned = stationsOfOrder(stations, lines);
  return { station, index: Math.max(1, spanned.findIndex((candidate) => candidate.id === station.id) + 1), count: Math.max(1, spanned.length) };
}

/**
 * Where a job of `slot` prints now (docs/kitchen.md «Respaldo»): on its own printer, or on its backup slot once
 * its own has been failing for `backupAfterSeconds` (the pipeline then still tries its own first when it answers a
 * connect, so new tickets go back to it as soon as it returns). A job whose sending started stays
 * where it started (`startedOn`), so a ticket is never printed on both.
 */
export function printSlotOf(
  settings: PrintSettings,
  slot: PrinterSlot,
  state: { startedOn: PrinterSlot | null; failingForMs: number | null },
): PrinterSlot {
  if (state.startedOn) return state.startedOn;
  const own = settings[slot];
  const backup = own.backupSlot;
  if (!backup || backup === slot || !settings[backup].printer) return slot;
  if (state.failingForMs === null || state.failingForMs < own.backupAfterSeconds * 1000) return slot;
  return backup;
}
