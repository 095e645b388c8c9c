// Windows is not here: the generated spooler script and the command line are what we can check.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendUsb } from '../../../main/services/printing/transports/usb';
import { powershellCommand, powershellLiteral, windowsRawScript } from '../../../main/services/printing/transports/windows';
import { cupsCommand } from '../../../main/services/printing/transports/cups';
import { WINDOWS_LIST_SCRIPT } from '../../../main/services/printing/discovery/discover';

describe('Windows RAW spooling script', () => {
  it('opens the printer, starts a RAW document and writes the bytes read from stdin', () => {
    const script = windowsRawScript('EPSON TM-T20III Receipt');
    expect(script).toContain('Add-Type -Language CSharp -TypeDefinition @\'\n');
    expect(script).toContain('\n\'@');
    for (const part of ['EntryPoint = "OpenPrinterW"', 'EntryPoint = "StartDocPrinterW"', 'StartPagePrinter', 'WritePrinter(handle, bytes, bytes.Length, out written)', 'EndPagePrinter', 'EndDocPrinter', 'ClosePrinter', 'info.pDataType = "RAW"', '[DllImport("winspool.drv"']) {
      expect(script).toContain(part);
    }
    expect(script).toContain("[Console]::In.ReadToEnd()");
    expect(script).toContain('[System.Convert]::FromBase64String');
    expect(script).toContain("[TicketRawPrinter]::Send('EPSON TM-T20III Receipt', 'Ticket', $bytes)");
    expect(script.startsWith("$ErrorActionPreference = 'Stop'")).toBe(true);
  });

  it('quotes printer names so they cannot break out of the string', () => {
    expect(powershellLiteral("Caja d'Ana")).toBe("'Caja d''Ana'");
    expect(windowsRawScript("Caja d'Ana'; Remove-Item C:\\ #")).toContain("::Send('Caja d''Ana''; Remove-Item C:\\ #', 'Ticket', $bytes)");
  });

  it('runs powershell without profile with the script as -EncodedCommand (UTF-16LE base64)', () => {
    const script = windowsRawScript('Cocina');
    const { command, args } = powershellCommand(script);
    expect(command).toBe('powershell.exe');
    expect(args.slice(0, 5)).toEqual(['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-EncodedCommand']);
    expect(Buffer.from(args[5] ?? '', 'base64').toString('utf16le')).toBe(script);
  });

  it('lists printers with Get-Printer as JSON, marking the default one', () => {
    expect(WINDOWS_LIST_SCRIPT).toContain('Get-Printer');
    expect(WINDOWS_LIST_SCRIPT).toContain('ConvertTo-Json');
    expect(WINDOWS_LIST_SCRIPT).toContain("'Default=TRUE'");
    expect(WINDOWS_LIST_SCRIPT).toContain('[Console]::OutputEncoding = [System.Text.Encoding]::UTF8');
  });
});

describe('CUPS command', () => {
  it('sends raw ESC/POS with -o raw and documents without it', () => {
    expect(cupsCommand('Caja_58', true)).toEqual({ command: 'lp', args: ['-d', 'Caja_58', '-t', 'Ticket', '-o', 'raw'] });
    expect(cupsCommand('Oficina', false)).toEqual({ command: 'lp', args: ['-d', 'Oficina', '-t', 'Ticket'] });
  });
});

describe('USB device file', () => {
  it('writes the bytes to the device and fails when it is missing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'usb-'));
    try {
      const device = path.join(dir, 'lp0');
      writeFileSync(device, '');
      const bytes = Buffer.from([0x1b, 0x40, 0x48, 0x6f, 0x6c, 0x61, 0x0a]);
      await sendUsb(device, bytes, { timeoutMs: 5_000 });
      expect(readFileSync(device).equals(bytes)).toBe(true);
      await expect(sendUsb(path.join(dir, 'missing', 'lp1'), bytes, { timeoutMs: 5_000 })).rejects.toThrow(/ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
