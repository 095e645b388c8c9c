// Windows RAW spooling without a native addon: a generated PowerShell script compiles a small
// P/Invoke wrapper around winspool.drv (OpenPrinter / StartDocPrinter(RAW) / WritePrinter) with
// Add-Type, reads the job as base64 from stdin and hands it to the spooler untouched.
import { runWithInput } from './cups';
import type { SendOptions } from './types';

const RAW_PRINTER_SOURCE = `using System;
using System.ComponentModel;
using System.Runtime.InteropServices;
public static class TicketRawPrinter {
  [StructLayout(LayoutKind.Sequential, CharSet = CharSet.Unicode)]
  public class DocInfo {
    [MarshalAs(UnmanagedType.LPWStr)] public string pDocName;
    [MarshalAs(UnmanagedType.LPWStr)] public string pOutputFile;
    [MarshalAs(UnmanagedType.LPWStr)] public string pDataType;
  }
  [DllImport("winspool.drv", EntryPoint = "OpenPrinterW", SetLastError = true, CharSet = CharSet.Unicode)]
  static extern bool OpenPrinter(string printerName, out IntPtr handle, IntPtr defaults);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool ClosePrinter(IntPtr handle);
  [DllImport("winspool.drv", EntryPoint = "StartDocPrinterW", SetLastError = true, CharSet = CharSet.Unicode)]
  static extern int StartDocPrinter(IntPtr handle, int level, [In] DocInfo docInfo);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool EndDocPrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool StartPagePrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool EndPagePrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool WritePrinter(IntPtr handle, byte[] bytes, int count, out int written);
  public static void Send(string printerName, string documentName, byte[] bytes) {
    IntPtr handle;
    if (!OpenPrinter(printerName, out handle, IntPtr.Zero)) throw new Win32Exception(Marshal.GetLastWin32Error());
    try {
      DocInfo info = new DocInfo();
      info.pDocName = documentName;
      info.pDataType = "RAW";
      if (StartDocPrinter(handle, 1, info) == 0) throw new Win32Exception(Marshal.GetLastWin32Error());
      try {
        if (!StartPagePrinter(handle)) throw new Win32Exception(Marshal.GetLastWin32Error());
        int written;
        if (!WritePrinter(handle, bytes, bytes.Length, out written)) throw new Win32Exception(Marshal.GetLastWin32Error());
        if (written != bytes.Length) throw new Exception("WritePrinter wrote " + written + " of " + bytes.Length + " bytes");
        EndPagePrinter(handle);
      } finally {
        EndDocPrinter(handle);
      }
    } finally {
      ClosePrinter(handle);
    }
  }
}`;

/** A PowerShell single-quoted literal: the only escape is doubling the quote. */
export function powershellLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function windowsRawScript(printerName: string, documentName = 'Ticket'): string {
  return [
    "$ErrorActionPreference = 'Stop'",
    "if (-not ('TicketRawPrinter' -as [type])) {",
    `  Add-Type -Language CSharp -TypeDefinition @'\n${RAW_PRINTER_SOURCE}\n'@`,
    '}',
    '$payload = [Console]::In.ReadToEnd()',
    '$bytes = [System.Convert]::FromBase64String($payload.Trim())',
    `[TicketRawPrinter]::Send(${powershellLiteral(printerName)}, ${powershellLiteral(documentName)}, $bytes)`,
  ].join('\n');
}

/** -EncodedCommand takes the script as base64 of UTF-16LE: no quoting of the printer name on the command line. */
export function powershellCommand(script: string): { command: string; args: string[] } {
  return {
    command: 'powershell.exe',
    args: ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-EncodedCommand', Buffer.from(script, 'utf16le').toString('base64')],
  };
}

export async function sendWindowsRaw(printerName: string, bytes: Buffer, options: SendOptions): Promise<void> {
  const { command, args } = powershellCommand(windowsRawScript(printerName));
  await runWithInput(command, args, Buffer.from(bytes.toString('base64')), options.timeoutMs, `Spooler ${printerName}`);
}
