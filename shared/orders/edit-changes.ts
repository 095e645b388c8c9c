// What an order edit changed, as the change ticket prints it (docs/orders.md «Editar pedido»,
// docs/kitchen.md): only what was added or removed. A quantity 2 → 3 is one unit added; 3 → 1 is two
// removed; a changed extra or instruction is the old line removed and the new one added.
import type { OrderLine } from '../types/order';

/** Outbox event id of an accepted edit; its data is `OrderEditedEventData`. */
export const ORDER_EDITED_EVENT = 'onOrderEdited';

export interface OrderChangeLine extends Pick<OrderLine, 'id_producto' | 'id_categoria' | 'nombre' | 'presentacion' | 'cantidad' | 'instrucciones'> {
  extras: { nombre: string; cantidad: number }[];
}

export interface OrderEditChanges {
  added: OrderChangeLine[];
  removed: OrderChangeLine[];
}

export interface OrderEditedEventData extends OrderEditChanges {
  orderId: string;
  /** The order's version after the edit (1 = as placed). */
  version: number;
}
