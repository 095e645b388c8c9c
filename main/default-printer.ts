// The OS default printer's name, for the printer list: Electron 36+ no longer reports it
// (PrinterInfo.isDefault is gone). CUPS: `lpstat -d`; Windows: Win32_Printer's Default flag.
import { execFile } from 'node:child_process';

const TIMEOUT_MS = 5_000;

export function parseLpstatDefault(stdout: string): string | null {
  const match = /system default destination:\s*(\S+)/i.exec(stdout);
  return match ? match[1]! : null;
}

const WINDOWS_DEFAULT_SCRIPT =
  "[Console]::OutputEncoding = [System.Text.Encoding]::UTF8; (Get-CimInstance -ClassName Win32_Printer -Filter 'Default=TRUE' | Select-Object -First 1).Name";

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: TIMEOUT_MS, windowsHide: true, env: { ...process.env, LANG: 'C', LC_ALL: 'C' } }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

export async function systemDefaultPrinter(platform: NodeJS.Platform = process.platform): Promise<string | null> {
  try {
    if (platform === 'win32') {
      const name = (await run('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', WINDOWS_DEFAULT_SCRIPT])).trim();
      return name || null;
    }
    return parseLpstatDefault(await run('lpstat', ['-d']));
  } catch {
    return null;
  }
}
