// The running live runtime of the panel, for screens that need it (the live channel's status). Set by <LiveOrders />; null when the account has no HISTORIAL.
import type { LiveStatus } from './connection';

export interface OrdersRuntime {
  status(): LiveStatus;
}

let current: OrdersRuntime | null = null;

export function setOrdersRuntime(runtime: OrdersRuntime | null): void {
  current = runtime;
}

export function getOrdersRuntime(): OrdersRuntime | null {
  return current;
}
