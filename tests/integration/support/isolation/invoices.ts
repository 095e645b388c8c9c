// Facturación in the tenant-isolation table (docs/invoices.md): B never reaches A's fiscal data, key or invoices,
// and the status page's invoice link answers on A's own path only. The self-invoice routes named by the order's
// token are listed in NO_COMMERCE_DATA: the token is the credential (whoever holds the ticket).
import type { IsolationContext, IsolationRow } from '../isolation-types';
import { invoices } from '../../../../server/src/db/schema/invoices';
import { ordersOfA } from './orders';

const FISCAL_DATA = { rfc: 'TEG990101AB1', razon_social: 'Taqueria Comercio A', regimen_fiscal: '601', codigo_postal: '86000', clave_producto: '90101501', llave_secreta: '' };

/** A's fiscal data (no key, so nothing calls Facturapi) and an invoice of A recorded as issued. */
async function invoiceOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const saved = await ctx.app.inject({ method: 'PUT', url: '/v1/facturacion/datos-fiscales', headers: ctx.auth.headers, payload: FISCAL_DATA });
  if (saved.statusCode !== 200) throw new Error(`setup fiscal data → ${saved.statusCode} ${saved.body}`);
  const [row] = await ctx.handle.db
    .insert(invoices)
    .values({ id_comercio: ctx.commerce.commerceId, tipo: 'cliente', estatus: 'valid', facturapi_id: 'fa_de_a', folio: 'A1', rfc: 'GOMA800101AB1', razon_social: 'CLIENTE SECRETO DE A', total_cents: 2500 })
    .returning({ id: invoices.id });
  return { invoiceId: row!.id };
}

const period = '?desde=2026-01-01&hasta=2026-01-31';

export const rows: IsolationRow[] = [
  { name: 'GET /v1/facturacion/datos-fiscales', method: 'GET', family: 'v1', path: () => '/v1/facturacion/datos-fiscales', setup: invoiceOfA },
  { name: 'PUT /v1/facturacion/datos-fiscales', method: 'PUT', family: 'v1', path: () => '/v1/facturacion/datos-fiscales', body: () => ({ ...FISCAL_DATA, rfc: 'PCB990101AB1', razon_social: 'Pizzeria B' }), setup: invoiceOfA },
  { name: 'POST /v1/facturacion/probar', method: 'POST', family: 'v1', path: () => '/v1/facturacion/probar', setup: invoiceOfA },
  { name: 'GET /v1/facturacion/facturas', method: 'GET', family: 'v1', path: () => '/v1/facturacion/facturas', setup: invoiceOfA },
  { name: 'GET /v1/facturacion/facturas/:id/:formato', method: 'GET', family: 'v1', path: (ids) => `/v1/facturacion/facturas/${ids.invoiceId}/pdf`, setup: invoiceOfA },
  { name: 'GET /v1/facturacion/global', method: 'GET', family: 'v1', path: () => `/v1/facturacion/global${period}`, setup: invoiceOfA },
  { name: 'POST /v1/facturacion/global', method: 'POST', family: 'v1', path: () => '/v1/facturacion/global', body: () => ({ desde: '2026-01-01', hasta: '2026-01-31', periodicidad: 'month', meses: '01', anio: 2026 }), setup: invoiceOfA },
  { name: 'GET /v1/public/comercio/:id_path/pedido/:id/factura', method: 'GET', family: 'public', path: (ids) => `/v1/public/comercio/${ids.idPath}/pedido/${ids.orderId}/factura`, setup: ordersOfA },
];
