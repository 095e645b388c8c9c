// Installed printers from every source that applies to this machine.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { MSG } from '@shared/messages';
import type { DiscoveredPrinter } from '@shared/printing';
import { cupsPrinters, electronPrinters, parseWindowsPrinters, usbPrinterDevices } from './parsers';
import { powershellCommand } from '../transports/windows';

export interface CommandRunner {
  (command: string, args: string[], timeoutMs: number): Promise<string>;
}

export const runCommand: CommandRunner = (command, args, timeoutMs) =>
  new Promise((resolve, reject) => {
    execFile(command, args, { timeout: timeoutMs, env: { ...process.env, LANG: 'C', LC_ALL: 'C' }, windowsHide: true, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stdout, stderr }));
      else resolve(stdout);
    });
  });

export const WINDOWS_LIST_SCRIPT = [
  "$ErrorActionPreference = 'Stop'",
  // Printer names with accents must reach Node intact, whatever the console code page is.
  '[Console]::OutputEncoding = [System.Text.Encoding]::UTF8',
  "$default = (Get-CimInstance -ClassName Win32_Printer -Filter 'Default=TRUE' | Select-Object -First 1).Name",
  "Get-Printer | Select-Object Name, PortName, DriverName, PrinterStatus, WorkOffline, @{ Name = 'IsDefault'; Expression = { $_.Name -eq $default } } | ConvertTo-Json -Compress",
].join('; ');

export interface DiscoveryDeps {
  platform: NodeJS.Platform;
  run: CommandRunner;
  listElectron?: () => Promise<{ name: string; isDefault: boolean; status?: number }[]>;
  usbDirectory: string;
  logger: (message: string) => void;
}

const COMMAND_TIMEOUT_MS = 10_000;

function isMissingCommand(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}

async function cupsSource(deps: DiscoveryDeps): Promise<DiscoveredPrinter[]> {
  let printers: string;
  try {
    printers = await deps.run('lpstat', ['-p', '-d'], COMMAND_TIMEOUT_MS);
  } catch (error) {
    if (isMissingCommand(error)) return [];
    // lpstat exits 1 with "No destinations added." when CUPS has no queues: that is an empty list.
    const stdout = (error as { stdout?: unknown }).stdout;
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    if (/no destinations added/i.test(stderr) || /no destinations added/i.test(String(stdout ?? ''))) return [];
    throw error;
  }
  const devices = await deps.run('lpstat', ['-v'], COMMAND_TIMEOUT_MS).catch(() => '');
  return cupsPrinters(printers, devices);
}

async function usbSource(deps: DiscoveryDeps): Promise<DiscoveredPrinter[]> {
  try {
    return usbPrinterDevices(await readdir(deps.usbDirectory), deps.usbDirectory);
  } catch {
    return [];
  }
}

/**
 * Electron's list when the desktop app provides it (it already covers the OS queues), otherwise
 * CUPS or the Windows spooler; USB device files in both cases. Throws MSG.installedPrintersError
 * when the installed printers cannot be read at all.
 */
export async function discoverPrinters(deps: DiscoveryDeps): Promise<DiscoveredPrinter[]> {
  const sources: Promise<DiscoveredPrinter[]>[] = [];
  if (deps.listElectron) sources.push(deps.listElectron().then(electronPrinters));
  else if (deps.platform === 'win32') {
    const { command, args } = powershellCommand(WINDOWS_LIST_SCRIPT);
    sources.push(deps.run(command, args, COMMAND_TIMEOUT_MS).then(parseWindowsPrinters));
  }
  else sources.push(cupsSource(deps));
  if (deps.platform === 'linux') sources.push(usbSource(deps));

  const results = await Promise.allSettled(sources);
  const printers: DiscoveredPrinter[] = [];
  let failures = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') printers.push(...result.value);
    else {
      failures += 1;
      deps.logger(`discovery failed: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
    }
  }
  // The OS queue source is the first one; if it fails the list would be misleading, so say so.
  if (results[0]?.status === 'rejected' || failures === results.length) throw new Error(MSG.installedPrintersError);
  return printers;
}
