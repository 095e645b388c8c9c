// Print settings (SPEC §3) with SPEC §9 defaults, and the printing types the bridge carries.
import { PRINT, PRINTER_SLOT_LABELS, type AutoPrintMode, type PrinterSlot, type TextSize } from './constants';

export type CodePage = 'PC858' | 'PC850' | 'WPC1252';
export type PaperWidthMm = 58 | 80;

/** Where the bytes go. 'system' = an OS queue (CUPS / Windows spooler / Electron deviceName). */
export type PrinterConnection =
  | { kind: 'system'; name: string }
  | { kind: 'network'; host: string; port: number }
  | { kind: 'usb'; devicePath: string };

export interface PrinterSettings {
  slot: PrinterSlot;
  /** The chosen printer; null when none is selected. */
  printer: PrinterConnection | null;
  printerName: string | null;
  showLogo: boolean;
  showCommerceData: boolean; // address and phone
  showClientNumber: boolean;
  textSize: TextSize;
  marginLeft: number;
  marginRight: number;
  autoPrint: AutoPrintMode;
  copies: number;
  delayBetweenCopiesMs: number;
  paperWidthMm: PaperWidthMm;
  codePage: CodePage;
  /** Kitchen tickets omit prices. */
  kitchen: boolean;
  format: 'escpos' | 'pdf';
}

export type PrintSettings = Record<PrinterSlot, PrinterSettings>;

export function defaultPrinterSettings(slot: PrinterSlot): PrinterSettings {
  const main = slot === 'Printer1';
  return {
    slot,
    printer: null,
    printerName: null,
    showLogo: main,
    showCommerceData: main,
    showClientNumber: true,
    textSize: PRINT.defaultTextSize,
    marginLeft: PRINT.defaultMargin,
    marginRight: PRINT.defaultMargin,
    autoPrint: PRINT.defaultAutoPrint,
    copies: PRINT.defaultCopies,
    delayBetweenCopiesMs: PRINT.defaultDelayBetweenCopiesMs,
    paperWidthMm: PRINT.defaultPaperWidthMm,
    codePage: 'PC858',
    kitchen: false,
    format: 'escpos',
  };
}

export function defaultPrintSettings(): PrintSettings {
  return { Printer1: defaultPrinterSettings('Printer1'), Printer2: defaultPrinterSettings('Printer2'), Printer3: defaultPrinterSettings('Printer3') };
}

/** SPEC §9: printer labels are truncated to 20 characters. */
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

export type AutoPrintTrigger = 'onOrderReceived' | 'onOrderAccepted';

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
  printOrder(input: { order: import('./types/order').OrderDetail; commerce: TicketCommerce; slot?: PrinterSlot; reprint?: boolean }): Promise<PrintResult>;
  printTestPage(slot: PrinterSlot, commerce: TicketCommerce): Promise<PrintResult>;
  /** `settings`: unsaved settings of that printer (the settings screen previews them live); default the saved ones. */
  renderPreviewHtml(input: { order: import('./types/order').OrderDetail; commerce: TicketCommerce; slot: PrinterSlot; settings?: PrinterSettings }): Promise<string>;
  /** Exactly-once automatic printing: idempotent per (order, trigger, printer). */
  autoPrint(input: { trigger: AutoPrintTrigger; order: import('./types/order').OrderDetail; commerce: TicketCommerce }): Promise<PrintResult>;
  close(): Promise<void>;
}
