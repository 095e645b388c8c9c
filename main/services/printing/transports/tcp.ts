// Raw TCP (JetDirect, port 9100): connect, write, half-close, and wait for the printer to close.
import net from 'node:net';
import { withTimeout, type SendOptions } from './types';

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
    // Printers that keep the connection open after the data: once our side has finished and the
    // write buffer is empty, close it ourselves.
    socket.once('finish', () => {
      setTimeout(() => socket.destroy(), 250).unref();
    });
  });
  return withTimeout(work, options.timeoutMs, `Impresora ${host}:${port}`, () => socket.destroy());
}
