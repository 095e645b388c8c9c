// The ways bytes reach a printer. Each transport resolves only when the bytes were handed over
// completely (socket closed cleanly, spooler accepted the job) and rejects otherwise.
export interface SendOptions {
  /** Whole-job deadline (docs/domain.md (Constantes): 5000 ms per ticket line). */
  timeoutMs: number;
}

export interface TransportSet {
  /** Raw bytes to a network printer (port 9100). */
  tcp(host: string, port: number, bytes: Buffer, options: SendOptions): Promise<void>;
  /** Through a CUPS queue with `lp`; `raw` skips CUPS filters (ESC/POS), otherwise CUPS converts (PDF). */
  cups(queue: string, bytes: Buffer, options: SendOptions & { raw: boolean }): Promise<void>;
  /** Raw bytes through the Windows spooler. */
  windows(printerName: string, bytes: Buffer, options: SendOptions): Promise<void>;
  /** Raw bytes to a USB printer device file (/dev/usb/lp0). */
  usb(devicePath: string, bytes: Buffer, options: SendOptions): Promise<void>;
}

export class TransportTimeoutError extends Error {
  constructor(what: string, timeoutMs: number) {
    super(`${what}: sin respuesta después de ${timeoutMs} ms`);
    this.name = 'TransportTimeoutError';
  }
}

/** Rejects with a timeout error when `work` has not settled in time; `onTimeout` aborts the work. */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number, what: string, onTimeout: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new TransportTimeoutError(what, timeoutMs));
    }, timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
