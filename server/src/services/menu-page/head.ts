// The per-restaurant <head> of the public menu page (docs/public-menu.md, Sharing): title, description,
// canonical URL, Open Graph and Twitter card tags, and schema.org Restaurant + Menu JSON-LD. Every value is
// the merchant's text, so it is escaped for its place: HTML attributes and text here, JSON inside <script>
// by jsonForScript.
import { imageSources } from '../../../../shared/public-menu/images';
import { jsonForScript } from '../../../../shared/public-menu/page-data';
import { formatMoney } from '../../../../shared/money';
import { menuTitle } from '../../../../shared/public-menu/labels';
import type { PublicMenu, PublicProduct } from '../../../../shared/types/public-menu';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** schema.org's day names, Sunday = 0 as in the commerce's schedule. */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DESCRIPTION_MAX = 160;

export interface PageUrls {
  /** PUBLIC_URL, or '' (relative URLs: share previews need PUBLIC_URL set). */
  base: string;
  /** /m/{id_path} */
  path: string;
}

const lowestPrice = (product: PublicProduct) => (product.presentaciones.length > 0 ? Math.min(...product.presentaciones.map((p) => p.precio)) : product.precio);

function allProducts(menu: PublicMenu): PublicProduct[] {
  return menu.categorias.flatMap((category) => category.productos);
}

/** 'Pide en línea en Taquería El Buen Taco: Tacos, Bebidas y Postres. Av. Juárez 123, Centro.' (at most 160 characters). */
export function menuDescription(menu: PublicMenu): string {
  const names = menu.categorias.slice(0, 3).map((category) => category.nombre);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}` : (names[0] ?? '');
  const address = menu.comercio.direccion.trim();
  const text = `Pide en línea en ${menu.comercio.nombre}${list ? `: ${list}` : ''}.${address ? ` ${/[.!?]$/.test(address) ? address : `${address}.`}` : ''}`;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

/** '$45.00 – $180.00', or null for a menu without products. */
export function priceRange(menu: PublicMenu): string | null {
  const prices = allProducts(menu).map(lowestPrice);
  if (prices.length === 0) return null;
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high ? formatMoney(low) : `${formatMoney(low)} – ${formatMoney(high)}`;
}

/** The share image: the cover photo, else the logo, else the generated cover with the name (/m/{id_path}/portada.png). */
export function shareImage(menu: PublicMenu, urls: PageUrls): { url: string; width: number | null; height: number | null } {
  const photo = menu.comercio.imagen_portada ?? menu.comercio.logotipo;
  if (photo) {
    const sources = imageSources(photo, [1280]);
    const url = sources?.src ?? photo;
    return { url: url.startsWith('/') ? `${urls.base}${url}` : url, width: null, height: null };
  }
  return { url: `${urls.base}${urls.path}/portada.png`, width: 1200, height: 630 };
}

const absolute = (url: string, base: string) => (url.startsWith('/') ? `${base}${url}` : url);

export function restaurantJsonLd(menu: PublicMenu, urls: PageUrls): Record<string, unknown> {
  const { comercio } = menu;
  const url = `${urls.base}${urls.path}`;
  const range = priceRange(menu);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: comercio.nombre,
    url,
    image: shareImage(menu, urls).url,
    ...(comercio.logotipo ? { logo: absolute(comercio.logotipo, urls.base) } : {}),
    ...(comercio.telefono ? { telephone: comercio.telefono } : {}),
    ...(comercio.direccion ? { address: { '@type': 'PostalAddress', streetAddress: comercio.direccion, addressCountry: 'MX' } } : {}),
    ...(comercio.latitude != null && comercio.longitude != null ? { geo: { '@type': 'GeoCoordinates', latitude: comercio.latitude, longitude: comercio.longitude } } : {}),
    ...(range ? { priceRange: range } : {}),
    currenciesAccepted: 'MXN',
    openingHoursSpecification: comercio.horarios.map((turn) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAY_NAMES[turn.dia] ?? DAY_NAMES[0],
      opens: turn.horario_apertura,
      closes: turn.horario_cierre,
    })),
    hasMenu: {
      '@type': 'Menu',
      name: `Menú de ${comercio.nombre}`,
      url,
      inLanguage: 'es-MX',
      hasMenuSection: menu.categorias.map((category) => ({
        '@type': 'MenuSection',
        name: category.nombre,
        ...(category.descripcion ? { description: category.descripcion } : {}),
        hasMenuItem: category.productos.map((product) => ({
          '@type': 'MenuItem',
          name: product.nombre,
          ...(product.descripcion ? { description: product.descripcion } : {}),
          ...(product.imagen ? { image: absolute(product.imagen, urls.base) } : {}),
          offers: {
            '@type': 'Offer',
            price: lowestPrice(product).toFixed(2),
            priceCurrency: 'MXN',
            availability: product.agotado ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
          },
        })),
      })),
    },
  };
}

/** The tags that replace the page template's <title>. */
export function headTags(menu: PublicMenu, urls: PageUrls): string {
  const title = menuTitle(menu.comercio.nombre);
  const description = menuDescription(menu);
  const url = `${urls.base}${urls.path}`;
  const image = shareImage(menu, urls);
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', menu.comercio.nombre),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:image', image.url),
    ...(image.width && image.height ? [meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height))] : []),
    meta('property', 'og:image:alt', menu.comercio.nombre),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    `<script type="application/ld+json">${jsonForScript(restaurantJsonLd(menu, urls))}</script>`,
  ].join('\n    ');
}
