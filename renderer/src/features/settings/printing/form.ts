// The printing settings form: PrintSettings <-> form values (delay in seconds, the printer as "installed"
// or "network" choice), its yup schema, and the option lists with their Spanish labels. Bounds, option
// values, defaults and the host rule come from the settings schema (shared/printer-settings.ts).
import * as yup from 'yup';
import { AUTO_PRINT_MODES, PRINTER_SLOTS, TEXT_SIZES, type AutoPrintMode, type PrinterSlot, type TextSize } from '@shared/constants';
import { MSG } from '@shared/messages';
import {
  BACKUP_AFTER_SECONDS,
  CODE_PAGES as CODE_PAGE_VALUES,
  DEFAULT_NETWORK_PORT,
  defaultPrinterSettings,
  isValidHost as isHost,
  PAPER_WIDTHS_MM,
  PRINTER_LIMITS,
  TICKET_FORMATS,
  type CodePage,
  type PaperWidthMm,
  type PrintSettings,
  type PrinterConnection,
  type PrinterSettings,
  type TicketFormat,
} from '@shared/printer-settings';
import type { DiscoveredPrinter } from '@shared/printing';

export { DEFAULT_NETWORK_PORT };

/** The bounds of the number inputs, in the form's units (the delay in seconds). */
export const LIMITS = {
  margin: PRINTER_LIMITS.margin,
  copies: PRINTER_LIMITS.copies,
  delaySeconds: { min: PRINTER_LIMITS.delayBetweenCopiesMs.min / 1000, max: PRINTER_LIMITS.delayBetweenCopiesMs.max / 1000 },
  backupSeconds: { min: BACKUP_AFTER_SECONDS.min, max: BACKUP_AFTER_SECONDS.max },
} as const;

export type PrinterChoice = 'none' | 'installed' | 'network';

/** Settings the form edits as they are stored. */
type PlainFields = 'showLogo' | 'showCommerceData' | 'showClientNumber' | 'textSize' | 'autoPrint' | 'paperWidthMm' | 'codePage' | 'kitchen' | 'format' | 'station' | 'backupSlot' | 'cashDrawer';

/** One printer in the form: the plain settings, the printer as a choice, and numbers an input may leave empty (''). */
export type PrinterFormValues = Pick<PrinterSettings, PlainFields> & {
  choice: PrinterChoice;
  /** The chosen installed printer (OS queue or USB), kept even when discovery no longer lists it. */
  installed: PrinterConnection | null;
  installedName: string;
  host: string;
  port: number | '';
  marginLeft: number | '';
  marginRight: number | '';
  copies: number | '';
  delaySeconds: number | '';
  backupSeconds: number | '';
};

export type PrintFormValues = Record<PrinterSlot, PrinterFormValues>;

export const TEXT_SIZE_LABELS: Record<TextSize, string> = {
  xxs: 'Muy pequeño',
  small: 'Pequeño',
  medium: 'Mediano',
  large: 'Grande',
  xxl: 'Muy grande',
};

export const AUTO_PRINT_LABELS: Record<AutoPrintMode, string> = {
  onOrderReceived: 'Al recibir el pedido',
  onOrderAccepted: 'Al aceptar el pedido',
  disabled: 'Desactivada',
};

const CODE_PAGE_LABELS: Record<CodePage, string> = {
  PC858: 'PC858 (multilingüe con €, recomendada)',
  PC850: 'PC850 (multilingüe)',
  WPC1252: 'WPC1252 (Windows latino)',
};

const FORMAT_LABELS: Record<TicketFormat, string> = { escpos: 'Térmica (ESC/POS)', pdf: 'PDF' };

export const TEXT_SIZE_OPTIONS = TEXT_SIZES.map((value) => ({ value, label: TEXT_SIZE_LABELS[value] }));
export const AUTO_PRINT_OPTIONS = AUTO_PRINT_MODES.map((value) => ({ value, label: AUTO_PRINT_LABELS[value] }));
export const CODE_PAGES = CODE_PAGE_VALUES.map((value) => ({ value, label: CODE_PAGE_LABELS[value] }));
export const PAPER_WIDTH_OPTIONS = PAPER_WIDTHS_MM.map((value): { value: PaperWidthMm; label: string } => ({ value, label: `${value} mm` }));
export const FORMAT_OPTIONS = TICKET_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] }));

/** A stable key for a printer connection (select option values). */
export function connectionKey(connection: PrinterConnection): string {
  switch (connection.kind) {
    case 'system':
      return `system:${connection.name}`;
    case 'usb':
      return `usb:${connection.devicePath}`;
    case 'network':
      return `network:${connection.host}:${connection.port}`;
  }
}

/** What the cashier typed, spaces around it aside, is a host a network printer may have. */
export function isValidHost(host: string): boolean {
  return isHost(host.trim());
}

export function printerFormValues(settings: PrinterSettings): PrinterFormValues {
  const connection = settings.printer;
  return {
    choice: connection === null ? 'none' : connection.kind === 'network' ? 'network' : 'installed',
    installed: connection && connection.kind !== 'network' ? connection : null,
    installedName: connection && connection.kind !== 'network' ? (settings.printerName ?? (connection.kind === 'system' ? connection.name : connection.devicePath)) : '',
    host: connection?.kind === 'network' ? connection.host : '',
    port: connection?.kind === 'network' ? connection.port : DEFAULT_NETWORK_PORT,
    showLogo: settings.showLogo,
    showCommerceData: settings.showCommerceData,
    showClientNumber: settings.showClientNumber,
    textSize: settings.textSize,
    marginLeft: settings.marginLeft,
    marginRight: settings.marginRight,
    autoPrint: settings.autoPrint,
    copies: settings.copies,
    delaySeconds: settings.delayBetweenCopiesMs / 1000,
    paperWidthMm: settings.paperWidthMm,
    codePage: settings.codePage,
    kitchen: settings.kitchen,
    format: settings.format,
    station: settings.station,
    backupSlot: settings.backupSlot,
    backupSeconds: settings.backupAfterSeconds,
    cashDrawer: settings.cashDrawer,
  };
}

export function printFormValues(settings: PrintSettings): PrintFormValues {
  return { Printer1: printerFormValues(settings.Printer1), Printer2: printerFormValues(settings.Printer2), Printer3: printerFormValues(settings.Printer3) };
}

function numberOr(value: number | '', fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : fallback;
}

function chosenConnection(values: PrinterFormValues): PrinterConnection | null {
  if (values.choice === 'installed') return values.installed;
  if (values.choice === 'network') {
    const host = values.host.trim();
    const port = numberOr(values.port, DEFAULT_NETWORK_PORT, PRINTER_LIMITS.port.min, PRINTER_LIMITS.port.max);
    return isValidHost(host) ? { kind: 'network', host, port: Math.round(port) } : null;
  }
  return null;
}

/**
 * Form values -> the settings the service stores. Always valid (fields still being typed fall back to
 * the defaults), so the live preview can send drafts; saving is gated by the schema first.
 */
export function toPrinterSettings(slot: PrinterSlot, values: PrinterFormValues): PrinterSettings {
  const defaults = defaultPrinterSettings(slot);
  const printer = chosenConnection(values);
  const printerName = printer === null ? null : printer.kind === 'network' ? `${printer.host}:${printer.port}` : values.installedName || null;
  return {
    slot,
    printer,
    printerName,
    showLogo: values.showLogo,
    showCommerceData: values.showCommerceData,
    showClientNumber: values.showClientNumber,
    textSize: values.textSize,
    marginLeft: numberOr(values.marginLeft, defaults.marginLeft, LIMITS.margin.min, LIMITS.margin.max),
    marginRight: numberOr(values.marginRight, defaults.marginRight, LIMITS.margin.min, LIMITS.margin.max),
    autoPrint: values.autoPrint,
    copies: Math.round(numberOr(values.copies, defaults.copies, LIMITS.copies.min, LIMITS.copies.max)),
    delayBetweenCopiesMs: Math.round(numberOr(values.delaySeconds, defaults.delayBetweenCopiesMs / 1000, LIMITS.delaySeconds.min, LIMITS.delaySeconds.max) * 1000),
    paperWidthMm: values.paperWidthMm,
    codePage: values.codePage,
    kitchen: values.kitchen,
    format: values.format,
    station: values.station,
    backupSlot: values.backupSlot === slot ? null : values.backupSlot,
    backupAfterSeconds: Math.round(numberOr(values.backupSeconds, defaults.backupAfterSeconds, LIMITS.backupSeconds.min, LIMITS.backupSeconds.max)),
    cashDrawer: values.cashDrawer,
  };
}

export function toPrintSettings(values: PrintFormValues): PrintSettings {
  return {
    Printer1: toPrinterSettings('Printer1', values.Printer1),
    Printer2: toPrinterSettings('Printer2', values.Printer2),
    Printer3: toPrinterSettings('Printer3', values.Printer3),
  };
}

/** The discovered printer a form value points at, by connection key. */
export function findDiscovered(printers: readonly DiscoveredPrinter[], key: string): DiscoveredPrinter | undefined {
  return printers.find((printer) => connectionKey(printer.connection) === key);
}

const number = (label: string, { min, max }: { min: number; max: number }, integer = false) => {
  let schema = yup
    .number()
    // An emptied input is a missing value ('Requerido'), not a malformed number.
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(`${label}: escribe un número`)
    .required(MSG.required)
    .min(min, `${label}: mínimo ${min}`)
    .max(max, `${label}: máximo ${max}`);
  if (integer) schema = schema.integer(`${label}: escribe un número entero`);
  return schema;
};

const printerSchema = yup.object({
  choice: yup.mixed<PrinterChoice>().oneOf(['none', 'installed', 'network']).required(),
  installed: yup
    .mixed<PrinterConnection>()
    .nullable()
    .when('choice', { is: 'installed', then: (schema) => schema.test('selected', MSG.selectPrinter, (value) => value != null) }),
  host: yup.string().when('choice', {
    is: 'network',
    then: (schema) => schema.trim().required(MSG.required).test('host', 'Escribe una dirección IP o nombre de equipo válido', (value) => !value || isValidHost(value)),
  }),
  port: yup.mixed().when('choice', { is: 'network', then: () => number('Puerto', PRINTER_LIMITS.port, true) }),
  marginLeft: number('Margen izquierdo', LIMITS.margin),
  marginRight: number('Margen derecho', LIMITS.margin),
  copies: number('Número de impresiones', LIMITS.copies, true),
  delaySeconds: number('Tiempo entre impresiones', LIMITS.delaySeconds),
  backupSeconds: number('Segundos antes del respaldo', LIMITS.backupSeconds, true),
});

export const printFormSchema = yup.object(Object.fromEntries(PRINTER_SLOTS.map((slot) => [slot, printerSchema])) as Record<PrinterSlot, typeof printerSchema>);
