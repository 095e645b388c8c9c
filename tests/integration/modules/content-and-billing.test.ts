// News feed (configured URL or stored news, newest first, at most 5), announcements filtered by date in
// Mexico City, plan and is_active, help content of asistencia, and the billing endpoints of mi-cuenta with
// and without a billing provider.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, NewsItem } from '@shared/types/misc';
import { accounts, announcements, helpArticles, news } from '../../../server/src/db/schema/index';
import { BILLING_PROVIDERS, type BillingProvider } from '../../../server/src/services/billing/provider';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let owner: LoggedIn;
let accountId: string;
let feed: Server;
let feedUrl: string;
const feedItems: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const commerce = await createCommerce(t.handle, { plan: 'PLUS' });
  accountId = commerce.accountId;
  owner = await login(t.app, commerce.email, commerce.password);
  feed = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(feedItems));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.json`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => feed?.close(resolve));
});
afterEach(() => {
  delete process.env.NEWS_FEED_URL;
  delete process.env.BILLING_PROVIDER;
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: url.startsWith('/v2') ? owner.v2Headers : owner.headers });

describe('news', () => {
  it('serves the stored news newest first, at most 5, without a feed URL', async () => {
    await t.handle.db.insert(news).values(
      Array.from({ length: 7 }, (_, i) => ({ title: `Novedad ${i + 1}`, description: 'Texto', date: new Date(Date.UTC(2026, 0, 10 + i)), link: `https://blog.mx/${i}` })),
    );
    const response = await get('/v1/news');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ source: string; items: NewsItem[] }>();
    expect(body.source).toBe('database');
    expect(body.items.map((item) => item.title)).toEqual(['Novedad 7', 'Novedad 6', 'Novedad 5', 'Novedad 4', 'Novedad 3']);
  });

  it('proxies the configured feed, sorted newest first and limited to 5', async () => {
    feedItems.splice(0, feedItems.length, ...Array.from({ length: 6 }, (_, i) => ({ id: `n${i}`, title: `Del blog ${i}`, description: '', date: `2026-02-0${i + 1}T10:00:00Z`, category: ['Menú'], link: '' })));
    feedItems.push({ title: '', date: 'no es fecha' });
    process.env.NEWS_FEED_URL = feedUrl;
    const body = (await get('/v1/news')).json<{ source: string; items: NewsItem[] }>();
    expect(body.source).toBe('feed');
    expect(body.items.map((item) => item.id)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect(body.items[0]!.category).toEqual(['Menú']);
  });

  it('falls back to the stored news when the feed is unreachable', async () => {
    process.env.NEWS_FEED_URL = 'http://127.0.0.1:1/feed.json';
    const body = (await get('/v1/news')).json<{ source: string; items: NewsItem[] }>();
    expect(body.source).toBe('database');
    expect(body.items).toHaveLength(5);
  });
});

describe('announcements', () => {
  it('filters by date in Mexico City, plan and is_active, page_size 1', async () => {
    await t.handle.db.insert(announcements).values([
      { title: 'Solo PLUS enero', plans: ['PLUS'], start_date: new Date('2026-01-01T06:00:00Z'), end_date: new Date('2026-02-01T05:59:59Z'), show_once: true, delay_before_close: 3 },
      { title: 'Solo FREEMIUM enero', plans: ['FREEMIUM'], start_date: new Date('2026-01-01T06:00:00Z'), end_date: new Date('2026-02-01T05:59:59Z') },
      { title: 'Inactivo', is_active: false },
    ]);
    const plus = (await get('/v2/announcements?date=2026-01-15&plan=PLUS&is_active=true&page_size=1')).json<{ results: Announcement[] }>();
    expect(plus.results).toHaveLength(1);
    expect(plus.results[0]).toMatchObject({ title: 'Solo PLUS enero', show_once: true, delay_before_close: 3 });
    const march = (await get('/v2/announcements?date=2026-03-15&plan=PLUS&is_active=true&page_size=5')).json<{ results: Announcement[] }>();
    expect(march.results.map((a) => a.title)).toEqual([]);
    const inactive = (await get('/v2/announcements?date=2026-03-15&plan=PLUS&is_active=false&page_size=5')).json<{ results: Announcement[] }>();
    expect(inactive.results.map((a) => a.title)).toEqual(['Inactivo']);
  });
});

describe('asistencia', () => {
  it('lists tutorials and articles and opens each by its kind', async () => {
    const [tutorial, article] = await t.handle.db
      .insert(helpArticles)
      .values([
        { tipo: 'tutorial', titulo: 'Crea tu menú', descripcion: 'Categorías y productos', contenido: 'Primero las categorías.', orden: 1 },
        { tipo: 'articulo', titulo: 'Conecta tu impresora', contenido: 'Puerto 9100.', orden: 2 },
      ])
      .returning();
    const list = (await get('/v1/asistencia/tutoriales')).json<{ tutoriales: { titulo: string }[]; articulos: { titulo: string }[] }>();
    expect(list.tutoriales.map((x) => x.titulo)).toEqual(['Crea tu menú']);
    expect(list.articulos.map((x) => x.titulo)).toEqual(['Conecta tu impresora']);
    expect((await get(`/v1/asistencia/tutoriales/${tutorial!.id}`)).json()).toMatchObject({ titulo: 'Crea tu menú', contenido: 'Primero las categorías.' });
    expect((await get(`/v1/asistencia/articulos/${article!.id}`)).json()).toMatchObject({ contenido: 'Puerto 9100.' });
    expect((await get(`/v1/asistencia/articulos/${tutorial!.id}`)).statusCode).toBe(404);
    expect((await get('/v1/asistencia/articulos/no-existe')).statusCode).toBe(404);
  });
});

describe('billing', () => {
  it('answers clearly when no billing provider is configured', async () => {
    for (const url of ['/v1/account/billing', '/v1/account/gigstackportal']) {
      const response = await get(url);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'No hay un proveedor de facturación configurado', code: 'BILLING_NOT_CONFIGURED' });
    }
    expect((await get('/v1/account/facturas')).json()).toEqual({ provider: null, facturas: [] });
    const retry = await t.app.inject({ method: 'POST', url: '/v1/account/reintentar-cobro', headers: owner.headers });
    expect(retry.statusCode).toBe(503);
  });

  it('goes through the configured provider and retries a failed charge', async () => {
    const provider: BillingProvider = {
      code: 'prueba',
      customerPortalUrl: async (account) => `https://portal.example/${account.accountId}`,
      invoicePortalUrl: async () => 'https://facturas.example/firmado',
      invoices: async () => [{ id: 'f1', fecha: '2026-01-01T00:00:00.000Z', total: 499, status: 'paid', pdf_url: null }],
      retryLastInvoice: async (account) => ({ status: 'paid', attempt_count: (account.lastInvoice?.attempt_count ?? 0) + 1 }),
    };
    BILLING_PROVIDERS.set('prueba', provider);
    process.env.BILLING_PROVIDER = 'prueba';
    expect((await get('/v1/account/billing')).json()).toEqual({ stripe_customer_portal: `https://portal.example/${accountId}` });
    expect((await get('/v1/account/gigstackportal')).json()).toEqual({ signedUrl: 'https://facturas.example/firmado' });
    expect((await get('/v1/account/facturas')).json<{ facturas: unknown[] }>().facturas).toHaveLength(1);
    const post = () => t.app.inject({ method: 'POST', url: '/v1/account/reintentar-cobro', headers: owner.headers });
    expect((await post()).statusCode).toBe(409);
    await t.handle.db.update(accounts).set({ last_invoice: { status: 'open', attempt_count: 2 } }).where(eq(accounts.id, accountId));
    const retried = await post();
    expect(retried.json()).toEqual({ lastSuscriptionInvoice: { status: 'paid', attempt_count: 3 } });
    const [row] = await t.handle.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(row!.last_invoice).toEqual({ status: 'paid', attempt_count: 3 });
    BILLING_PROVIDERS.delete('prueba');
  });
});
