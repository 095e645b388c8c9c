// The public menu page's first response (docs/public-menu.md): the menu already in the HTML, the data the
// script hydrates from, the per-restaurant share tags and JSON-LD, and a copy that follows every menu change.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '@shared/types/menu';
import type { PublicMenu } from '@shared/types/public-menu';
import { restaurantTables } from '../../../server/src/db/schema/index';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';
import { MenuApi } from '../menu/support/menu-api';
import { createCommerce, login, type TestApp } from '../../../testkit/test-app';
import { ALWAYS_OPEN, createMenuPageApp, loadPage, productCards, PUBLIC_URL } from './support';

let testApp: TestApp;
let taqueria: CommerceFixture;
let cafe: CommerceFixture;
let api: MenuApi;
let tacos: Category;
let pastor: Product;
let horchata: Product;

beforeAll(async () => {
  testApp = await createMenuPageApp();
  taqueria = await createCommerce(testApp.handle, {
    nombre: 'Taquería El Farol',
    commerce: { horarios: ALWAYS_OPEN, direccion: 'Av. Juárez 12, Centro', telefono: '5512345678', activar_pasar_recoger: true },
  });
  cafe = await createCommerce(testApp.handle, {
    nombre: 'Café La Esquina',
    commerce: { horarios: [{ dia: 1, horario_apertura: '08:00', horario_cierre: '14:00' }], servicio_activo: false, direccion: 'Calle 5 de Mayo 3', logotipo: '/uploads/logo-cafe.png' },
  });
  api = new MenuApi(testApp.app, await login(testApp.app, taqueria.email, taqueria.password));
  tacos = await api.category('Tacos', { descripcion: 'Al carbón' });
  const bebidas = await api.category('Bebidas');
  pastor = await api.product({ nombre: 'Taco al pastor', descripcion: 'Con piña', id_categoria: tacos.id, precio: 25 });
  await api.product({ nombre: 'Taco de suadero', id_categoria: tacos.id, precio: 28, agotado: true });
  horchata = await api.product({ nombre: 'Horchata', id_categoria: bebidas.id, presentaciones: [{ nombre: 'Chica', precio: 20 }, { nombre: 'Grande', precio: 35 }] });
  await api.section({ nombre: 'Lo más pedido', productos: [pastor.id] });
  const cafeApi = new MenuApi(testApp.app, await login(testApp.app, cafe.email, cafe.password));
  const cafes = await cafeApi.category('Cafés');
  await cafeApi.product({ nombre: 'Americano', id_categoria: cafes.id, precio: 38 });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /m/{id_path}: the menu in the first response', () => {
  it('has the name, the open state, the sections and the products with prices and «Agotado»', async () => {
    const page = await loadPage(testApp, `/m/${taqueria.idPath}`);
    expect(page.status).toBe(200);
    const root = page.document.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('Taquería El Farol');
    expect(root.querySelector('[data-testid="commerce-status"]')?.textContent).toBe('Abierto');
    expect([...root.querySelectorAll('.pm-category h2')].map((h) => h.textContent)).toEqual(['Lo más pedido', 'Tacos', 'Bebidas']);
    expect(productCards(page.document)).toEqual([
      { name: 'Taco al pastor', description: 'Con piña', price: '$25.00' },
      { name: 'Taco al pastor', description: 'Con piña', price: '$25.00' },
      { name: 'Taco de suadero', description: null, price: 'Agotado' },
      { name: 'Horchata', description: null, price: 'Desde $20.00' },
    ]);
    // The page's script starts from the same menu the API answers (so hydration changes nothing on screen).
    const api = (await testApp.app.inject({ method: 'GET', url: `/v1/public/comercio/${taqueria.idPath}/menu` })).json<PublicMenu>();
    expect(page.data?.menu).toEqual(api);
    expect(page.data?.busy).toMatchObject({ pausado: false });
    expect(page.data?.table).toBeNull();
  });

  it('is sent compressed to a browser that takes brotli or gzip', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: `/m/${taqueria.idPath}` });
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const response = await testApp.app.inject({ method: 'GET', url: `/m/${taqueria.idPath}`, headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('says closed with the availability rule’s answer', async () => {
    const page = await loadPage(testApp, `/m/${cafe.idPath}`);
    expect(page.document.querySelector('[data-testid="commerce-status"]')?.textContent).toBe('Cerrado');
    const banner = page.document.querySelector('[data-testid="closed-banner"]');
    expect(banner?.textContent).toBe(page.data?.menu.comercio.disponibilidad?.mensaje);
    expect(page.data?.menu.comercio.abierto).toBe(false);
  });

  it('shows the table of a table link, and answers an unknown table or commerce with the bare page (404 for the commerce)', async () => {
    const [table] = await testApp.handle.db.insert(restaurantTables).values({ id_comercio: taqueria.commerceId, numero: 7 }).returning();
    const page = await loadPage(testApp, `/m/${taqueria.idPath}/mesa/${table!.uuid}`);
    expect(page.document.querySelector('.pm-table-badge')?.textContent).toBe('Mesa 7');
    expect(page.data?.table).toMatchObject({ numero: 7, valida: true });
    const unknownTable = await loadPage(testApp, `/m/${taqueria.idPath}/mesa/0b7c6a52-0000-4000-8000-000000000000`);
    expect([unknownTable.status, unknownTable.data]).toEqual([200, null]);
    const missing = await loadPage(testApp, '/m/no-existe');
    expect(missing.status).toBe(404);
    expect(missing.data).toBeNull();
    expect(missing.document.getElementById('root')?.childElementCount).toBe(0);
  });
});

describe('share tags and structured data', () => {
  it('gives each commerce its own title, description, canonical URL, Open Graph and Twitter card', async () => {
    const farol = await loadPage(testApp, `/m/${taqueria.idPath}`);
    const esquina = await loadPage(testApp, `/m/${cafe.idPath}`);
    expect(farol.document.title).toBe('Taquería El Farol · Menú en línea');
    expect(esquina.document.title).toBe('Café La Esquina · Menú en línea');
    expect(farol.meta('description')).toBe('Pide en línea en Taquería El Farol: Tacos y Bebidas. Av. Juárez 12, Centro.');
    expect(esquina.meta('description')).toBe('Pide en línea en Café La Esquina: Cafés. Calle 5 de Mayo 3.');
    expect(farol.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/m/${taqueria.idPath}`);
    expect(esquina.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/m/${cafe.idPath}`);
    expect({ title: farol.meta('og:title'), url: farol.meta('og:url'), image: farol.meta('og:image'), w: farol.meta('og:image:width'), card: farol.meta('twitter:card') }).toEqual({
      title: 'Taquería El Farol · Menú en línea',
      url: `${PUBLIC_URL}/m/${taqueria.idPath}`,
      image: `${PUBLIC_URL}/m/${taqueria.idPath}/portada.png`,
      w: '1200',
      card: 'summary_large_image',
    });
    // A commerce with a logo shares its logo (as the phone-sized JPEG variant).
    expect(esquina.meta('og:image')).toBe(`${PUBLIC_URL}/uploads/v/1280/logo-cafe.jpg`);
    expect(esquina.meta('twitter:image')).toBe(esquina.meta('og:image'));
    expect(esquina.meta('og:description')).toBe(esquina.meta('description'));
  });

  it('describes the restaurant and its menu in schema.org JSON-LD', async () => {
    const farol = (await loadPage(testApp, `/m/${taqueria.idPath}`)).jsonLd();
    expect(farol).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Taquería El Farol',
      url: `${PUBLIC_URL}/m/${taqueria.idPath}`,
      telephone: '5512345678',
      address: { '@type': 'PostalAddress', streetAddress: 'Av. Juárez 12, Centro', addressCountry: 'MX' },
      priceRange: '$20.00 – $28.00',
      hasMenu: { '@type': 'Menu', hasMenuSection: [{ '@type': 'MenuSection', name: 'Tacos' }, { name: 'Bebidas', hasMenuItem: [{ name: 'Horchata', offers: { price: '20.00', priceCurrency: 'MXN' } }] }] },
    });
    expect(farol.openingHoursSpecification).toHaveLength(7);
    const esquina = (await loadPage(testApp, `/m/${cafe.idPath}`)).jsonLd();
    expect(esquina).toMatchObject({ name: 'Café La Esquina', logo: `${PUBLIC_URL}/uploads/logo-cafe.png`, priceRange: '$38.00' });
    expect(esquina.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '08:00', closes: '14:00' }]);
  });

  it('draws the share cover of a commerce without a photo: a 1200×630 PNG', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/m/${taqueria.idPath}/portada.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { default: sharp } = await import('sharp');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    expect((await testApp.app.inject({ method: 'GET', url: '/m/no-existe/portada.png' })).statusCode).toBe(404);
  });
});

// Last: it edits the menu the tests above read.
describe('the cached page', () => {
  it('shows a price or stock change on the next load (the copy follows the intake versions)', async () => {
    const before = await loadPage(testApp, `/m/${taqueria.idPath}`);
    expect(productCards(before.document).find((card) => card.name === 'Horchata')?.price).toBe('Desde $20.00');
    // Unchanged: the same page again.
    expect((await loadPage(testApp, `/m/${taqueria.idPath}`)).html).toBe(before.html);

    await api.ok('PUT', `/v1/productos/${horchata.id}`, { presentaciones: [{ id: horchata.presentaciones[0]!.id, nombre: 'Chica', precio: 22 }] });
    const priced = await loadPage(testApp, `/m/${taqueria.idPath}`);
    expect(productCards(priced.document).find((card) => card.name === 'Horchata')?.price).toBe('$22.00');

    await api.ok('PATCH', `/v1/productos/${pastor.id}/agotado`, { agotado: true });
    const soldOut = await loadPage(testApp, `/m/${taqueria.idPath}`);
    expect(productCards(soldOut.document).filter((card) => card.name === 'Taco al pastor').map((card) => card.price)).toEqual(['Agotado', 'Agotado']);
    expect(soldOut.jsonLd()).toMatchObject({ hasMenu: { hasMenuSection: [{ hasMenuItem: [{ name: 'Taco al pastor', offers: { availability: 'https://schema.org/OutOfStock' } }, {}] }, {}] } });

    await api.ok('PATCH', `/v1/productos/${pastor.id}/agotado`, { agotado: false });
    expect(productCards((await loadPage(testApp, `/m/${taqueria.idPath}`)).document)[0]?.price).toBe('$25.00');
  });
});
