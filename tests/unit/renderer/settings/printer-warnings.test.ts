// The printer state behind the status bar's warnings 9–11, read from the bridge, and the warning it yields.
import { describe, expect, it } from 'vitest';
import type { DesktopBridge } from '@shared/ipc/contract';
import type { DiscoveredPrinter, PrinterStatus } from '@shared/printing';
import { STATUS_WARNINGS, type StatusWarningsInput } from '@shared/status-warnings';
import { readPrinterState } from '../../../../renderer/src/features/settings/printing/printer-warnings';

type Bridge = Pick<DesktopBridge, 'kind' | 'getStatus' | 'listPrinters'>;

const status = (slot: PrinterStatus['slot'], fields: Partial<PrinterStatus> = {}): PrinterStatus => ({ slot, configured: false, found: false, online: false, pendingJobs: 0, lastError: null, ...fields });
const cups: DiscoveredPrinter = { name: 'EPSON', connection: { kind: 'system', name: 'EPSON' }, source: 'cups', isDefault: true, online: true };

function bridge(statuses: PrinterStatus[] | Error, printers: DiscoveredPrinter[] | Error, kind: Bridge['kind'] = 'agent'): Bridge {
  return {
    kind,
    getStatus: async () => {
      if (statuses instanceof Error) throw statuses;
      return statuses;
    },
    listPrinters: async () => {
      if (printers instanceof Error) throw printers;
      return printers;
    },
  };
}

/** The printing warning the status bar would pick for this state (docs/domain.md (Textos exactos) numbers). */
function printingWarningId(printer: StatusWarningsInput['printer']): number | null {
  const input = { printer } as StatusWarningsInput;
  return STATUS_WARNINGS.filter((warning) => warning.id >= 9 && warning.id <= 11).find((warning) => warning.applies(input))?.id ?? null;
}

describe('estado de impresoras para los avisos 9–11', () => {
  it('sin aplicación ni agente no hay avisos de impresora', async () => {
    await expect(readPrinterState(bridge([], [], 'none'))).resolves.toBeNull();
  });

  it('principal elegida pero no encontrada: aviso 9', async () => {
    const state = await readPrinterState(bridge([status('Printer1', { configured: true })], [cups]));
    expect(state).toEqual({ configured: true, found: false, detectedCount: 1 });
    expect(printingWarningId(state)).toBe(9);
  });

  it('sin impresora principal con impresoras detectadas: aviso 10; sin ninguna detectada: aviso 11', async () => {
    expect(printingWarningId(await readPrinterState(bridge([status('Printer1')], [cups])))).toBe(10);
    expect(printingWarningId(await readPrinterState(bridge([status('Printer1')], new Error('lpstat'))))).toBe(11);
  });

  it('principal en línea: ningún aviso; un agente que no responde tampoco inventa avisos', async () => {
    expect(printingWarningId(await readPrinterState(bridge([status('Printer1', { configured: true, found: true, online: true })], [])))).toBeNull();
    await expect(readPrinterState(bridge(new Error('Electron is not available...'), [cups]))).resolves.toBeNull();
  });
});
