// Session-wide policy of the panel window: a strict CSP header on the panel's own responses and
// permission requests limited to what the panel uses, from the panel's origin (ALLOWED_PERMISSIONS).
import type { Session } from 'electron';
import { isSameOrigin } from './origin';

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
 * for tutorial videos. Everything else (camera, microphone, location, clipboard read…) is refused,
 * and even these only for the panel's own pages (fullscreen also for the embedded video players).
 */
export const ALLOWED_PERMISSIONS = new Set(['notifications', 'clipboard-sanitized-write', 'fullscreen']);
export const VIDEO_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export function isPermissionAllowed(permission: string, requestingUrl: string | null | undefined, panelOrigin: string): boolean {
  if (!ALLOWED_PERMISSIONS.has(permission)) return false;
  if (isSameOrigin(requestingUrl, panelOrigin)) return true;
  return permission === 'fullscreen' && VIDEO_ORIGINS.some((origin) => isSameOrigin(requestingUrl, origin));
}

interface HeadersDetails {
  url?: string;
  responseHeaders?: HeaderMap;
}

/** The CSP is ours to set only on the panel's own documents; other responses keep their headers. */
export function cspHeadersFor(details: HeadersDetails, csp: string, panelOrigin: string): { responseHeaders?: Record<string, string[]> } {
  if (!isSameOrigin(details.url, panelOrigin)) return {};
  return { responseHeaders: withCspHeader(details.responseHeaders, csp) };
}

export function applySessionPolicy(session: Session, csp: string, panelOrigin: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback(cspHeadersFor(details as HeadersDetails, csp, panelOrigin));
  });
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionAllowed(permission, (details as { requestingUrl?: string } | undefined)?.requestingUrl, panelOrigin)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => isPermissionAllowed(permission, requestingOrigin, panelOrigin));
}
