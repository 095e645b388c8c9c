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
