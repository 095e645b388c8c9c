import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { cupsPrinters, electronPrinters, parseLpstatDevices, parseLpstatPrinters, parseWindowsPrinters, usbPrinterDevices } from '../../../main/services/printing/discovery/parsers';
import { discoverPrinters, type CommandRunner } from '../../../main/services/printing/discovery/discover';

// Captured from CUPS 2.4 with LANG=C.
const LPSTAT_P_D = `printer Caja_58 is idle.  enabled since Sat 21 Nov 2026 05:01:12 AM UTC
printer Cocina_80 now printing Cocina_80-12.  enabled since Sat 21 Nov 2026 05:03:40 AM UTC
printer Barra disabled since Sat 21 Nov 2026 04:59:02 AM UTC -
	Paused
system default destination: Caja_58
`;
const LPSTAT_V = `device for Caja_58: socket://192.168.1.50:9100
device for Cocina_80: usb://EPSON/TM-T20III?serial=X5E1234567
device for Barra: ipp://barra.local/ipp/print
`;

describe('CUPS parsers', () => {
  it('reads queues, states and the default destination', () => {
    expect(parseLpstatPrinters(LPSTAT_P_D)).toEqual({
      queues: [
        { name: 'Caja_58', enabled: true, state: 'idle' },
        { name: 'Cocina_80', enabled: true, state: 'printing' },
        { name: 'Barra', enabled: false, state: 'disabled' },
      ],
      defaultName: 'Caja_58',
    });
    expect(parseLpstatPrinters('no system default destination\n')).toEqual({ queues: [], defaultName: null });
  });

  it('reads device URIs and builds discovered printers', () => {
    expect(parseLpstatDevices(LPSTAT_V).get('Cocina_80')).toBe('usb://EPSON/TM-T20III?serial=X5E1234567');
    expect(cupsPrinters(LPSTAT_P_D, LPSTAT_V)).toEqual([
      { name: 'Caja_58', connection: { kind: 'system', name: 'Caja_58' }, source: 'cups', isDefault: true, online: true, deviceUri: 'socket://192.168.1.50:9100' },
      { name: 'Cocina_80', connection: { kind: 'system', name: 'Cocina_80' }, source: 'cups', isDefault: false, online: true, deviceUri: 'usb://EPSON/TM-T20III?serial=X5E1234567' },
      { name: 'Barra', connection: { kind: 'system', name: 'Barra' }, source: 'cups', isDefault: false, online: false, deviceUri: 'ipp://barra.local/ipp/print' },
    ]);
  });
});

describe('Windows Get-Printer parser', () => {
  it('reads an array (several printers) with numeric or named statuses', () => {
    const json = JSON.stringify([
      { Name: 'EPSON TM-T20III Receipt', PortName: 'USB001', DriverName: 'EPSON TM-T20III', PrinterStatus: 0, WorkOffline: false, IsDefault: true },
      { Name: 'POS-80 Cocina', PortName: 'IP_192.168.1.60', PrinterStatus: 'Offline', WorkOffline: false, IsDefault: false },
      { Name: 'Microsoft Print to PDF', PortName: 'PORTPROMPT:', PrinterStatus: 0, WorkOffline: true, IsDefault: false },
    ]);
    expect(parseWindowsPrinters(json)).toEqual([
      { name: 'EPSON TM-T20III Receipt', connection: { kind: 'system', name: 'EPSON TM-T20III Receipt' }, source: 'windows', isDefault: true, online: true, deviceUri: 'USB001' },
      { name: 'POS-80 Cocina', connection: { kind: 'system', name: 'POS-80 Cocina' }, source: 'windows', isDefault: false, online: false, deviceUri: 'IP_192.168.1.60' },
      { name: 'Microsoft Print to PDF', connection: { kind: 'system', name: 'Microsoft Print to PDF' }, source: 'windows', isDefault: false, online: false, deviceUri: 'PORTPROMPT:' },
    ]);
  });

  it('reads a single object (one printer) and empty output', () => {
    expect(parseWindowsPrinters('{"Name":"Caja","PrinterStatus":0,"IsDefault":false}')).toHaveLength(1);
    expect(parseWindowsPrinters('\r\n')).toEqual([]);
  });
});

describe('USB and Electron lists', () => {
  it('keeps only printer class devices, in number order', () => {
    expect(usbPrinterDevices(['lp10', 'hiddev0', 'lp1', 'lp0']).map((p) => p.connection)).toEqual([
      { kind: 'usb', devicePath: '/dev/usb/lp0' },
      { kind: 'usb', devicePath: '/dev/usb/lp1' },
      { kind: 'usb', devicePath: '/dev/usb/lp10' },
    ]);
  });

  it('maps Electron printers: ready (0), CUPS idle (3) and processing (4) online; stopped (5) or error bits offline', () => {
    const list = [
      { name: 'Caja', isDefault: true, status: 0 },
      { name: 'Cocina', isDefault: false, status: 128 },
      { name: 'Barra', isDefault: false, status: 3 },
      { name: 'Terraza', isDefault: false, status: 5 },
      { name: 'Sin estado', isDefault: false },
    ];
    expect(electronPrinters(list).map((p) => [p.name, p.isDefault, p.online])).toEqual([
      ['Caja', true, true],
      ['Cocina', false, false],
      ['Barra', false, true],
      ['Terraza', false, false],
      ['Sin estado', false, true],
    ]);
  });
});

describe('discoverPrinters', () => {
  const logger = () => undefined;
  const runner =
    (outputs: Record<string, string | Error>): CommandRunner =>
    async (command, args) => {
      const output = outputs[`${command} ${args.join(' ')}`] ?? outputs[command];
      if (output instanceof Error) throw output;
      if (output === undefined) throw Object.assign(new Error('not found'), { code: 'ENOENT' });
      return output;
    };

  it('uses lpstat on Linux', async () => {
    const printers = await discoverPrinters({ platform: 'linux', run: runner({ 'lpstat -p -d': LPSTAT_P_D, 'lpstat -v': LPSTAT_V }), usbDirectory: '/nonexistent', logger });
    expect(printers.map((p) => p.name)).toEqual(['Caja_58', 'Cocina_80', 'Barra']);
  });

  it('treats "No destinations added" and a missing lpstat as no printers', async () => {
    const noQueues = Object.assign(new Error('exit 1'), { stdout: '', stderr: 'lpstat: No destinations added.\n' });
    expect(await discoverPrinters({ platform: 'linux', run: runner({ 'lpstat -p -d': noQueues }), usbDirectory: '/nonexistent', logger })).toEqual([]);
    expect(await discoverPrinters({ platform: 'darwin', run: runner({}), usbDirectory: '/nonexistent', logger })).toEqual([]);
  });

  it('answers the SPEC message when the installed printers cannot be read', async () => {
    const broken = Object.assign(new Error('lpstat: Bad file descriptor'), { stdout: '', stderr: 'lpstat: Bad file descriptor' });
    await expect(discoverPrinters({ platform: 'linux', run: runner({ 'lpstat -p -d': broken }), usbDirectory: '/nonexistent', logger })).rejects.toThrow(MSG.installedPrintersError);
    await expect(discoverPrinters({ platform: 'win32', run: runner({ 'powershell.exe': new Error('denied') }), usbDirectory: '/nonexistent', logger })).rejects.toThrow(MSG.installedPrintersError);
    await expect(discoverPrinters({ platform: 'linux', run: runner({}), listElectron: () => Promise.reject(new Error('x')), usbDirectory: '/nonexistent', logger })).rejects.toThrow(MSG.installedPrintersError);
  });

  it('uses PowerShell Get-Printer on Windows and Electron when given', async () => {
    const win = await discoverPrinters({ platform: 'win32', run: runner({ 'powershell.exe': '{"Name":"Caja","PrinterStatus":0,"IsDefault":true}' }), usbDirectory: '/nonexistent', logger });
    expect(win).toMatchObject([{ name: 'Caja', source: 'windows', isDefault: true }]);
    const electron = await discoverPrinters({ platform: 'win32', run: runner({}), listElectron: async () => [{ name: 'EPSON', isDefault: true, status: 0 }], usbDirectory: '/nonexistent', logger });
    expect(electron).toMatchObject([{ name: 'EPSON', source: 'electron' }]);
  });
});
