// Why the desktop side cannot reach the server, in the cashier's words. HTTPS-scanning antivirus (ESET,
// Kaspersky, Avast) and proxies are common on counter PCs: the panel (Chromium) may keep working while the
// follower's own connections fail, so the reason is shown in Ajustes → Impresión instead of tickets silently
// stopping. Errors come from Node (fetch's `cause.code`, ws's `code`) or from Chromium (net.fetch: net::ERR_…).

export const AUTO_PRINT_CONNECT_PREFIX = 'La impresión automática no puede conectarse';

/** Node / OpenSSL verification failures (tls, X509_V_ERR_* names as Node reports them). */
const CERTIFICATE_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
  'CERT_REVOKED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);
const CLOCK_CODES = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID', 'ERR_CERT_DATE_INVALID']);

function codeOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string' && own) return own;
  const cause = (error as { cause?: unknown }).cause;
  if (cause) return codeOf(cause);
  const message = error instanceof Error ? error.message : '';
  return /net::(ERR_[A-Z_]+)/.exec(message)?.[1] ?? '';
}

/** The Spanish reason for a failed connection, or null when the error is not a network one. */
export function networkProblem(error: unknown): string | null {
  const code = codeOf(error);
  if (!code) return null;
  if (CLOCK_CODES.has(code)) return 'el certificado del servidor no es válido para la fecha de esta computadora (revisa la fecha y la hora)';
  if (CERTIFICATE_CODES.has(code) || /^ERR_CERT_|^ERR_SSL_|^ERR_TLS_|CERT/.test(code)) {
    return 'el certificado del servidor no es de confianza en esta computadora (un antivirus que revisa conexiones HTTPS o un proxy puede causarlo)';
  }
  if (/PROXY|TUNNEL/.test(code)) return 'el proxy de la red no deja pasar la conexión';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ERR_NAME_NOT_RESOLVED' || code === 'ERR_INTERNET_DISCONNECTED') {
    return 'no se encuentra el servidor (revisa la conexión a internet)';
  }
  if (code === 'ECONNREFUSED' || code === 'ERR_CONNECTION_REFUSED') return 'el servidor rechazó la conexión';
  if (/TIMEDOUT|TIMED_OUT|ECONNRESET|CONNECTION_RESET|ENETUNREACH|EHOSTUNREACH|ADDRESS_UNREACHABLE/.test(code)) return 'el servidor no responde';
  return `error de red (${code})`;
}

export function connectProblemMessage(reason: string): string {
  return `${AUTO_PRINT_CONNECT_PREFIX}: ${reason}`;
}
