// Origin helpers shared by the window guards, the IPC gateway and the agent.

/** The origin of a URL, or null for anything unparsable or opaque (file:, data:, about:). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function isSameOrigin(url: string | null | undefined, expectedOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin === originOf(expectedOrigin);
}

export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Hosts the panel may send to the system browser besides its own origin (docs/desktop.md). */
export const EXTERNAL_HOSTS = {
  whatsapp: ['wa.me', 'api.whatsapp.com', 'web.whatsapp.com'],
  maps: ['maps.google.com', 'maps.app.goo.gl', 'www.openstreetmap.org', 'maps.apple.com', 'waze.com', 'www.waze.com'],
} as const;

export interface ExternalAllowList {
  /** Panel and server origins (public menu links, /m/<slug>). */
  ownOrigins: string[];
  /** The help site origin(s) (HELP_URL). */
  helpOrigins: string[];
}

/**
 * The openExternal allow-list: https WhatsApp and map links, the help site, the panel's own
 * origins, and mailto:. Anything else (file:, smb:, custom protocols, arbitrary sites) is refused,
 * so a compromised page cannot make the OS open what it likes.
 */
export function isAllowedExternalUrl(url: string, allow: ExternalAllowList): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'mailto:') return true;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  if ([...allow.ownOrigins, ...allow.helpOrigins].some((origin) => isSameOrigin(url, origin))) return true;
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.toLowerCase();
  if ((EXTERNAL_HOSTS.whatsapp as readonly string[]).includes(host)) return true;
  if ((EXTERNAL_HOSTS.maps as readonly string[]).includes(host)) return true;
  // Google Maps lives under www.google.com/maps (and google.com.mx/maps).
  return /^(www\.)?google\.(com|com\.mx)$/.test(host) && parsed.pathname.startsWith('/maps');
}
