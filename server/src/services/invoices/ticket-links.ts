// The self-invoice link a customer's ticket prints (docs/invoices.md): `PUBLIC_URL/f/<token>` for each order of a
// commerce that issues facturas (its fiscal data with a Facturapi key). Without PUBLIC_URL there is no address a
// customer's phone could open (a counter PC's own server is not one), so no link is printed.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { OrderDetail } from '../../../../shared/types/order';
import { invoiceSettings } from '../../db/schema/invoices';
import { orders } from '../../db/schema/orders';
import { selfInvoicePath } from './self-invoice';

export async function selfInvoiceLinks(db: DbOrTx, commerceId: string, orderIds: readonly string[], publicUrl: string | null): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (!publicUrl || orderIds.length === 0) return links;
  const [ready] = await db
    .select({ id: invoiceSettings.id_comercio })
    .from(invoiceSettings)
    .where(and(eq(invoiceSettings.id_comercio, commerceId), isNotNull(invoiceSettings.llave_sellada)));
  if (!ready) return links;
  const rows = await db
    .select({ id: orders.id, token: orders.factura_token })
    .from(orders)
    .where(and(eq(orders.id_comercio, commerceId), inArray(orders.id, [...orderIds])));
  for (const row of rows) links.set(row.id, `${publicUrl.replace(/\/$/, '')}${selfInvoicePath(row.token)}`);
  return links;
}

/**
 * An order's detail with its self-invoice link (`factura_url`) when the commerce issues facturas and PUBLIC_URL is
 * set: the panel reads the detail it reprints from here, so a reprint carries the link and QR an automatic print does.
 */
export async function withSelfInvoiceLink(db: DbOrTx, commerceId: string, detail: OrderDetail, publicUrl: string | null): Promise<OrderDetail> {
  const link = (await selfInvoiceLinks(db, commerceId, [detail.pedido.id], publicUrl)).get(detail.pedido.id);
  return link ? { ...detail, pedido: { ...detail.pedido, factura_url: link } } : detail;
}
