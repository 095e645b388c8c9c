// Session-wide policy of the panel window: a strict CSP header on every response and permission
// requests limited to what the panel uses (see ALLOWED_PERMISSIONS).
import type { Session } from 'electron';

export interface CspInput {
  panelOrigin: string;
  serverOrigin: string;
  extraConnectSrc?: string[];
  sentryDsn?: string | null;
}

const OSM_TILES = 'https://*.tile.openstreetmap.org';

function websocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

function dsnOrigin(dsn: string | null | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

export function buildContentSecurityPolicy({ panelOrigin, serverOrigin, extraConnectSrc = [], sentryDsn }: CspInput): string {
  const origins = [...new Set([panelOrigin, serverOrigin])];
  const connect = [
    "'self'",
    ...origins,
    ...origins.map(websocketOrigin),
    ...dsnOrigin(sentryDsn),
    ...extraConnectSrc,
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Only the panel's own bundles run: no inline scripts, no eval, no third-party code.
    'script-src': ["'self'"],
    // antd (CSS-in-JS) and leaflet write inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins, OSM_TILES],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:', ...origins],
    'connect-src': [...new Set(connect)],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

type HeaderMap = Record<string, string[] | string>;

/** Replaces any CSP the server sent with ours (case-insensitively), keeping the other headers. */
export function withCspHeader(headers: HeaderMap | undefined, csp: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === 'content-security-policy') continue;
    result[name] = Array.isArray(value) ? value : [value];
  }
  result['Content-Security-Policy'] = [csp];
  return result;
}

/**
 * Notifications for new orders; clipboard WRITE for 'copiar enlace' (compartir-menu) and fullscreen
 * for tutorial videos. Everything else (camera, microphone, location, clipboard read…) is refused.
 */
export const ALLOWED_PERMISSIONS = new Set(['notifications', 'clipboard-sanitized-write', 'fullscreen']);

export function applySessionPolicy(session: Session, csp: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withCspHeader(details.responseHeaders, csp) });
  });
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(ALLOWED_PERMISSIONS.has(permission)));
  session.setPermissionCheckHandler((_contents, permission) => ALLOWED_PERMISSIONS.has(permission));
}
