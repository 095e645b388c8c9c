// Hostile merchant text stays text in the menu page (HTML, the data block and the JSON-LD), and uploaded
// photos are served as phone-sized AVIF/WebP/JPEG variants with srcset, sizes, width, height and lazy loading.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';
import { MenuApi } from '../menu/support/menu-api';
import { createCommerce, login, type TestApp } from '../../../testkit/test-app';
import { ALWAYS_OPEN, createMenuPageApp, loadPage, productCards, PUBLIC_URL } from './support';

const HOSTILE_NAME = '</script><script>alert(1)</script>';
const HOSTILE_DESCRIPTION = '"><img src=x onerror=alert(2)>';
const HOSTILE_COMMERCE = 'Tacos "El <b>Jefe</b>" </title><script>alert(3)</script>';

let testApp: TestApp;
let commerce: CommerceFixture;
let api: MenuApi;
let photoName: string;

beforeAll(async () => {
  testApp = await createMenuPageApp();
  commerce = await createCommerce(testApp.handle, { nombre: HOSTILE_COMMERCE, commerce: { horarios: ALWAYS_OPEN, direccion: '<svg onload=alert(4)>' } });
  api = new MenuApi(testApp.app, await login(testApp.app, commerce.email, commerce.password));
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c2410c' } }).png().toBuffer();
  const uploaded = await api.ok<{ imagen: string }>('POST', '/v1/subir/imagen', { imagen: photo.toString('base64') });
  photoName = uploaded.imagen.replace(/^.*\/uploads\//, '').replace(/\.png$/, '');
  const category = await api.category(HOSTILE_NAME, { descripcion: HOSTILE_DESCRIPTION });
  for (let i = 1; i <= 5; i += 1) {
    await api.product({ nombre: i === 1 ? HOSTILE_NAME : `Taco ${i}`, descripcion: HOSTILE_DESCRIPTION, id_categoria: category.id, precio: 20 + i, imagen: uploaded.imagen });
  }
});

afterAll(async () => {
  await testApp?.close();
});

describe('hostile names and descriptions', () => {
  it('render as text: no element, attribute or script of their own', async () => {
    const page = await loadPage(testApp, `/m/${commerce.idPath}`);
    const { document } = page;
    // The JSON-LD, the data block and the template's module script: nothing else.
    expect([...document.querySelectorAll('script')].map((script) => script.type)).toEqual(['application/ld+json', 'application/json', 'module']);
    expect(document.querySelectorAll('[onerror], [onload], b, svg')).toHaveLength(0);
    expect(document.title).toBe(`${HOSTILE_COMMERCE} · Menú en línea`);
    expect(document.querySelector('h1')?.textContent).toBe(HOSTILE_COMMERCE);
    expect(productCards(document)[0]).toEqual({ name: HOSTILE_NAME, description: HOSTILE_DESCRIPTION, price: '$21.00' });
    expect(page.meta('og:title')).toBe(`${HOSTILE_COMMERCE} · Menú en línea`);
    expect(page.meta('description')).toContain('<svg onload=alert(4)>');
    // Escaped in the raw bytes too, not only by a forgiving parser.
    expect(page.html).not.toContain('<img src=x');
    expect(page.html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('keep their exact text in the JSON-LD and the data block', async () => {
    const page = await loadPage(testApp, `/m/${commerce.idPath}`);
    const jsonLd = page.jsonLd() as { name: string; hasMenu: { hasMenuSection: { name: string; description: string; hasMenuItem: { name: string; description: string }[] }[] } };
    expect(jsonLd.name).toBe(HOSTILE_COMMERCE);
    const section = jsonLd.hasMenu.hasMenuSection[0]!;
    expect([section.name, section.description, section.hasMenuItem[0]!.name, section.hasMenuItem[0]!.description]).toEqual([HOSTILE_NAME, HOSTILE_DESCRIPTION, HOSTILE_NAME, HOSTILE_DESCRIPTION]);
    expect(page.data?.menu.categorias[0]?.productos[0]?.nombre).toBe(HOSTILE_NAME);
    expect(page.data?.menu.comercio.nombre).toBe(HOSTILE_COMMERCE);
  });
});

describe('image variants', () => {
  it('offers AVIF, WebP and JPEG at phone widths, with size, sizes and lazy loading below the fold', async () => {
    const { document } = await loadPage(testApp, `/m/${commerce.idPath}`);
    const pictures = [...document.querySelectorAll('[data-testid="public-product"] picture')];
    expect(pictures).toHaveLength(5);
    const first = pictures[0]!;
    const srcset = (type: string) => first.querySelector(`source[type="${type}"]`)?.getAttribute('srcset');
    expect(srcset('image/avif')).toBe([96, 192, 320].map((w) => `${PUBLIC_URL}/uploads/v/${w}/${photoName}.avif ${w}w`).join(', '));
    expect(srcset('image/webp')).toBe([96, 192, 320].map((w) => `${PUBLIC_URL}/uploads/v/${w}/${photoName}.webp ${w}w`).join(', '));
    const img = first.querySelector('img')!;
    expect({ src: img.getAttribute('src'), width: img.getAttribute('width'), height: img.getAttribute('height'), sizes: img.getAttribute('sizes') }).toEqual({
      src: `${PUBLIC_URL}/uploads/v/320/${photoName}.jpg`,
      width: '92',
      height: '92',
      sizes: '92px',
    });
    expect(pictures.map((picture) => picture.querySelector('img')?.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('serves each variant resized, in its format, cached as immutable, and made once', async () => {
    for (const [format, mime] of [['avif', 'image/avif'], ['webp', 'image/webp'], ['jpg', 'image/jpeg']] as const) {
      const response = await testApp.app.inject({ method: 'GET', url: `/uploads/v/320/${photoName}.${format}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(mime);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(response.rawPayload).metadata();
      expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: 320, height: 240, format: format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp' });
    }
    expect(existsSync(join(testApp.app.deps.config.uploadsDir, '.variants', '320', `${photoName}.webp`))).toBe(true);
    const original = await testApp.app.inject({ method: 'GET', url: `/uploads/${photoName}.png` });
    const variant = await testApp.app.inject({ method: 'GET', url: `/uploads/v/320/${photoName}.webp` });
    expect(variant.rawPayload.length).toBeLessThan(original.rawPayload.length / 5);
  });

  it('answers 404 for a width, format or name that does not exist', async () => {
    for (const url of [`/uploads/v/333/${photoName}.webp`, `/uploads/v/320/${photoName}.gif`, '/uploads/v/320/no-existe.webp', `/uploads/v/320/..%2F${photoName}.webp`, '/uploads/v/abc/x.webp']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('No encontramos esa imagen');
    }
  });
});
