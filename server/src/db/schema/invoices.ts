// The customer's factura (CFDI 4.0) through Facturapi (docs/invoices.md, migration 0026): the commerce's fiscal
// data with its sealed Facturapi key, the invoices issued, and the claim of each invoiced order.
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceKind, InvoiceStatus } from '../../../../shared/invoices/types';
import { createdAt, idColumn, updatedAt } from './columns';
import { commerceIdColumn } from './commerce-column';
import { orders } from './orders';

export const invoiceSettings = pgTable('invoice_settings', {
  id_comercio: commerceIdColumn().primaryKey(),
  rfc: text('rfc').notNull(),
  razon_social: text('razon_social').notNull(),
  regimen_fiscal: text('regimen_fiscal').notNull(),
  codigo_postal: text('codigo_postal').notNull(),
  clave_producto: text('clave_producto').notNull().default('90101501'),
  /** sealText() of the Facturapi secret key (db/secrets.ts); never sent back in full. */
  llave_sellada: text('llave_sellada'),
  updated_at: updatedAt(),
});

/** The global invoice's period as the owner chose it. */
export interface InvoicePeriod {
  desde: string;
  hasta: string;
  periodicidad: string;
  meses: string;
  anio: number;
}

export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    tipo: text('tipo').$type<InvoiceKind>().notNull(),
    estatus: text('estatus').$type<InvoiceStatus>().notNull().default('emitiendo'),
    facturapi_id: text('facturapi_id'),
    uuid_sat: text('uuid_sat'),
    folio: text('folio').notNull().default(''),
    rfc: text('rfc').notNull(),
    razon_social: text('razon_social').notNull(),
    correo: text('correo'),
    total_cents: integer('total_cents').notNull().default(0),
    periodo: jsonb('periodo').$type<InvoicePeriod | null>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('invoices_commerce_created_idx').on(t.id_comercio, t.created_at.desc())],
);

/** One row per invoiced order: the primary key is what makes an order invoiced once. */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    id_pedido: uuid('id_pedido')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    id_comercio: commerceIdColumn(),
    id_factura: uuid('id_factura')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
  },
  (t) => [index('invoice_orders_invoice_idx').on(t.id_factura)],
);
