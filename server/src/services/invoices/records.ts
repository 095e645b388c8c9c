// The invoices a commerce issued and the orders each covers (docs/invoices.md). An invoice is recorded before
// Facturapi is asked: its orders are claimed in invoice_orders (primary key: the order), so two requests for one
// order, or a customer's request racing the owner's factura global, cannot both reach Facturapi; the loser gets
// nothing or a 409. When Facturapi refuses, the record and its claims are deleted and the orders are free again.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromCents } from '../../../../shared/money';
import { GLOBAL_MONTHS, GLOBAL_PERIODICITIES } from '../../../../shared/invoices/sat-catalogs';
import type { InvoiceKind, InvoiceStatus, InvoiceView } from '../../../../shared/invoices/types';
import type { DbOrTx } from '../../db/database';
import { invoiceOrders, invoices, type InvoicePeriod } from '../../db/schema/invoices';
import { orders } from '../../db/schema/orders';
import { notFound } from '../../errors';
import { downloadInvoiceFile, type FacturapiInvoice, type InvoiceFileKind } from './facturapi';
import { issuerOf, SETTINGS_MSG, type InvoiceDeps } from './settings';
import { HttpError } from '../../errors';
import { isUuid } from '../orders/menu';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface NewInvoice {
  tipo: InvoiceKind;
  rfc: string;
  razon_social: string;
  correo: string | null;
  total_cents: number;
  periodo: InvoicePeriod | null;
}

/**
 * Records an invoice and claims the orders it covers, in one transaction. Answers the record and the orders it
 * got: an order another invoice holds is left out (`requireAll`: then nothing is recorded and null comes back).
 */
export async function claimOrders(tx: DbOrTx, commerceId: string, invoice: NewInvoice, orderIds: readonly string[], requireAll: boolean): Promise<{ row: InvoiceRow; claimed: string[] } | null> {
  const [row] = await tx.insert(invoices).values({ id_comercio: commerceId, ...invoice }).returning();
  const claimed = orderIds.length === 0
    ? []
    : (await tx.insert(invoiceOrders).values(orderIds.map((id) => ({ id_pedido: id, id_comercio: commerceId, id_factura: row!.id }))).onConflictDoNothing().returning({ id: invoiceOrders.id_pedido })).map((r) => r.id);
  if (claimed.length === 0 || (requireAll && claimed.length < orderIds.length)) {
    await tx.delete(invoices).where(eq(invoices.id, row!.id));
    return null;
  }
  return { row: row!, claimed };
}

const FACTURAPI_STATUSES: readonly InvoiceStatus[] = ['valid', 'canceled', 'pending', 'draft', 'failed'];

/** Facturapi's status as we store it (its SDK types it as an enum of the same words). */
function statusOf(status: string): InvoiceStatus {
  return FACTURAPI_STATUSES.find((known) => known === status) ?? 'valid';
}

export async function recordIssued(db: DbOrTx, invoiceId: string, issued: FacturapiInvoice, totalCents: number): Promise<InvoiceRow> {
  const folio = `${issued.series ?? ''}${issued.folio_number ?? ''}`;
  const [row] = await db
    .update(invoices)
    .set({ facturapi_id: issued.id, estatus: statusOf(issued.status), uuid_sat: issued.uuid ?? null, folio, total_cents: totalCents, updated_at: new Date() })
    .where(eq(invoices.id, invoiceId))
    .returning();
  return row!;
}

/** Facturapi refused or could not be reached: the claim goes, so the orders can be invoiced again. */
export async function releaseClaim(db: DbOrTx, invoiceId: string): Promise<void> {
  await db.delete(invoices).where(eq(invoices.id, invoiceId));
}

function periodLabel(period: InvoicePeriod | null): string | null {
  if (!period) return null;
  const periodicity = GLOBAL_PERIODICITIES.find((p) => p.code === period.periodicidad)?.label ?? period.periodicidad;
  const months = GLOBAL_MONTHS.find((m) => m.code === period.meses)?.label ?? period.meses;
  return `${periodicity} · ${months} ${period.anio} · ${period.desde} a ${period.hasta}`;
}

export function toInvoiceView(row: InvoiceRow, folios: string[]): InvoiceView {
  return {
    id: row.id,
    tipo: row.tipo,
    estatus: row.estatus,
    folio: row.folio,
    uuid: row.uuid_sat,
    rfc: row.rfc,
    razon_social: row.razon_social,
    total: fromCents(row.total_cents),
    pedidos: folios.length,
    periodo: periodLabel(row.periodo),
    folios_pedido: folios,
    created_at: row.created_at.toISOString(),
  };
}

export async function foliosOf(db: DbOrTx, invoiceIds: readonly string[]): Promise<Map<string, string[]>> {
  const byInvoice = new Map<string, string[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({ id_factura: invoiceOrders.id_factura, folio: orders.folio })
    .from(invoiceOrders)
    .innerJoin(orders, eq(orders.id, invoiceOrders.id_pedido))
    .where(inArray(invoiceOrders.id_factura, [...invoiceIds]))
    .orderBy(orders.created_at);
  for (const row of rows) byInvoice.set(row.id_factura, [...(byInvoice.get(row.id_factura) ?? []), row.folio]);
  return byInvoice;
}

/** The commerce's issued invoices, newest first (claims still waiting for Facturapi are left out). */
export async function listInvoices(db: DbOrTx, commerceId: string, limit = 200): Promise<InvoiceView[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id_comercio, commerceId), sql`${invoices.facturapi_id} IS NOT NULL`))
    .orderBy(desc(invoices.created_at))
    .limit(limit);
  const folios = await foliosOf(db, rows.map((row) => row.id));
  return rows.map((row) => toInvoiceView(row, folios.get(row.id) ?? []));
}

export const INVOICE_FILE_TYPES: Record<InvoiceFileKind, string> = { pdf: 'application/pdf', xml: 'application/xml' };

/** The PDF or XML of one of the commerce's invoices, from Facturapi. */
export async function invoiceFile(deps: InvoiceDeps, commerceId: string, invoiceId: string, kind: InvoiceFileKind): Promise<{ filename: string; content: Buffer; contentType: string }> {
  if (!isUuid(invoiceId)) throw notFound('No se encontró la factura');
  const [row] = await deps.db.select().from(invoices).where(and(eq(invoices.id_comercio, commerceId), eq(invoices.id, invoiceId)));
  if (!row?.facturapi_id) throw notFound('No se encontró la factura');
  const issuer = await issuerOf(deps, commerceId);
  if (!issuer) throw new HttpError(409, SETTINGS_MSG.noKey, { code: 'INVOICING_NOT_READY' });
  const content = await downloadInvoiceFile(issuer.access, row.facturapi_id, kind);
  return { filename: `factura-${row.folio || row.id}.${kind}`, content, contentType: INVOICE_FILE_TYPES[kind] };
}
