// The customer's own factura (docs/invoices.md): the ticket's link carries the order's token (orders.factura_token,
// not its id); the page shows the order, takes the receptor's fiscal data (checked with shared/invoices/rules.ts
// by the route before anything here runs), and the invoice is issued once through Facturapi, then its PDF and XML
// are offered for download; the e-mail is a request of its own (self-invoice-email.ts), so it never holds them up.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isSale } from '../../../../shared/orders/sales';
import { fromCents } from '../../../../shared/money';
import { paymentFormOf } from '../../../../shared/invoices/sat-catalogs';
import { GENERIC_LEGAL_NAME, isGenericRfc, normalizeRfc, type SelfInvoiceInput } from '../../../../shared/invoices/rules';
import type { SelfInvoiceOrder, SelfInvoiceResult } from '../../../../shared/invoices/types';
import { commerces } from '../../db/schema/commerces';
import { invoiceOrders, invoices } from '../../db/schema/invoices';
import { orderLines, orders } from '../../db/schema/orders';
import { conflict, HttpError, notFound } from '../../errors';
import type { Notifier } from '../notifier';
import { createInvoice, downloadInvoiceFile, type InvoiceFileKind } from './facturapi';
import { customerItems, invoicedCents } from './items';
import { claimOrders, INVOICE_FILE_TYPES, recordIssued, releaseClaim, type InvoiceRow } from './records';
import { issuerOf, SETTINGS_MSG, type InvoiceDeps } from './settings';
import { isUuid } from '../orders/menu';

export const SELF_INVOICE_MSG = {
  notFound: 'No encontramos ese ticket. Revisa el enlace o el código QR de tu ticket.',
  canceled: 'Este pedido fue cancelado o rechazado: no se puede facturar',
  pending: 'El comercio todavía no acepta este pedido; podrás facturarlo cuando lo acepte',
  testOrder: 'Este es un pedido de prueba: no se puede facturar',
  alreadyInvoiced: 'Este pedido ya se facturó',
  inGlobal: 'Este pedido ya se incluyó en la factura global del comercio; pide ayuda en el mostrador',
  noAmount: 'Este pedido no tiene importe que facturar',
  emailSubject: (commerce: string, folio: string) => `Tu factura de ${commerce} (pedido ${folio})`,
  emailText: (commerce: string, folio: string, uuid: string | null) =>
    `Hola:\n\nTe enviamos la factura de tu pedido ${folio} en ${commerce}: el PDF y el XML van adjuntos.${uuid ? `\nFolio fiscal: ${uuid}` : ''}\n\nGracias por tu compra.`,
} as const;

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

export interface SelfInvoiceDeps extends InvoiceDeps {
  notifier: Notifier;
}

export async function orderByToken(deps: InvoiceDeps, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await deps.db
    .select({ order: orders, comercio: commerces.nombre, claim: invoiceOrders.id_factura })
    .from(orders)
    .innerJoin(commerces, eq(commerces.id, orders.id_comercio))
    .leftJoin(invoiceOrders, eq(invoiceOrders.id_pedido, orders.id))
    .where(and(eq(orders.factura_token, token), isNull(orders.deleted_at)));
  return row ?? null;
}

type OrderRow = typeof orders.$inferSelect;

/** Why this order cannot be invoiced by its customer now (null: it can). */
function refusal(order: OrderRow): string | null {
  if (order.es_prueba) return SELF_INVOICE_MSG.testOrder;
  if (order.estatus_pedido === 'canceled' || order.estatus_pedido === 'rejected') return SELF_INVOICE_MSG.canceled;
  if (!isSale(order.estatus_pedido)) return SELF_INVOICE_MSG.pending;
  if (invoicedCents(order) <= 0) return SELF_INVOICE_MSG.noAmount;
  return null;
}

function downloadPath(token: string, kind: InvoiceFileKind): string {
  return `/v1/public/factura/${token}/${kind}`;
}

/** invoices.correo is written only once the SMTP server accepted the message (self-invoice-email.ts). */
function resultOf(token: string, invoice: InvoiceRow): SelfInvoiceResult {
  return { folio: invoice.folio, uuid: invoice.uuid_sat, rfc: invoice.rfc, razon_social: invoice.razon_social, pdf_url: downloadPath(token, 'pdf'), xml_url: downloadPath(token, 'xml'), correo_enviado: invoice.correo };
}

export async function invoiceRow(deps: InvoiceDeps, invoiceId: string | null): Promise<InvoiceRow | null> {
  if (!invoiceId) return null;
  const [row] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row ?? null;
}

/** GET /v1/public/factura/:token */
export async function selfInvoiceOrder(deps: InvoiceDeps, token: string): Promise<SelfInvoiceOrder> {
  const found = await orderByToken(deps, token);
  if (!found) throw notFound(SELF_INVOICE_MSG.notFound);
  const { order } = found;
  const invoice = await invoiceRow(deps, found.claim);
  const own = invoice?.tipo === 'cliente' && invoice.facturapi_id ? invoice : null;
  const ready = (await issuerOf(deps, order.id_comercio)) !== null;
  const reason = own ? null : invoice ? (invoice.tipo === 'global' ? SELF_INVOICE_MSG.inGlobal : SELF_INVOICE_MSG.alreadyInvoiced) : !ready ? SETTINGS_MSG.notReady : refusal(order);
  return {
    comercio: found.comercio,
    folio: order.folio,
    creado_at: order.created_at.toISOString(),
    total: fromCents(invoicedCents(order)),
    facturable: !own && reason === null,
    motivo: reason,
    factura: own ? resultOf(token, own) : null,
  };
}

/** POST /v1/public/factura/:token — issues the customer's factura once. */
export async function issueSelfInvoice(deps: SelfInvoiceDeps, token: string, input: SelfInvoiceInput): Promise<SelfInvoiceResult> {
  const found = await orderByToken(deps, token);
  if (!found) throw notFound(SELF_INVOICE_MSG.notFound);
  const { order } = found;
  if (found.claim) throw conflict(SELF_INVOICE_MSG.alreadyInvoiced, 'ALREADY_INVOICED');
  const reason = refusal(order);
  if (reason) throw new HttpError(409, reason, { code: 'NOT_INVOICEABLE' });
  const issuer = await issuerOf(deps, order.id_comercio);
  if (!issuer) throw new HttpError(409, SETTINGS_MSG.notReady, { code: 'INVOICING_NOT_READY' });

  const rfc = normalizeRfc(input.rfc);
  const generic = isGenericRfc(rfc);
  const legalName = generic ? GENERIC_LEGAL_NAME : input.razon_social.trim().toUpperCase();
  const email = input.correo?.trim() || null;
  const amount = invoicedCents(order);
  // No address on the record yet: it is written when the SMTP server accepts the e-mail.
  const claim = await deps.db.transaction((tx) => claimOrders(tx, order.id_comercio, { tipo: 'cliente', rfc, razon_social: legalName, correo: null, total_cents: amount, periodo: null }, [order.id], true));
  if (!claim) throw conflict(SELF_INVOICE_MSG.alreadyInvoiced, 'ALREADY_INVOICED');

  const lines = await deps.db
    .select({ nombre: orderLines.nombre, presentacion: orderLines.presentacion, cantidad: orderLines.cantidad, subtotal_cents: orderLines.subtotal_cents })
    .from(orderLines)
    .where(and(eq(orderLines.id_comercio, order.id_comercio), eq(orderLines.id_pedido, order.id)))
    .orderBy(asc(orderLines.orden));
  let issued;
  try {
    issued = await createInvoice(issuer.access, {
      customer: {
        legal_name: legalName,
        tax_id: rfc,
        tax_system: input.regimen_fiscal,
        ...(email ? { email } : {}),
        // A generic RFC's domicilio fiscal is the issuer's lugar de expedición (SAT, CFDI 4.0).
        address: { zip: generic ? issuer.codigo_postal : input.codigo_postal.trim() },
      },
      items: customerItems(order, lines, issuer.clave_producto),
      use: input.uso_cfdi,
      payment_form: paymentFormOf(order.metodo_pago),
      payment_method: 'PUE',
      external_id: order.id,
      idempotency_key: claim.row.id,
    });
  } catch (error) {
    await releaseClaim(deps.db, claim.row.id);
    throw error;
  }
  const row = await recordIssued(deps.db, claim.row.id, issued, amount);
  return resultOf(token, row);
}

/** GET /v1/public/factura/:token/pdf|xml — the customer's own invoice only. */
export async function selfInvoiceFile(deps: InvoiceDeps, token: string, kind: InvoiceFileKind): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const found = await orderByToken(deps, token);
  const invoice = found ? await invoiceRow(deps, found.claim) : null;
  if (!found || !invoice?.facturapi_id || invoice.tipo !== 'cliente') throw notFound('Este pedido todavía no tiene factura');
  const issuer = await issuerOf(deps, found.order.id_comercio);
  if (!issuer) throw new HttpError(409, SETTINGS_MSG.notReady, { code: 'INVOICING_NOT_READY' });
  const content = await downloadInvoiceFile(issuer.access, invoice.facturapi_id, kind);
  return { filename: `factura-${invoice.folio || found.order.folio}.${kind}`, content, contentType: INVOICE_FILE_TYPES[kind] };
}

/** The short path of an order's self-invoice page (`/f/<token>`). */
export function selfInvoicePath(token: string): string {
  return `/f/${token}`;
}

/**
 * GET /v1/public/comercio/:id_path/pedido/:id/factura — the status page's link, for the customer who holds the
 * order's id: the path while the commerce issues invoices and the order is a sale, null otherwise.
 */
export async function selfInvoiceLinkOf(deps: InvoiceDeps, idPath: string, orderId: string): Promise<{ url: string | null } | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await deps.db
    .select({ token: orders.factura_token, commerceId: orders.id_comercio, status: orders.estatus_pedido })
    .from(orders)
    .innerJoin(commerces, eq(commerces.id, orders.id_comercio))
    .where(and(eq(commerces.id_path, idPath), eq(orders.id, orderId), isNull(orders.deleted_at)));
  if (!row) return null;
  const ready = (await issuerOf(deps, row.commerceId)) !== null;
  return { url: ready && row.status !== 'canceled' && row.status !== 'rejected' ? selfInvoicePath(row.token) : null };
}
