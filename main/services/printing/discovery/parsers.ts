// Pure parsers of the OS printer listings (run with LANG=C so the wording is stable).
import type { DiscoveredPrinter } from '@shared/printing';

export interface CupsQueue {
  name: string;
  enabled: boolean;
  state: 'idle' | 'printing' | 'disabled' | 'unknown';
}

/** `lpstat -p -d` -> queues and the default destination. */
export function parseLpstatPrinters(output: string): { queues: CupsQueue[]; defaultName: string | null } {
  const queues: CupsQueue[] = [];
  let defaultName: string | null = null;
  for (const line of output.split('\n')) {
    const printer = /^printer\s+(\S+)\s+(.*)$/.exec(line);
    if (printer?.[1]) {
      const rest = printer[2] ?? '';
      const disabled = /\bdisabled\b/.test(rest);
      const state = disabled ? 'disabled' : /now printing/.test(rest) ? 'printing' : /\bis idle\b/.test(rest) ? 'idle' : 'unknown';
      queues.push({ name: printer[1], enabled: !disabled, state });
      continue;
    }
    const defaultMatch = /^system default destination:\s*(\S+)/.exec(line);
    if (defaultMatch?.[1]) defaultName = defaultMatch[1];
  }
  return { queues, defaultName };
}

/** `lpstat -v` -> queue name to device URI. */
export function parseLpstatDevices(output: string): Map<string, string> {
  const devices = new Map<string, string>();
  for (const line of output.split('\n')) {
    const match = /^device for\s+([^:]+):\s*(\S+)/.exec(line.trim());
    if (match?.[1] && match[2]) devices.set(match[1], match[2]);
  }
  return devices;
}

export function cupsPrinters(printersOutput: string, devicesOutput: string): DiscoveredPrinter[] {
  const { queues, defaultName } = parseLpstatPrinters(printersOutput);
  const devices = parseLpstatDevices(devicesOutput);
  return queues.map((queue) => {
    const printer: DiscoveredPrinter = {
      name: queue.name,
      connection: { kind: 'system', name: queue.name },
      source: 'cups',
      isDefault: queue.name === defaultName,
      online: queue.enabled,
    };
    const uri = devices.get(queue.name);
    return uri ? { ...printer, deviceUri: uri } : printer;
  });
}

interface WindowsPrinterJson {
  Name?: unknown;
  PrinterStatus?: unknown;
  PortName?: unknown;
  IsDefault?: unknown;
  WorkOffline?: unknown;
}

// Get-Printer's PrinterStatus: numbers in Windows PowerShell 5, names in PowerShell 7.
const WINDOWS_OFFLINE_STATUS = new Set<unknown>([1, 2, 3, 4, 5, 7, 8, 'Paused', 'Error', 'PendingDeletion', 'PaperJam', 'PaperOut', 'PaperProblem', 'Offline']);

/** `Get-Printer | Select-Object ... | ConvertTo-Json` (an object for one printer, an array for several). */
export function parseWindowsPrinters(output: string): DiscoveredPrinter[] {
  const trimmed = output.trim();
  if (!trimmed) return [];
  const parsed = JSON.parse(trimmed) as unknown;
  const items = (Array.isArray(parsed) ? parsed : [parsed]) as WindowsPrinterJson[];
  const printers: DiscoveredPrinter[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || typeof item.Name !== 'string') continue;
    printers.push({
      name: item.Name,
      connection: { kind: 'system', name: item.Name },
      source: 'windows',
      isDefault: item.IsDefault === true,
      online: item.WorkOffline !== true && !WINDOWS_OFFLINE_STATUS.has(item.PrinterStatus),
      ...(typeof item.PortName === 'string' && item.PortName ? { deviceUri: item.PortName } : {}),
    });
  }
  return printers;
}

/** Entries of /dev/usb that are printer class devices. */
export function usbPrinterDevices(entries: string[], directory = '/dev/usb'): DiscoveredPrinter[] {
  return entries
    .filter((entry) => /^lp\d+$/.test(entry))
    .sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)))
    .map((entry) => ({
      name: `USB ${entry}`,
      connection: { kind: 'usb', devicePath: `${directory}/${entry}` },
      source: 'usb',
      isDefault: false,
      online: true,
    }));
}

// Electron's status: the desktop adapter passes CUPS 'printer-state' (3 idle, 4 processing,
// 5 stopped) on Linux and macOS; Windows reports a spooler bit mask where 0 means ready.
const ELECTRON_ONLINE_STATUS = new Set([0, 3, 4]);

/** Electron's getPrintersAsync() list. */
export function electronPrinters(list: { name: string; isDefault: boolean; status?: number }[]): DiscoveredPrinter[] {
  return list.map((printer) => ({
    name: printer.name,
    connection: { kind: 'system', name: printer.name },
    source: 'electron',
    isDefault: printer.isDefault,
    online: printer.status === undefined || ELECTRON_ONLINE_STATUS.has(printer.status),
  }));
}
