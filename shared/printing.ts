// The printing types the bridge carries; the print settings themselves (schema, type, defaults) live in
// shared/printer-settings.ts.
import { PRINT, PRINTER_SLOT_LABELS, type PaymentMethod, type PrinterSlot } from './constants';
import type { CashShift } from './counter';
import type { PrinterConnection, PrinterSettings, PrintSettings } from './printer-settings';
import type { OrderDetail } from './types/order';
import type { KitchenStation } from './kitchen/stations';
import { ORDER_EDITED_EVENT, type OrderEditedEventData } from './orders/edit-changes';

export {
  defaultPrinterSettings,
  defaultPrintSettings,
  type CodePage,
  type PaperWidthMm,
  type PrinterConnection,
  type PrinterSettings,
  type PrintSettings,
} from './printer-settings';

/** docs/domain.md (Constantes): printer labels are truncated to 20 characters. */
export function printerLabel(name: string): string {
  return name.length > PRINT.printerLabelMax ? name.slice(0, PRINT.printerLabelMax) : name;
}

export function slotLabel(slot: PrinterSlot): string {
  return PRINTER_SLOT_LABELS[slot];
}

export interface DiscoveredPrinter {
  name: string;
  connection: PrinterConnection;
  source: 'electron' | 'cups' | 'windows' | 'usb' | 'network';
  isDefault: boolean;
  online: boolean;
  /** Where the OS queue sends its jobs (CUPS device URI, Windows port), when known. */
  deviceUri?: string;
}

export interface PrinterStatus {
  slot: PrinterSlot;
  configured: boolean;
  found: boolean;
  online: boolean;
  pendingJobs: number;
  lastError: string | null;
}

/** The drawer did not open (its printer is off or unreachable). */
export const CASH_DRAWER_FAILED = 'No se pudo abrir el cajón de dinero';

export interface PrintResult {
  ok: boolean;
  message?: string;
  jobs: number;
}

/** Commerce data a ticket header needs. */
export interface TicketCommerce {
  nombre: string;
  direccion: string;
  telefono: string;
  logotipo: string | null;
  zona_horaria: string;
}

/** The moments a printer slot can print an order at (its `autoPrint` mode). */
export type AutoPrintTrigger = 'onOrderReceived' | 'onOrderAccepted';

/**
 * What happened to an order after it was printed (docs/kitchen.md «Tickets de cambio»): cancelled or rejected,
 * or edited. These print only on the slots that printed the order.
 */
export type FollowUpTrigger = 'onOrderCancelled' | 'onOrderEdited';

export type PrintTrigger = AutoPrintTrigger | FollowUpTrigger;

export const PRINT_TRIGGERS: readonly PrintTrigger[] = ['onOrderReceived', 'onOrderAccepted', 'onOrderCancelled', 'onOrderEdited'];

export function isFollowUpTrigger(trigger: PrintTrigger): trigger is FollowUpTrigger {
  return trigger === 'onOrderCancelled' || trigger === 'onOrderEdited';
}

/** The ticket header of a commerce (one mapping for the panel and the server). */
export function ticketCommerce(commerce: { nombre: string; direccion?: string | null; telefono?: string | null; logotipo?: string | null; zona_horaria: string }): TicketCommerce {
  return {
    nombre: commerce.nombre,
    direccion: commerce.direccion ?? '',
    telefono: commerce.telefono ?? '',
    logotipo: commerce.logotipo ?? null,
    zona_horaria: commerce.zona_horaria,
  };
}

/** One trigger event for automatic printing, with what the ticket needs (GET /v1/impresion/eventos). */
export interface PrintTriggerEvent {
  /** The live event's id (live_events). */
  id: string;
  /** When the server recorded the event (ISO). */
  at: string;
  trigger: PrintTrigger;
  /** The order as it is now. */
  order: OrderDetail;
  /** onOrderEdited: what the edit added and removed, and the order's version after it. */
  change?: OrderEditedEventData;
}

/**
 * GET /v1/impresion/eventos?desde=ISO[&tras=<event id>]: trigger events recorded after `desde`, oldest
 * first (by millisecond, then id). With `tras`, events of that very millisecond count only after that id,
 * so a page boundary between events of equal time skips none (docs/printing.md).
 */
export interface PrintEventsPage {
  /** The server's clock when it answered: the first cursor of a new session. */
  serverTime: string;
  commerce: TicketCommerce;
  /** The commerce's kitchen stations as they are now: station slots route each ticket with them (docs/kitchen.md). */
  stations: KitchenStation[];
  events: PrintTriggerEvent[];
  /** More events after this page (ask again with desde=`until`, tras=`untilId`). */
  more: boolean;
  /** Time of the last event this page covered (also ones not printed, e.g. of a deleted order); null if none. */
  until: string | null;
  /** Id of that last event. */
  untilId: string | null;
}

export const PRINT_EVENTS_PATH = '/v1/impresion/eventos';

/** Statuses of changeOrderStatus that tell the kitchen to stop: the «CANCELADO» ticket. */
export const CANCELLING_STATUSES = ['canceled', 'rejected'] as const;

/** The edit data of an onOrderEdited event, when well formed. */
export function orderEditedData(data: unknown): OrderEditedEventData | null {
  if (typeof data !== 'object' || data === null) return null;
  const candidate = data as Partial<OrderEditedEventData>;
  if (typeof candidate.orderId !== 'string' || !Number.isInteger(candidate.version) || !Array.isArray(candidate.added) || !Array.isArray(candidate.removed)) return null;
  return candidate as OrderEditedEventData;
}

/**
 * The print trigger a live event means, if any (one rule for server and desktop): a new order, an order
 * accepted, an order cancelled or rejected, an order edited.
 */
export function printTriggerOf(eventId: string, data: unknown): PrintTrigger | null {
  if (eventId === 'newOrder') return 'onOrderReceived';
  if (eventId === ORDER_EDITED_EVENT) return orderEditedData(data) ? 'onOrderEdited' : null;
  if (eventId !== 'changeOrderStatus' || typeof data !== 'object' || data === null) return null;
  const status = (data as { status?: unknown }).status;
  if (status === 'accepted') return 'onOrderAccepted';
  return (CANCELLING_STATUSES as readonly unknown[]).includes(status) ? 'onOrderCancelled' : null;
}

/**
 * Live channel (docs/printing.md, "Where the desktop path's time goes"): a socket that subscribed with
 * `print: true` and may print (IMPRESION_AUTOMATICA) gets each print trigger with the ticket's data, the
 * same shapes GET /v1/impresion/eventos returns, instead of the light event; the light event comes
 * instead when the server could not load it (then the desktop side resyncs from its cursor at once).
 */
export const PRINT_TRIGGER_EVENT = 'printTrigger';

export interface PrintTriggerLiveMessage {
  eventId: typeof PRINT_TRIGGER_EVENT;
  channel: string;
  data: { event: PrintTriggerEvent; commerce: TicketCommerce; stations: KitchenStation[] };
}

export function isPrintTriggerMessage(value: unknown): value is PrintTriggerLiveMessage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { eventId?: unknown; data?: { event?: { order?: unknown; trigger?: unknown; at?: unknown }; commerce?: unknown } | null };
  const event = candidate.data?.event;
  return (
    candidate.eventId === PRINT_TRIGGER_EVENT &&
    typeof event === 'object' &&
    event !== null &&
    typeof event.at === 'string' &&
    PRINT_TRIGGERS.includes(event.trigger as PrintTrigger) &&
    Array.isArray((candidate.data as { stations?: unknown }).stations) &&
    typeof event.order === 'object' &&
    event.order !== null &&
    typeof candidate.data?.commerce === 'object' &&
    candidate.data.commerce !== null
  );
}
export const PRINT_EVENTS_PAGE_SIZE = 100;

/** The bill ('cuenta') of a table: every open order of it, summed (docs/printing.md). */
export interface BillTicketInput {
  commerce: TicketCommerce;
  /** The table as the counter names it (number or name). */
  table: string | number;
  orders: OrderDetail[];
  /** One printer; default every configured printer that is not a kitchen printer. */
  slot?: PrinterSlot;
  /** Printed again on purpose (a closed table's bill from the history or the table): marked «COPIA». */
  reprint?: boolean;
  /** When the bill was settled (a closed table's reprint): its «Fecha», with the print time as «Impreso». */
  issuedAt?: string;
}

/** One method of a mixed payment and the amount paid with it (pesos). */
export interface PaymentPart {
  method: PaymentMethod;
  amount: number;
}

/**
 * The payment receipt of a table or an order. The payment is one `method`, or several `parts` (a mixed
 * payment: each method with its amount; they add up to the orders' totals + tip). Exactly one of the two.
 */
export interface PaymentReceiptInput {
  commerce: TicketCommerce;
  table: string | number | null;
  /** The orders this payment settles (folio and total of each). */
  orders: { folio: string; total: number }[];
  payment: {
    method?: PaymentMethod;
    parts?: PaymentPart[];
    /**
     * Cash handed over; null for card or transfer. Change = received − the cash due: the cash parts of a
     * mixed payment, else orders' totals + tip.
     */
    amountReceived: number | null;
    /** Tip left at payment, on top of the orders' totals. */
    tip: number;
    /** ISO time of the payment; default the time of printing. */
    paidAt?: string;
  };
  slot?: PrinterSlot;
  /** Printed again on purpose (a closed table's receipt from the history or the table): marked «COPIA». */
  reprint?: boolean;
}

/**
 * The cash close ('corte de caja') of a shift: the shift as the server's cash-shift endpoints return it
 * (figures in `resumen`, frozen at close; an open shift prints its live summary as a partial close).
 */
export interface CashCloseTicketInput {
  commerce: TicketCommerce;
  shift: CashShift;
  /** One printer; default every configured printer that is not a kitchen printer. */
  slot?: PrinterSlot;
}

/** One location (commerce) of the account and the bearer token of the signed-in user bound to it. */
export interface AutoPrintLocationToken {
  commerceId: string;
  token: string;
}

/** The panel's session handed to the desktop side at sign-in, so it can follow orders by itself. */
export interface AutoPrintSession {
  /** The API origin the panel talks to, e.g. 'http://127.0.0.1:3000'. */
  apiBaseUrl: string;
  /** The panel's bearer token (the desktop side stops when the server closes or refuses it). */
  token: string;
  /** The location the panel signed in to: what this PC follows unless Ajustes → Impresión chose others. */
  commerceId: string;
  /**
   * Every location of the account the user may use, each with its own token (`accountCommerceTokens` of the
   * account details). Absent or without other locations: only `commerceId` can be followed.
   */
  locations?: AutoPrintLocationToken[];
}

/** A location as this PC's printing settings name it (its id on the server, its name for display). */
export interface PrintLocation {
  id: string;
  name: string;
}

/**
 * Which locations THIS PC prints (docs/printing.md «Varias sucursales»), kept in the shared printing folder:
 * `follow` empty = the location the panel signed in to; `printers`: the location each printer prints for
 * (null = every location this PC follows).
 */
export interface PrintLocationsChoice {
  follow: PrintLocation[];
  printers: Record<PrinterSlot, string | null>;
}

/** At most this many locations followed by one PC. */
export const MAX_FOLLOWED_LOCATIONS = 10;

export function defaultPrintLocationsChoice(): PrintLocationsChoice {
  return { follow: [], printers: { Printer1: null, Printer2: null, Printer3: null } };
}

/** What Ajustes → Impresión shows: the account's locations (name once known), the choice, and what is followed now. */
export interface PrintLocationsView {
  /** The account's locations the handed-over session can follow; name null while not known yet. */
  available: { id: string; name: string | null }[];
  choice: PrintLocationsChoice;
  /** The locations followed right now (empty when no session is held). */
  following: string[];
}

export type AutoPrintStopReason = 'signedOut' | 'sessionClosed' | 'moduleOff' | 'otherOwner' | null;

/** Whether the desktop side is following orders for automatic printing. */
export interface AutoPrintState {
  running: boolean;
  /** The live channel is open right now. */
  connected: boolean;
  commerceId: string | null;
  /** When auto-print was switched on for this session: only trigger events after it print. */
  since: string | null;
  stopReason: AutoPrintStopReason;
  /** Spanish explanation when not running or not connected. */
  message: string | null;
  /** «La impresión automática no puede conectarse: …» while the server cannot be reached (certificate, proxy, network). */
  connectionProblem?: string | null;
  /** Every location followed (one follower each): its name once the server told it, and whether its live channel is open. */
  locations?: { commerceId: string; name: string | null; connected: boolean }[];
}

/** 'dropped': the order was cancelled before its ticket started sending (docs/kitchen.md). */
export type PrintJobState = 'printed' | 'waiting' | 'failed' | 'dropped';

/** One automatic print job as the settings screen lists it. */
export interface PrintJobSummary {
  key: string;
  orderId: string;
  folio: string;
  trigger: PrintTrigger;
  slot: PrinterSlot;
  state: PrintJobState;
  /** Last failure of this job (waiting jobs retry; failed ones were given up). */
  error: string | null;
  acceptedAt: string;
  updatedAt: string;
}

/**
 * The printing facade (main/services/printing) that the Electron main process and the
 * print agent both expose to the panel through the bridge.
 */
export interface PrintingService {
  listPrinters(): Promise<DiscoveredPrinter[]>;
  probeNetworkPrinter(host: string, port: number): Promise<boolean>;
  getSettings(): Promise<PrintSettings>;
  saveSettings(settings: PrintSettings): Promise<PrintSettings>;
  getStatus(): Promise<PrinterStatus[]>;
  /** Manual print or reprint ('COPIA') of one order; all configured printers unless slot is given. */
  printOrder(input: { order: OrderDetail; commerce: TicketCommerce; slot?: PrinterSlot; reprint?: boolean }): Promise<PrintResult>;
  /** `settings`: that printer as the settings screen has it, unsaved (the test page right after «Comprobar»); default the saved one. */
  printTestPage(slot: PrinterSlot, commerce: TicketCommerce, settings?: PrinterSettings): Promise<PrintResult>;
  /** `settings`: unsaved settings of that printer (the settings screen previews them live); default the saved ones. */
  renderPreviewHtml(input: { order: OrderDetail; commerce: TicketCommerce; slot: PrinterSlot; settings?: PrinterSettings }): Promise<string>;
  /** The bill of a table (cashier). */
  printBill(input: BillTicketInput): Promise<PrintResult>;
  /** The payment receipt (cashier). */
  printReceipt(input: PaymentReceiptInput): Promise<PrintResult>;
  /** The cash close summary of a shift (cashier). */
  printCashClose(input: CashCloseTicketInput): Promise<PrintResult>;
  /**
   * A cash payment was recorded: pulse the drawer on the printers that have it switched on (off by default;
   * none switched on = ok, nothing opens). docs/kitchen.md «Cajón».
   */
  openCashDrawer(): Promise<PrintResult>;
  /** Sign-in: the desktop side follows the commerce's orders and prints per trigger by itself. */
  startAutoPrint(session: AutoPrintSession): Promise<AutoPrintState>;
  /** Logout: stop following orders (jobs already accepted still print). */
  stopAutoPrint(): Promise<AutoPrintState>;
  getAutoPrintState(): Promise<AutoPrintState>;
  /** The locations this PC can follow and the ones chosen (Ajustes → Impresión). */
  getPrintLocations(): Promise<PrintLocationsView>;
  /** Saves which locations this PC follows and which printer prints for which; following changes at once. */
  savePrintLocations(choice: PrintLocationsChoice): Promise<PrintLocationsView>;
  /** The latest automatic print jobs, newest first: printed, waiting, failed with the reason. */
  getRecentJobs(): Promise<PrintJobSummary[]>;
  /** Waiting automatic jobs try again now instead of after their backoff (the printer is back). */
  retryWaitingJobs(): Promise<void>;
  close(): Promise<void>;
}
