// What a chat app shows for the menu link: it reads the page's Open Graph tags (docs/public-menu.md, Sharing),
// so the preview reads them from the page the server answers, as the app's crawler does.
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute URL of the image, or null when the page has none. */
  image: string | null;
  /** The host the app shows under the card ('menu.ejemplo.mx'). */
  host: string;
  /** The tags give absolute http(s) URLs: without them (no PUBLIC_URL on the server) the apps show no image. */
  absoluteUrls: boolean;
}

export function parseLinkPreview(html: string, pageUrl: string): LinkPreview {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')?.trim() || null;
  const ogUrl = meta('og:url');
  const ogImage = meta('og:image');
  const isAbsolute = (value: string | null) => value !== null && /^https?:\/\//i.test(value);
  const shownUrl = new URL(ogUrl ?? pageUrl, pageUrl);
  return {
    title: meta('og:title') ?? document.title,
    description: meta('og:description') ?? meta('description') ?? '',
    image: ogImage ? new URL(ogImage, pageUrl).href : null,
    host: shownUrl.host,
    absoluteUrls: isAbsolute(ogUrl) && (ogImage === null || isAbsolute(ogImage)),
  };
}

/** The menu page's preview; throws a Spanish message when the page cannot be read. */
export async function fetchLinkPreview(pageUrl: string): Promise<LinkPreview> {
  let response: Response;
  try {
    response = await fetch(pageUrl, { headers: { accept: 'text/html' } });
  } catch {
    throw new Error('No pudimos abrir tu menú para mostrar la vista previa. Revisa tu conexión.');
  }
  if (!response.ok) throw new Error(`Tu menú respondió con un error (${response.status}); la vista previa no está disponible.`);
  return parseLinkPreview(await response.text(), pageUrl);
}
