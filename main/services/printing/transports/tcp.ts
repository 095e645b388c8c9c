// Raw TCP (JetDirect, port 9100): connect, write, half-close, and wait for the printer to close.
import net from 'node:net';
import { withTimeout, type SendOptions } from './types';

/**
 * How long a printer that keeps the connection open after our data has to reset it before the job counts
 * as delivered. A printer that closes its side (most do, and the emulator) confirms at once. Until this
 * was 2 s it was 250 ms: a connection the printer's network stack had accepted but its firmware never read
 * (switched off while it waited in the queue, or a printer busy for longer) was reset after our socket was
 * gone, so the job counted as printed and never printed. Seen as two lost tickets in the shift test on a
 * loaded machine, where the emulator's event loop lagged; repeated with an emulator busy for 1 s.
 */
export const PEER_CLOSE_GRACE_MS = 2_000;

export function sendTcp(host: string, port: number, bytes: Buffer, options: SendOptions): Promise<void> {
  const socket = new net.Socket();
  const work = new Promise<void>((resolve, reject) => {
    let failed = false;
    socket.once('error', (error) => {
      failed = true;
      reject(error);
    });
    // 'close' after our end() and the peer's FIN means every byte was flushed to the printer's buffer.
    socket.once('close', (hadError) => {
      if (!failed && !hadError) resolve();
      else if (!failed) reject(new Error(`Conexión con ${host}:${port} interrumpida`));
    });
    socket.connect(port, host, () => {
      socket.end(bytes);
    });
    // Printers that keep the connection open after the data: once our side has finished and the printer
    // neither closed nor reset the connection for PEER_CLOSE_GRACE_MS, close it ourselves.
    // Within the job's deadline: a timeout there would retry, and so print twice, a delivered ticket.
    socket.once('finish', () => {
      setTimeout(() => socket.destroy(), Math.min(PEER_CLOSE_GRACE_MS, options.timeoutMs / 2)).unref();
    });
  });
  return withTimeout(work, options.timeoutMs, `Impresora ${host}:${port}`, () => socket.destroy());
}
