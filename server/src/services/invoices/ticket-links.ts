// The self-invoice link a customer's ticket prints (docs/invoices.md): `PUBLIC_URL/f/<token>` for each order of a
// commerce that issues facturas (its fiscal data with a Facturapi key). Without PUBLIC_URL there is no address a
// customer's phone could open (a counter PC's own server is not one), so no link is printed.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
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
