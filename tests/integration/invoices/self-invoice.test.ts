// The customer's factura through Facturapi (docs/invoices.md), on the real app over real HTTP with the local
// Facturapi fake (tests/support/fake-facturapi.ts): the owner's fiscal data keeps the key sealed and «Probar
// conexión» reads Facturapi; the self-invoice page's API refuses a bad RFC with SAT's rule in Spanish before
// anything reaches Facturapi; an order is invoiced once even with two requests at the same moment; a cancelled
// order cannot be invoiced; the PDF and XML download and go by e-mail; the key never reaches a log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/types/order';
import type { FiscalProfileView, SelfInvoiceOrder, SelfInvoiceResult } from '@shared/invoices/types';
import { buildApp } from '../../../server/src/app';
import { createDatabase, MEMORY_DATA_DIR, type DbHandle } from '../../../server/src/db/database';
import { invoiceSettings } from '../../../server/src/db/schema/invoices';
import { orders } from '../../../server/src/db/schema/orders';
import { createMemoryNotifier, type MemoryNotifier } from '../../../server/src/services/notifier';
import { prepareDatabase } from '../../../server/src/start-server';
import { pgliteTemplate } from '../../../testkit/pglite-template';
import { createPostgresDatabase } from '../../../testkit/test-app';
import { startFakeFacturapi, type FakeFacturapi } from '../../support/fake-facturapi';
import { createOrderingCommerce, orderBody, type OrderingCommerce } from '../orders/support';
import type { FastifyInstance } from 'fastify';

let fake: FakeFacturapi;
let handle: DbHandle;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
let app: FastifyInstance;
let notifier: MemoryNotifier;
let base: string;
let shop: OrderingCommerce;
const logLines: string[] = [];

const VALID_CUSTOMER = { rfc: 'GOMA800101AB1', razon_social: 'María Gómez Alba', regimen_fiscal: '612', codigo_postal: '86040', uso_cfdi: 'G03', correo: 'maria@correo.mx' };

beforeAll(async () => {
  fake = await startFakeFacturapi();
  postgres = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  handle = await createDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: MEMORY_DATA_DIR, pgliteSnapshot: await pgliteTemplate() });
  await prepareDatabase(handle, { seedDemo: false });
  notifier = createMemoryNotifier();
  // Every request logged at the most detailed level, to prove the key never appears in the log.
  app = await buildApp({
    handle,
    config: { dataDir: MEMORY_DATA_DIR, notifier, autoPause: null, providerUrls: { facturapi: fake.baseUrl } },
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  shop = await createOrderingCommerce(app, handle);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  await postgres?.drop();
  await fake?.close();
});

const owner = () => shop.auth.headers;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: () => Promise<unknown>; response: Response }> {
  const response = await fetch(`${base}${path}`, { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: () => response.json() as Promise<unknown>, response };
}

async function saveFiscalData(overrides: Record<string, string> = {}) {
  return call('PUT', '/v1/facturacion/datos-fiscales', { rfc: 'TEG990101AB1', razon_social: 'Taquería El Güero', regimen_fiscal: '601', codigo_postal: '86000', clave_producto: '90101501', llave_secreta: fake.key, ...overrides }, owner());
}

/** A placed order, taken on by the commerce (a sale), and its self-invoice token. */
async function acceptedOrder(overrides: Record<string, unknown> = {}): Promise<{ id: string; token: string; folio: string }> {
  const placed = await call('POST', `/v1/public/comercio/${shop.idPath}/pedido`, orderBody(shop.menu, { productos: [{ id_producto: shop.menu.tacoId, cantidad: 3, extras: [] }], ...overrides }));
  expect(placed.status).toBe(201);
  const detail = (await placed.json()) as OrderDetail;
  const [row] = await handle.db.update(orders).set({ estatus_pedido: 'accepted', estatus: 'accepted' }).where(eq(orders.id, detail.pedido.id)).returning({ token: orders.factura_token });
  return { id: detail.pedido.id, token: row!.token, folio: detail.pedido.folio };
}

describe('fiscal data and «Probar conexión»', () => {
  it('refuses a malformed RFC of the commerce, keeps the key sealed and masked, and reads Facturapi with it', async () => {
    const refused = await saveFiscalData({ rfc: 'TEG99-13' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: 'rfc', message: expect.stringContaining('RFC: no tiene la forma de un RFC') });

    const saved = await saveFiscalData();
    expect(saved.status).toBe(200);
    const view = (await saved.json()) as FiscalProfileView;
    expect(view).toMatchObject({ rfc: 'TEG990101AB1', razon_social: 'TAQUERÍA EL GÜERO', completo: true, llave_secreta: `••••${fake.key.slice(-4)}` });
    const [stored] = await handle.db.select().from(invoiceSettings).where(eq(invoiceSettings.id_comercio, shop.commerce.commerceId));
    expect(stored!.llave_sellada).toMatch(/^v1:/);
    expect(stored!.llave_sellada).not.toContain(fake.key);

    // Saving again with the masked key keeps the stored one.
    expect((await saveFiscalData({ llave_secreta: view.llave_secreta })).status).toBe(200);
    const check = await call('POST', '/v1/facturacion/probar', undefined, owner());
    expect(await check.json()).toEqual({ ok: true, message: 'Conexión correcta con Facturapi: TAQUERIA EL GUERO (RFC TEG990101AB1), modo de pruebas' });
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', path: '/v2/organizations/me', scheme: 'Bearer' });
  });

  it("shows Facturapi's own refusal of a wrong key", async () => {
    await saveFiscalData({ llave_secreta: 'sk_test_otrallavequenoexiste' });
    const check = await call('POST', '/v1/facturacion/probar', undefined, owner());
    expect(await check.json()).toEqual({ ok: false, message: 'Facturapi no aceptó la llave secreta: Unauthorized. Check your API key and try again.' });
    await saveFiscalData();
  });

  it('is the owner’s only', async () => {
    const anonymous = await call('GET', '/v1/facturacion/datos-fiscales');
    expect(anonymous.status).toBe(401);
  });
});

describe('the self-invoice page', () => {
  it('finds the order by its token only, never by its id', async () => {
    const order = await acceptedOrder();
    expect(order.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const page = await call('GET', `/v1/public/factura/${order.token}`);
    expect(await page.json()).toMatchObject({ folio: order.folio, total: 75, facturable: true, motivo: null, factura: null } satisfies Partial<SelfInvoiceOrder>);
    expect((await call('GET', `/v1/public/factura/${order.id}`)).status).toBe(404);
    const link = await call('GET', `/v1/public/comercio/${shop.idPath}/pedido/${order.id}/factura`);
    expect(await link.json()).toEqual({ url: `/f/${order.token}` });
  });

  it('refuses a bad RFC, a régimen of the other kind and a uso the régimen does not allow, with Spanish messages, and sends nothing', async () => {
    const order = await acceptedOrder();
    const sentBefore = fake.invoices.length;
    const cases: [Record<string, string>, string, string][] = [
      [{ rfc: 'GOMA800101' }, 'rfc', 'RFC: no tiene la forma de un RFC'],
      [{ rfc: 'GOMA801301AB1' }, 'rfc', 'RFC: la fecha del RFC (AAMMDD) no es una fecha válida'],
      [{ regimen_fiscal: '601' }, 'regimen_fiscal', 'Régimen fiscal: ese régimen no es para personas físicas'],
      [{ regimen_fiscal: '605', uso_cfdi: 'G03' }, 'uso_cfdi', 'Uso del CFDI: el SAT no permite ese uso con el régimen fiscal elegido'],
      [{ rfc: 'EGU990101AB1', razon_social: 'El Güero S.A. de C.V.', regimen_fiscal: '601' }, 'razon_social', 'Razón social: escríbela sin el régimen societario'],
      [{ rfc: 'XAXX010101000', regimen_fiscal: '612' }, 'regimen_fiscal', 'Régimen fiscal: con un RFC genérico el SAT pide el régimen 616'],
      [{ codigo_postal: '8604' }, 'codigo_postal', 'Código postal: son 5 dígitos'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await call('POST', `/v1/public/factura/${order.token}`, { ...VALID_CUSTOMER, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(await refused.json()).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    expect(fake.invoices.length).toBe(sentBefore);
    expect((await call('GET', `/v1/public/factura/${order.token}`)).status).toBe(200);
  });

  it('issues the factura once, even with two requests at the same moment, and offers the PDF and XML by download and e-mail', async () => {
    const order = await acceptedOrder();
    const sentBefore = fake.invoices.length;
    const [first, second] = await Promise.all([call('POST', `/v1/public/factura/${order.token}`, VALID_CUSTOMER), call('POST', `/v1/public/factura/${order.token}`, VALID_CUSTOMER)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const winner = first.status === 201 ? first : second;
    const loser = first.status === 201 ? second : first;
    expect(await loser.json()).toMatchObject({ message: 'Este pedido ya se facturó' });
    const result = (await winner.json()) as SelfInvoiceResult;
    expect(result).toMatchObject({ rfc: 'GOMA800101AB1', razon_social: 'MARÍA GÓMEZ ALBA', correo_enviado: null, pdf_url: `/v1/public/factura/${order.token}/pdf` });
    expect(fake.invoices.length).toBe(sentBefore + 1);
    const sent = fake.invoices.at(-1)!.body as { customer: Record<string, unknown>; items: { quantity: number; product: { price: number; product_key: string } }[]; payment_form: string; use: string };
    expect(sent.customer).toEqual({ legal_name: 'MARÍA GÓMEZ ALBA', tax_id: 'GOMA800101AB1', tax_system: '612', email: 'maria@correo.mx', address: { zip: '86040' } });
    expect(sent.items).toEqual([expect.objectContaining({ quantity: 3, product: expect.objectContaining({ price: 25, product_key: '90101501' }) })]);
    expect([sent.payment_form, sent.use]).toEqual(['01', 'G03']);

    const pdf = await call('GET', result.pdf_url);
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.response.arrayBuffer()).toString('ascii', 0, 5)).toBe('%PDF-');
    const xml = await call('GET', result.xml_url);
    expect(await xml.response.text()).toContain('UsoCFDI="G03"');
    // The e-mail is a request of its own, after the downloads are there; answered once it was handed over.
    const emailed = await call('POST', `/v1/public/factura/${order.token}/correo`, { correo: 'maria@correo.mx' });
    expect(await emailed.json()).toEqual({ correo_enviado: 'maria@correo.mx' });
    const email = notifier.documents.at(-1)!;
    expect(email.to).toBe('maria@correo.mx');
    expect(email.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/xml']);

    // The page now shows the invoice instead of the form.
    const page = (await (await call('GET', `/v1/public/factura/${order.token}`)).json()) as SelfInvoiceOrder;
    expect(page).toMatchObject({ facturable: false, factura: { uuid: result.uuid, correo_enviado: 'maria@correo.mx' } });
    expect((await call('POST', `/v1/public/factura/${order.token}`, VALID_CUSTOMER)).status).toBe(409);
  });

  it('refuses a cancelled order, and frees the order when Facturapi refuses or is down', async () => {
    const cancelled = await acceptedOrder();
    await handle.db.update(orders).set({ estatus_pedido: 'canceled', estatus: 'canceled' }).where(eq(orders.id, cancelled.id));
    const page = (await (await call('GET', `/v1/public/factura/${cancelled.token}`)).json()) as SelfInvoiceOrder;
    expect(page).toMatchObject({ facturable: false, motivo: 'Este pedido fue cancelado o rechazado: no se puede facturar' });
    const refused = await call('POST', `/v1/public/factura/${cancelled.token}`, VALID_CUSTOMER);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: 'Este pedido fue cancelado o rechazado: no se puede facturar' });

    const order = await acceptedOrder();
    fake.failNext(1);
    const down = await call('POST', `/v1/public/factura/${order.token}`, VALID_CUSTOMER);
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ message: 'No se pudo comunicar con Facturapi; intenta de nuevo en unos minutos' });
    expect((await call('POST', `/v1/public/factura/${order.token}`, VALID_CUSTOMER)).status).toBe(201);
  });

  it('never writes the Facturapi key to the log', () => {
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.join('\n')).not.toContain(fake.key);
  });
});
