// The running live runtime of the panel, for screens that need it (e.g. auto-print after accepting here
// when the socket happens to be down). Set by <LiveOrders />; null when the account has no HISTORIAL.
import type { AutoPrinter } from '../features/orders/auto-print';
import type { LiveStatus } from './connection';

export interface OrdersRuntime {
  autoPrinter: AutoPrinter;
  status(): LiveStatus;
}

let current: OrdersRuntime | null = null;

export function setOrdersRuntime(runtime: OrdersRuntime | null): void {
  current = runtime;
}

export function getOrdersRuntime(): OrdersRuntime | null {
  return current;
}
