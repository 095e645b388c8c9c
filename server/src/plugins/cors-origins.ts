// Which browser origins may call the API from another page (docs/security.md, "Headers"): the server's own
// (PUBLIC_URL, or the Host the request came to — a same-origin page), and those CORS_ORIGINS lists. Any
// other origin gets no Access-Control-Allow-Origin, so a page elsewhere cannot read the answers.
import type { FastifyRequest } from 'fastify';

/** Comma-separated origins (CORS_ORIGINS) as normalized origins; invalid entries are left out. */
export function parseOriginList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => originOf(entry.trim()))
    .filter((origin): origin is string => origin !== null);
}

function originOf(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether a request's Origin may read the answer. */
export function corsOriginAllowed(request: FastifyRequest, origin: string, options: { publicUrl: string | null; corsOrigins: readonly string[] }): boolean {
  const candidate = originOf(origin);
  if (candidate === null) return false;
  if (options.corsOrigins.includes(candidate)) return true;
  if (options.publicUrl && originOf(options.publicUrl) === candidate) return true;
  const host = request.headers.host;
  return host !== undefined && (candidate === `http://${host}` || candidate === `https://${host}`);
}
