// Security headers of the two HTML pages the server hands out (docs/security.md, "Headers"): the panel and
// the public menu. Only their own bundles run (no inline script, no eval); antd and leaflet write inline
// styles; images may be uploads on PUBLIC_URL or any https host (logos, map tiles); the panel talks to its
// own origin (HTTP, the /ws live channel) and to the print agent on this machine's loopback. The panel may
// never be framed (clickjacking of an admin screen); the public menu may be, so a restaurant can put it on
// its own site. Electron replaces this policy with its own (main/security.ts).
const AGENT_ORIGINS = ['ws://127.0.0.1:*', 'ws://localhost:*'];
const VIDEO_PLAYERS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const SHARED: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

export const PANEL_HTML_HEADERS = {
  'content-security-policy': policy({
    ...SHARED,
    // https: and wss: for an API or error reporting on another host (VITE_API_URL, Sentry).
    'connect-src': ["'self'", 'https:', 'wss:', ...AGENT_ORIGINS],
    'frame-src': VIDEO_PLAYERS,
    'frame-ancestors': ["'none'"],
  }),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
} as const;

export const MENU_HTML_HEADERS = {
  'content-security-policy': policy({ ...SHARED, 'connect-src': ["'self'", 'https:'], 'frame-src': ["'none'"], 'frame-ancestors': ['*'] }),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Whether a static file served from the panel's folder is one of its HTML pages. */
export function isHtmlFile(filePath: string): boolean {
  return /\.html?(\.(br|gz))?$/.test(filePath);
}
