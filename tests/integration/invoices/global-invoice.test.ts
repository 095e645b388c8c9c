// The owner's factura global (docs/invoices.md) against the Facturapi fake: «PUBLICO EN GENERAL» with SAT's
// InformacionGlobal, for the period's sales that nobody invoiced — an order a customer invoiced is left out, and
// so are pending, cancelled and test orders; a second global of the same period finds nothing left; the list
// shows every invoice and the owner downloads its PDF and XML.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/types/order';
import type { GlobalInvoicePreview, InvoiceView } from '@shared/invoices/types';
import type { PrintEventsPage } from '@shared/printing';
import { localDay } from '@shared/dates';
import { orders } from '../../../server/src/db/schema/orders';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { startFakeFacturapi, type FakeFacturapi } from '../../support/fake-facturapi';
import { createOrderingCommerce, orderBody, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let fake: FakeFacturapi;
let shop: OrderingCommerce;

beforeAll(async () => {
  fake = await startFakeFacturapi();
  t = await createTestApp({ config: { providerUrls: { facturapi: fake.baseUrl }, publicUrl: 'https://pedidos.ejemplo.mx' } });
  shop = await createOrderingCommerce(t.app, t.handle);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/facturacion/datos-fiscales',
    headers: shop.auth.headers,
    payload: { rfc: 'TEG990101AB1', razon_social: 'Taqueria El Guero', regimen_fiscal: '601', codigo_postal: '86000', llave_secreta: fake.key },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function order(status: 'accepted' | 'delivered' | 'pending' | 'canceled', overrides: Record<string, unknown> = {}): Promise<{ id: string; folio: string; token: string }> {
  const placed = await t.app.inject({ method: 'POST', url: `/v1/public/comercio/${shop.idPath}/pedido`, payload: orderBody(shop.menu, overrides), remoteAddress: `10.9.0.${Math.floor(Math.random() * 250) + 1}` });
  expect(placed.statusCode, placed.body).toBe(201);
  const detail = placed.json<OrderDetail>().pedido;
  const [row] = await t.handle.db.update(orders).set({ estatus_pedido: status, estatus: status }).where(eq(orders.id, detail.id)).returning({ token: orders.factura_token });
  return { id: detail.id, folio: detail.folio, token: row!.token };
}

const today = () => localDay(new Date(), 'America/Mexico_City');
const owner = () => shop.auth.headers;

function globalBody(overrides: Record<string, unknown> = {}) {
  const day = today();
  return { desde: day, hasta: day, periodicidad: 'day', meses: day.slice(5, 7), anio: Number(day.slice(0, 4)), ...overrides };
}

describe('factura global', () => {
  it('covers the period’s uninvoiced sales only, with SAT’s global fields', async () => {
    const invoicedByCustomer = await order('accepted');
    const sold = [await order('delivered'), await order('accepted', { metodo_pago: 'tarjeta' }), await order('delivered')];
    await order('pending');
    await order('canceled');
    const customer = await t.app.inject({
      method: 'POST',
      url: `/v1/public/factura/${invoicedByCustomer.token}`,
      payload: { rfc: 'GOMA800101AB1', razon_social: 'María Gómez Alba', regimen_fiscal: '612', codigo_postal: '86040', uso_cfdi: 'G03', correo: '' },
    });
    expect(customer.statusCode, customer.body).toBe(201);

    const preview = await t.app.inject({ method: 'GET', url: `/v1/facturacion/global?desde=${today()}&hasta=${today()}`, headers: owner() });
    expect(preview.json<GlobalInvoicePreview>()).toEqual({ pedidos: 3, total: 75 });

    const issued = await t.app.inject({ method: 'POST', url: '/v1/facturacion/global', headers: owner(), payload: globalBody() });
    expect(issued.statusCode, issued.body).toBe(201);
    const view = issued.json<InvoiceView>();
    expect(view).toMatchObject({ tipo: 'global', estatus: 'valid', rfc: 'XAXX010101000', razon_social: 'PUBLICO EN GENERAL', total: 75, pedidos: 3 });
    expect(view.folios_pedido.sort()).toEqual(sold.map((o) => o.folio).sort());
    expect(view.folios_pedido).not.toContain(invoicedByCustomer.folio);

    const sent = fake.invoices.at(-1)!.body as { customer: unknown; global: unknown; use: string; items: { product: { sku: string; product_key: string } }[] };
    expect(sent.customer).toEqual({ legal_name: 'PUBLICO EN GENERAL', tax_id: 'XAXX010101000', tax_system: '616', address: { zip: '86000' } });
    expect(sent.global).toEqual({ periodicity: 'day', months: today().slice(5, 7), year: Number(today().slice(0, 4)) });
    expect(sent.use).toBe('S01');
    expect(sent.items.map((item) => item.product.product_key)).toEqual(['01010101', '01010101', '01010101']);

    // Nothing left in that period; the customer of a globally invoiced ticket is told so.
    const again = await t.app.inject({ method: 'POST', url: '/v1/facturacion/global', headers: owner(), payload: globalBody() });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'No hay ventas sin facturar en ese periodo' });
    const page = await t.app.inject({ method: 'GET', url: `/v1/public/factura/${sold[0]!.token}` });
    expect(page.json()).toMatchObject({ facturable: false, motivo: 'Este pedido ya se incluyó en la factura global del comercio; pide ayuda en el mostrador' });
  });

  it('refuses periodicity fields SAT would refuse, in Spanish, before Facturapi', async () => {
    const before = fake.invoices.length;
    const bimester = await t.app.inject({ method: 'POST', url: '/v1/facturacion/global', headers: owner(), payload: globalBody({ periodicidad: 'two_months', meses: '01' }) });
    expect(bimester.statusCode).toBe(400);
    expect(bimester.json()).toMatchObject({ field: 'meses', message: expect.stringContaining('Mes: con periodicidad bimestral elige un bimestre') });
    const backwards = await t.app.inject({ method: 'POST', url: '/v1/facturacion/global', headers: owner(), payload: globalBody({ desde: '2026-12-31', hasta: '2026-12-01' }) });
    expect(backwards.statusCode).toBe(400);
    expect(fake.invoices.length).toBe(before);
  });

  it('lists the issued invoices and downloads their files', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/v1/facturacion/facturas', headers: owner() });
    const invoices = list.json<InvoiceView[]>();
    expect(invoices.map((invoice) => invoice.tipo)).toEqual(['global', 'cliente']);
    const pdf = await t.app.inject({ method: 'GET', url: `/v1/facturacion/facturas/${invoices[0]!.id}/pdf`, headers: owner() });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('ascii', 0, 5)).toBe('%PDF-');
    const xml = await t.app.inject({ method: 'GET', url: `/v1/facturacion/facturas/${invoices[0]!.id}/xml`, headers: owner() });
    expect(xml.body).toContain('Rfc="XAXX010101000"');
    expect((await t.app.inject({ method: 'GET', url: '/v1/facturacion/facturas/no-existe/pdf', headers: owner() })).statusCode).toBe(404);
    // Another commerce's owner does not reach them.
    const other = await createOrderingCommerce(t.app, t.handle);
    expect((await t.app.inject({ method: 'GET', url: `/v1/facturacion/facturas/${invoices[0]!.id}/pdf`, headers: other.auth.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/facturacion/facturas', headers: other.auth.headers })).json()).toEqual([]);
  });

  it("puts each order's self-invoice link on the tickets' data (PUBLIC_URL/f/<token>)", async () => {
    const placed = await order('accepted');
    const since = new Date(Date.now() - 60 * 60_000).toISOString();
    const page = await t.app.inject({ method: 'GET', url: `/v1/impresion/eventos?desde=${encodeURIComponent(since)}`, headers: owner() });
    expect(page.statusCode, page.body).toBe(200);
    const events = page.json<PrintEventsPage>().events.filter((event) => event.order.pedido.id === placed.id);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.order.pedido.factura_url).toBe(`https://pedidos.ejemplo.mx/f/${placed.token}`);
  });
});

describe('the order detail the panel reprints', () => {
  it('carries the self-invoice link only when the commerce issues facturas', async () => {
    const placed = await order('accepted');
    const detail = await t.app.inject({ method: 'GET', url: `/v2/commerce/${shop.commerce.commerceId}/orders/${placed.id}`, headers: shop.auth.v2Headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<OrderDetail>().pedido.factura_url).toBe(`https://pedidos.ejemplo.mx/f/${placed.token}`);

    // A commerce without fiscal data (no Facturapi key) prints no link.
    const plain = await createOrderingCommerce(t.app, t.handle);
    const placedPlain = await t.app.inject({ method: 'POST', url: `/v1/public/comercio/${plain.idPath}/pedido`, payload: orderBody(plain.menu), remoteAddress: '10.9.1.7' });
    expect(placedPlain.statusCode, placedPlain.body).toBe(201);
    const plainId = placedPlain.json<OrderDetail>().pedido.id;
    const plainDetail = await t.app.inject({ method: 'GET', url: `/v2/commerce/${plain.commerce.commerceId}/orders/${plainId}`, headers: plain.auth.v2Headers });
    expect(plainDetail.statusCode, plainDetail.body).toBe(200);
    expect(plainDetail.json<OrderDetail>().pedido.factura_url).toBeUndefined();
  });
});
