// Merchant logos for printed tickets: a logo given by web address is fetched once and kept under
// the data folder as inline data, so tickets keep their logo when the internet is down and a
// slow or failing download never holds a ticket back for long.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type LogoResolver = (source: string | null) => Promise<string | null>;

export interface LogoResolverOptions {
  dataDir: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  logger?: (message: string) => void;
}

/**
 * A ticket logo is a small raster image. The cap also keeps the HTML ticket, logo inline, well inside
 * Chromium's 2 MB URL limit for the print window's data: URL (main/electron-print.ts).
 */
export const MAX_LOGO_BYTES = 512 * 1024;

/** Bytes of a base64 payload without decoding it. */
function base64Bytes(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
}
const ALLOWED_TYPES = /^image\/(png|jpeg)$/;

export function createLogoResolver(options: LogoResolverOptions): LogoResolver {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const directory = path.join(options.dataDir, 'logos');
  const memory = new Map<string, string>();

  return async (source) => {
    const value = source?.trim();
    if (!value) return null;
    if (/^data:image\/(png|jpe?g);base64,/i.test(value)) {
      if (base64Bytes(value) <= MAX_LOGO_BYTES) return value;
      options.logger?.(`logo en línea demasiado grande (${Math.round(base64Bytes(value) / 1024)} KB); el ticket sale sin logo`);
      return null;
    }
    if (!/^https?:\/\//i.test(value)) return null;
    const cached = memory.get(value);
    if (cached) return cached;
    const file = path.join(directory, `${createHash('sha256').update(value).digest('hex')}.txt`);
    try {
      const stored = await readFile(file, 'utf8');
      memory.set(value, stored);
      return stored;
    } catch {
      // Not downloaded yet.
    }
    try {
      const response = await fetchImpl(value, { signal: AbortSignal.timeout(timeoutMs) });
      const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!response.ok || !ALLOWED_TYPES.test(type)) throw new Error(`respuesta ${response.status} ${type}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > MAX_LOGO_BYTES) throw new Error('logo demasiado grande');
      const dataUrl = `data:${type};base64,${bytes.toString('base64')}`;
      memory.set(value, dataUrl);
      await mkdir(directory, { recursive: true });
      await writeFile(file, dataUrl);
      return dataUrl;
    } catch (error) {
      options.logger?.(`logo ${value} not available: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
}
