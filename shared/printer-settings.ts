// The print settings of the three printer slots (docs/printing.md): ONE yup schema with the defaults of
// docs/domain.md (Constantes). The type, the defaults, the bridge check of `saveSettings` and the drafts,
// the stored-file repair (settings-store) and the bounds of the Ajustes → Impresión form all come from here.
import * as yup from 'yup';
import { AUTO_PRINT_MODES, PRINT, PRINTER_SLOTS, TEXT_SIZES, type PrinterSlot } from './constants';
import { filledText, flag, integerIn, isValid, numberIn, oneOf, boundedText } from './ipc/strict';

export const CODE_PAGES = ['PC858', 'PC850', 'WPC1252'] as const;
export type CodePage = (typeof CODE_PAGES)[number];
export const PAPER_WIDTHS_MM = [58, 80] as const;
export type PaperWidthMm = (typeof PAPER_WIDTHS_MM)[number];
export const TICKET_FORMATS = ['escpos', 'pdf'] as const;
export type TicketFormat = (typeof TICKET_FORMATS)[number];

/** Raw TCP port of network ticket printers (JetDirect). */
export const DEFAULT_NETWORK_PORT = 9100;

/** Bounds of the numeric settings (the form shows the delay in seconds) and of a network printer's port. */
export const PRINTER_LIMITS = {
  port: { min: 1, max: 65_535 },
  margin: { min: 0, max: 20 },
  copies: { min: 1, max: 10 },
  delayBetweenCopiesMs: { min: 0, max: 60_000 },
} as const;

/** A slot's backup printer takes over after its own printer failed for this long (seconds). */
export const BACKUP_AFTER_SECONDS = { min: 10, max: 600, default: 60 } as const;

/** The kitchen station a slot prints for (docs/kitchen.md «Estaciones»): its id on the server, its name for display. */
export interface PrinterStation {
  id: string;
  name: string;
}

const stationSchema = yup.object({ id: filledText(64), name: filledText(40) }).noUnknown().defined();

function isStation(value: unknown): value is PrinterStation {
  return value === null || isValid(stationSchema, value);
}

/** Host names and IP addresses (v4, v6 in brackets or not) a network printer may have. */
const HOST_PATTERN = /^[A-Za-z0-9.\-:[\]]{1,253}$/;

export function isValidHost(host: unknown): host is string {
  return typeof host === 'string' && HOST_PATTERN.test(host);
}

export const hostSchema = filledText(253).matches(HOST_PATTERN);
export const portSchema = integerIn(PRINTER_LIMITS.port.min, PRINTER_LIMITS.port.max);

const CONNECTION_SCHEMAS = {
  system: yup.object({ kind: oneOf(['system'] as const), name: filledText(512) }).defined(),
  network: yup.object({ kind: oneOf(['network'] as const), host: hostSchema, port: portSchema }).defined(),
  usb: yup.object({ kind: oneOf(['usb'] as const), devicePath: filledText(512) }).defined(),
};

/** Where the bytes go. 'system' = an OS queue (CUPS / Windows spooler / Electron deviceName). */
export type PrinterConnection = { [K in keyof typeof CONNECTION_SCHEMAS]: yup.InferType<(typeof CONNECTION_SCHEMAS)[K]> }[keyof typeof CONNECTION_SCHEMAS];

function isConnection(value: unknown): value is PrinterConnection {
  const kind = typeof value === 'object' && value !== null ? (value as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' && Object.hasOwn(CONNECTION_SCHEMAS, kind) && isValid(CONNECTION_SCHEMAS[kind as PrinterConnection['kind']], value);
}

const { margin, copies, delayBetweenCopiesMs } = PRINTER_LIMITS;

export const printerSettingsSchema = yup
  .object({
    slot: oneOf(PRINTER_SLOTS).default('Printer1'),
    /** The chosen printer; null when none is selected. */
    printer: yup.mixed<PrinterConnection>(isConnection).nullable().defined().default(null),
    printerName: boundedText(512).nullable().default(null),
    showLogo: flag().default(false),
    /** Address and phone. */
    showCommerceData: flag().default(false),
    showClientNumber: flag().default(true),
    textSize: oneOf(TEXT_SIZES).default(PRINT.defaultTextSize),
    marginLeft: numberIn(margin.min, margin.max).default(PRINT.defaultMargin),
    marginRight: numberIn(margin.min, margin.max).default(PRINT.defaultMargin),
    autoPrint: oneOf(AUTO_PRINT_MODES).default(PRINT.defaultAutoPrint),
    copies: integerIn(copies.min, copies.max).default(PRINT.defaultCopies),
    delayBetweenCopiesMs: numberIn(delayBetweenCopiesMs.min, delayBetweenCopiesMs.max).default(PRINT.defaultDelayBetweenCopiesMs),
    paperWidthMm: oneOf(PAPER_WIDTHS_MM).default(PRINT.defaultPaperWidthMm),
    codePage: oneOf(CODE_PAGES).default('PC858'),
    /** Kitchen tickets omit prices. */
    kitchen: flag().default(false),
    format: oneOf(TICKET_FORMATS).default('escpos'),
    /** The kitchen station this printer prints for; null = the whole order (docs/kitchen.md «Estaciones»). */
    station: yup.mixed<PrinterStation>(isStation).nullable().defined().default(null),
    /** Where this printer's tickets go once it has failed for `backupAfterSeconds` (docs/kitchen.md «Respaldo»); null = none. */
    backupSlot: oneOf(PRINTER_SLOTS).nullable().default(null),
    backupAfterSeconds: integerIn(BACKUP_AFTER_SECONDS.min, BACKUP_AFTER_SECONDS.max).default(BACKUP_AFTER_SECONDS.default),
    /** Opens the cash drawer wired to this printer when a cash payment is recorded (docs/kitchen.md «Cajón»). */
    cashDrawer: flag().default(false),
  })
  .defined();

export type PrinterSettings = yup.InferType<typeof printerSettingsSchema>;
export type PrintSettings = Record<PrinterSlot, PrinterSettings>;
type PrinterField = keyof PrinterSettings;

/** The main printer prints the logo and the commerce data by default; the extra slots do not. */
const MAIN_SLOT_DEFAULTS: Partial<PrinterSettings> = { showLogo: true, showCommerceData: true };

/** Each field's default, in the schema's order (the agent's settings file reads top to bottom). */
const FIELD_DEFAULTS = Object.fromEntries(
  Object.entries(printerSettingsSchema.fields).map(([field, schema]) => [field, (schema as yup.Schema).getDefault()]),
) as PrinterSettings;

export function defaultPrinterSettings(slot: PrinterSlot): PrinterSettings {
  return { ...FIELD_DEFAULTS, slot, ...(slot === 'Printer1' ? MAIN_SLOT_DEFAULTS : {}) };
}

export function defaultPrintSettings(): PrintSettings {
  return Object.fromEntries(PRINTER_SLOTS.map((slot) => [slot, defaultPrinterSettings(slot)])) as PrintSettings;
}

/** Settings of that slot, exactly as the schema wants them (the bridge refuses anything else). */
export function isPrinterSettingsOf(slot: unknown, value: unknown): value is PrinterSettings {
  return isValid(printerSettingsSchema, value) && (value as PrinterSettings).slot === slot;
}

/** All three slots, each under its own key. */
export const printSettingsSchema = yup
  .object(Object.fromEntries(PRINTER_SLOTS.map((slot) => [slot, printerSettingsSchema.test('slot', (value) => value.slot === slot)])) as Record<PrinterSlot, typeof printerSettingsSchema>)
  .defined();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Any stored or received value -> complete, valid settings: each field the schema refuses (or an older
 * version did not store) takes its default, unknown fields are dropped, and a slot's `slot` is its key.
 */
export function normalizePrintSettings(input: unknown): PrintSettings {
  const result = defaultPrintSettings();
  if (!isRecord(input)) return result;
  for (const slot of PRINTER_SLOTS) {
    const raw = input[slot];
    if (!isRecord(raw)) continue;
    const next: Record<string, unknown> = { ...result[slot] };
    for (const field of Object.keys(printerSettingsSchema.fields) as PrinterField[]) {
      if (field !== 'slot' && isValid(printerSettingsSchema.fields[field] as yup.Schema, raw[field])) next[field] = raw[field];
    }
    // An empty name is no name: the status card and the form then show the connection itself.
    if (next.printerName === '') next.printerName = null;
    result[slot] = next as PrinterSettings;
  }
  return result;
}
