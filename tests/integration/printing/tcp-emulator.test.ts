// The TCP transport and probe against the printer emulator on a real port.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { defaultPrinterSettings } from '@shared/printing';
import { startPrinterEmulator, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { sendTcp } from '../../../main/services/printing/transports/tcp';
import { probeTcp } from '../../../main/services/printing/discovery/probe';
import { buildTicket } from '../../../main/services/printing/ticket/build-ticket';
import { encodeEscPos } from '../../../main/services/printing/encoders/escpos';
import { commerce, orderDetail } from '../../support/sample-order';
import { tempDir } from './support';

let emulator: PrinterEmulator | null = null;
let outDir = '';
afterEach(async () => {
  await emulator?.close();
  emulator = null;
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('TCP transport to the printer emulator', () => {
  it('delivers the exact bytes, stored as .bin and decoded .txt', async () => {
    outDir = tempDir('emu-out-');
    emulator = await startPrinterEmulator({ port: 0, outDir });
    const bytes = encodeEscPos(buildTicket(orderDetail(), commerce, { ...defaultPrinterSettings('Printer1'), paperWidthMm: 80 }));
    await sendTcp('127.0.0.1', emulator.port, bytes, { timeoutMs: 5_000 });
    const [job] = await emulator.waitForJobs(1, 5_000);
    expect(job?.bytes.equals(bytes)).toBe(true);
    expect(job?.text).toContain('Taquería Doña Pingüina');
    expect(job?.decoded.qrCodes).toEqual(['https://rastreo.example.mx/p/trk-1']);
    await emulator.close();
    expect(readFileSync(job!.binPath!).equals(bytes)).toBe(true);
    expect(readFileSync(job!.txtPath!, 'utf8')).toContain('Cliente: Begoña Núñez');
  });

  it('goes on numbering after the jobs an earlier run left in the same --out folder', async () => {
    outDir = tempDir('emu-out-');
    emulator = await startPrinterEmulator({ port: 0, outDir });
    await sendTcp('127.0.0.1', emulator.port, Buffer.from('primera corrida\n'), { timeoutMs: 5_000 });
    await emulator.waitForJobs(1, 5_000);
    await emulator.close();
    emulator = await startPrinterEmulator({ port: 0, outDir });
    await sendTcp('127.0.0.1', emulator.port, Buffer.from('segunda corrida\n'), { timeoutMs: 5_000 });
    const [job] = await emulator.waitForJobs(1, 5_000);
    await emulator.close();
    expect(job?.id).toBe(2);
    expect(readFileSync(`${outDir}/job-00001.txt`, 'utf8')).toContain('primera corrida');
    expect(readFileSync(`${outDir}/job-00002.txt`, 'utf8')).toContain('segunda corrida');
  });

  it('probes without creating a job, and fails fast while the printer is off', async () => {
    emulator = await startPrinterEmulator({ port: 0 });
    expect(await probeTcp('127.0.0.1', emulator.port, 1_500)).toBe(true);
    await emulator.setOnline(false);
    expect(await probeTcp('127.0.0.1', emulator.port, 1_500)).toBe(false);
    await expect(sendTcp('127.0.0.1', emulator.port, Buffer.from('hola\n'), { timeoutMs: 5_000 })).rejects.toThrow(/ECONNREFUSED/);
    await emulator.setOnline(true);
    await sendTcp('127.0.0.1', emulator.port, Buffer.from('hola\n'), { timeoutMs: 5_000 });
    const jobs = await emulator.waitForJobs(1, 5_000);
    expect(jobs.map((job) => job.text)).toEqual(['hola']);
  });

  it('times out against a printer that never reads', async () => {
    const net = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const silent = net.createServer((socket) => {
      sockets.push(socket);
      socket.pause();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as import('node:net').AddressInfo).port;
    // Large enough to fill the socket buffers, so the write cannot finish.
    await expect(sendTcp('127.0.0.1', port, Buffer.alloc(64 * 1024 * 1024, 0x41), { timeoutMs: 300 })).rejects.toThrow(/sin respuesta/);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails a job the printer accepted but never read, instead of counting it as printed', async () => {
    const net = await import('node:net');
    // The printer's network stack takes the connection, its firmware never reads it, and after a while
    // (past the old 250 ms of silence that counted as delivered) it is switched off: the connection is reset.
    const dying = net.createServer({ pauseOnConnect: true }, (socket) => {
      setTimeout(() => socket.destroy(), 600);
    });
    await new Promise<void>((resolve) => dying.listen(0, '127.0.0.1', resolve));
    const port = (dying.address() as import('node:net').AddressInfo).port;
    await expect(sendTcp('127.0.0.1', port, Buffer.from('Pedido ABC-1\n'), { timeoutMs: 5_000 })).rejects.toThrow(/ECONNRESET|interrumpida/);
    await new Promise((resolve) => dying.close(resolve));
  });
});
