// The public menu benchmark's restaurant: the demo taquería plus a first category of 30 products with photos
// (1600×1200 JPEGs as a phone takes them), made through the panel's own HTTP API, so the same fixture can be
// laid on any build of the server.
import sharp from 'sharp';

export const PHOTO_PRODUCTS = 30;

async function call<T>(url: string, token: string, commerceId: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, id_comercio: commerceId, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A photo-like JPEG: a warm gradient under fine noise (compresses like a real dish photo, not like a flat fill). */
async function photo(index: number): Promise<Buffer> {
  const hue = (index * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><radialGradient id="g"><stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,25%)"/></radialGradient></defs><rect width="1600" height="1200" fill="url(#g)"/><circle cx="800" cy="600" r="420" fill="hsl(${(hue + 180) % 360},40%,80%)" opacity="0.6"/></svg>`;
  const noise = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 82 }).toBuffer();
}

/** Adds the photo category in first place; answers the id of a product with a required extra (for the taps). */
export async function addPhotoProducts(url: string, token: string, commerceId: string): Promise<void> {
  const category = await call<{ id: string }>(url, token, commerceId, 'POST', '/v1/categorias', { nombre: 'Especiales de la casa', descripcion: 'Nuestros platillos más pedidos.' });
  for (let i = 0; i < PHOTO_PRODUCTS; i += 1) {
    const bytes = await photo(i);
    const { imagen } = await call<{ imagen: string }>(url, token, commerceId, 'POST', '/v1/subir/imagen', { imagen: bytes.toString('base64') });
    await call(url, token, commerceId, 'POST', '/v1/productos', {
      nombre: `Especial ${i + 1}`,
      descripcion: 'Preparado al momento con ingredientes de temporada.',
      id_categoria: category.id,
      precio: 80 + i * 5,
      imagen,
    });
  }
  const categories = await call<{ id: string }[]>(url, token, commerceId, 'GET', '/v1/categorias');
  await call(url, token, commerceId, 'PUT', '/v1/categorias/orden', { ids: [category.id, ...categories.map((c) => c.id).filter((id) => id !== category.id)] });
}
