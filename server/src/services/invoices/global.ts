// The factura global (docs/invoices.md): one CFDI to «PUBLICO EN GENERAL» (RFC XAXX010101000, régimen 616, uso
// S01, the issuer's código postal) for the sales of a period that no customer invoiced, with SAT's InformacionGlobal
// (periodicidad, meses, año). A sale is an order the commerce took on (shared/orders/sales.ts), not a test order,
// not deleted, with an amount; its day is counted in the commerce's time zone. The orders are claimed before
// Facturapi is asked, so a customer invoicing one of them at the same moment either wins (and the order is
// left out of the global) or gets «ya se incluyó en la factura global».
import { and, asc, eq, gte, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { SALE_STATUSES } from '../../../../shared/orders/sales';
import { fromCents } from '../../../../shared/money';
import { paymentFormOf } from '../../../../shared/invoices/sat-catalogs';
import { GENERIC_LEGAL_NAME, GENERIC_REGIME, GENERIC_RFC, GENERIC_USE, type GlobalInvoiceInput } from '../../../../shared/invoices/rules';
import type { GlobalInvoicePreview, InvoiceView } from '../../../../shared/invoices/types';
import type { DbOrTx } from '../../db/database';
import { invoiceOrders } from '../../db/schema/invoices';
import { orders } from '../../db/schema/orders';
import { HttpError } from '../../errors';
import { findCommerce } from '../commerce';
import { zonedDateTimeToUtc } from '../zoned-time';
import { createInvoice } from './facturapi';
import { globalItems, invoicedCents, type InvoicedOrder } from './items';
import { claimOrders, recordIssued, releaseClaim, toInvoiceView } from './records';
import { issuerOf, SETTINGS_MSG, type InvoiceDeps } from './settings';

export const GLOBAL_MSG = {
  empty: 'No hay ventas sin facturar en ese periodo',
} as const;

function dayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedDateTimeToUtc(year, month, date, 0, 0, timeZone);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

type GlobalCandidate = InvoicedOrder & { id: string; metodo_pago: string };

async function uninvoicedSales(db: DbOrTx, commerceId: string, desde: string, hasta: string): Promise<GlobalCandidate[]> {
  const commerce = await findCommerce(db, commerceId);
  const timeZone = commerce?.zona_horaria ?? 'America/Mexico_City';
  const rows = await db
    .select({
      id: orders.id,
      folio: orders.folio,
      metodo_pago: orders.metodo_pago,
      total_cents: orders.total_cents,
      propina_cents: orders.propina_cents,
      costo_envio_cents: orders.costo_envio_cents,
      coupon_amount_cents: orders.coupon_amount_cents,
    })
    .from(orders)
    .where(
      and(
        eq(orders.id_comercio, commerceId),
        isNull(orders.deleted_at),
        eq(orders.es_prueba, false),
        inArray(orders.estatus_pedido, [...SALE_STATUSES]),
        gte(orders.created_at, dayStart(desde, timeZone)),
        lt(orders.created_at, dayStart(nextDay(hasta), timeZone)),
        notExists(db.select({ one: sql`1` }).from(invoiceOrders).where(eq(invoiceOrders.id_pedido, orders.id))),
      ),
    )
    .orderBy(asc(orders.created_at));
  return rows.filter((row) => invoicedCents(row) > 0);
}

export async function previewGlobalInvoice(deps: InvoiceDeps, commerceId: string, desde: string, hasta: string): Promise<GlobalInvoicePreview> {
  const sales = await uninvoicedSales(deps.db, commerceId, desde, hasta);
  return { pedidos: sales.length, total: fromCents(sales.reduce((sum, order) => sum + invoicedCents(order), 0)) };
}

/** SAT asks one forma de pago for the whole CFDI: the one that paid the largest amount. */
function dominantPaymentForm(sales: readonly GlobalCandidate[]): string {
  const byForm = new Map<string, number>();
  for (const order of sales) byForm.set(paymentFormOf(order.metodo_pago), (byForm.get(paymentFormOf(order.metodo_pago)) ?? 0) + invoicedCents(order));
  return [...byForm.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '01';
}

/** POST /v1/facturacion/global */
export async function issueGlobalInvoice(deps: InvoiceDeps, commerceId: string, input: GlobalInvoiceInput): Promise<InvoiceView> {
  const issuer = await issuerOf(deps, commerceId);
  if (!issuer) throw new HttpError(409, SETTINGS_MSG.noKey, { code: 'INVOICING_NOT_READY' });
  const candidates = await uninvoicedSales(deps.db, commerceId, input.desde, input.hasta);
  if (candidates.length === 0) throw new HttpError(422, GLOBAL_MSG.empty, { code: 'NOTHING_TO_INVOICE' });
  const period = { desde: input.desde, hasta: input.hasta, periodicidad: input.periodicidad, meses: input.meses, anio: input.anio };
  const claim = await deps.db.transaction((tx) =>
    claimOrders(tx, commerceId, { tipo: 'global', rfc: GENERIC_RFC, razon_social: GENERIC_LEGAL_NAME, correo: null, total_cents: 0, periodo: period }, candidates.map((order) => order.id), false),
  );
  if (!claim) throw new HttpError(422, GLOBAL_MSG.empty, { code: 'NOTHING_TO_INVOICE' });
  // Only what this claim got: an order a customer invoiced meanwhile stays out.
  const sales = candidates.filter((order) => claim.claimed.includes(order.id));
  const amount = sales.reduce((sum, order) => sum + invoicedCents(order), 0);
  let issued;
  try {
    issued = await createInvoice(issuer.access, {
      customer: { legal_name: GENERIC_LEGAL_NAME, tax_id: GENERIC_RFC, tax_system: GENERIC_REGIME, address: { zip: issuer.codigo_postal } },
      items: globalItems(sales),
      use: GENERIC_USE,
      payment_form: dominantPaymentForm(sales),
      payment_method: 'PUE',
      global: { periodicity: input.periodicidad, months: input.meses, year: input.anio },
      idempotency_key: claim.row.id,
    });
  } catch (error) {
    await releaseClaim(deps.db, claim.row.id);
    throw error;
  }
  const row = await recordIssued(deps.db, claim.row.id, issued, amount);
  return toInvoiceView(row, sales.map((order) => order.folio));
}
