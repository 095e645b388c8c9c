// What counts as a sale (docs/counter.md): an order the commerce took on — accepted or any later step of
// its flow. Pending orders (not taken yet), rejected and canceled ones are not sales. Estadísticas,
// reports, customers and the cash close all use this one list.
import { ORDER_STATUSES, type OrderStatus } from '../constants';

export const NON_SALE_STATUSES: readonly OrderStatus[] = ['pending', 'rejected', 'canceled'];
export const SALE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => !NON_SALE_STATUSES.includes(status));

export function isSale(status: OrderStatus): boolean {
  return SALE_STATUSES.includes(status);
}

/** The sentence the panel shows wherever it reports "ventas". */
export const SALES_DEFINITION = 'Ventas: el total de los pedidos aceptados o en cualquier paso posterior, con envío y propina incluidos; no cuentan pendientes, rechazados ni cancelados.';
