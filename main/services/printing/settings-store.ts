// Print settings persistence for the print agent (JSON file, atomic replace); the desktop app
// injects its own store (electron-store) through the same interface.
import { mkdir, readFile, rename, writeFile, open } from 'node:fs/promises';
import path from 'node:path';
import { PRINTER_SLOTS, TEXT_SIZES, AUTO_PRINT_MODES } from '@shared/constants';
import { defaultPrintSettings, type PrintSettings, type PrinterConnection, type PrinterSettings } from '@shared/printing';

export interface SettingsStore {
  get(): Promise<PrintSettings>;
  set(settings: PrintSettings): Promise<void>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function connectionFrom(value: unknown): PrinterConnection | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'system' && typeof value.name === 'string' && value.name) return { kind: 'system', name: value.name };
  if (value.kind === 'network' && typeof value.host === 'string' && value.host) {
    const port = typeof value.port === 'number' && Number.isInteger(value.port) && value.port > 0 && value.port < 65536 ? value.port : 9100;
    return { kind: 'network', host: value.host, port };
  }
  if (value.kind === 'usb' && typeof value.devicePath === 'string' && value.devicePath) return { kind: 'usb', devicePath: value.devicePath };
  return null;
}

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function numberIn(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : fallback;
}

/** Any stored or received value -> complete, valid settings (unknown fields dropped, defaults filled in). */
export function normalizeSettings(input: unknown): PrintSettings {
  const result = defaultPrintSettings();
  if (!isRecord(input)) return result;
  for (const slot of PRINTER_SLOTS) {
    const raw = input[slot];
    if (!isRecord(raw)) continue;
    const base = result[slot];
    const printer = connectionFrom(raw.printer);
    const next: PrinterSettings = {
      slot,
      printer,
      printerName: typeof raw.printerName === 'string' && raw.printerName ? raw.printerName : printer ? base.printerName : null,
      showLogo: typeof raw.showLogo === 'boolean' ? raw.showLogo : base.showLogo,
      showCommerceData: typeof raw.showCommerceData === 'boolean' ? raw.showCommerceData : base.showCommerceData,
      showClientNumber: typeof raw.showClientNumber === 'boolean' ? raw.showClientNumber : base.showClientNumber,
      textSize: pick(raw.textSize, TEXT_SIZES, base.textSize),
      marginLeft: numberIn(raw.marginLeft, 0, 20, base.marginLeft),
      marginRight: numberIn(raw.marginRight, 0, 20, base.marginRight),
      autoPrint: pick(raw.autoPrint, AUTO_PRINT_MODES, base.autoPrint),
      copies: Math.round(numberIn(raw.copies, 1, 10, base.copies)),
      delayBetweenCopiesMs: numberIn(raw.delayBetweenCopiesMs, 0, 60_000, base.delayBetweenCopiesMs),
      paperWidthMm: pick(raw.paperWidthMm, [58, 80] as const, base.paperWidthMm),
      codePage: pick(raw.codePage, ['PC858', 'PC850', 'WPC1252'] as const, base.codePage),
      kitchen: typeof raw.kitchen === 'boolean' ? raw.kitchen : base.kitchen,
      format: pick(raw.format, ['escpos', 'pdf'] as const, base.format),
    };
    result[slot] = next;
  }
  return result;
}

/** Write to a temporary file, fsync it, then rename over the target: readers see old or new, never half. */
export async function writeFileAtomic(target: string, content: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  const handle = await open(temporary, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, target);
}

export function createJsonSettingsStore(filePath: string): SettingsStore {
  let writing: Promise<void> = Promise.resolve();
  return {
    async get() {
      try {
        return normalizeSettings(JSON.parse(await readFile(filePath, 'utf8')) as unknown);
      } catch {
        return defaultPrintSettings();
      }
    },
    set(settings) {
      const next = writing.then(() => writeFileAtomic(filePath, `${JSON.stringify(normalizeSettings(settings), null, 2)}\n`));
      writing = next.catch(() => undefined);
      return next;
    },
  };
}
