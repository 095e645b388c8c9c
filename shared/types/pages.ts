// Wire types of the paged lists the panel reads (customers, order history): one declaration used by the
// server services that build them and the panel's RTK Query endpoints.
import type { Customer } from './menu';
import type { Order } from './order';

/** One page of a server-side list: the rows of the page and the count of every matching row. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const CUSTOMER_SORTS = ['ultimo_pedido', 'total_gastado', 'total_pedidos', 'nombre'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** GET /v1/clientes */
export type CustomerPage = Page<Customer>;

/** GET /v1/clientes/:id */
export interface CustomerDetail {
  cliente: Customer;
  pedidos: Order[];
  /** Every order of the customer; `pedidos` holds the most recent ones (at most 100). */
  total_pedidos: number;
}

/** GET /v1/pedidos/historial */
export interface HistoryPage extends Page<Order> {
  /** false: counting stopped at `total` (a very long history); more rows match (docs/scaling.md). */
  total_exacto: boolean;
}
