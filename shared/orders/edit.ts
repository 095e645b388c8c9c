// Editing an accepted order (module EDITAR_PEDIDO, docs/orders.md «Editar pedido»): which orders can be
// edited, what the panel sends and what the server answers, and the one rule that says what an edit changed.
import type { DeliveryType } from '../constants';
import type { OrderStatus } from '../constants';
import type { OrderDetail, OrderLine } from '../types/order';
import type { OrderChangeLine, OrderEditChanges } from './edit-changes';
import { ORDER_STATUS_LABELS } from './status-machine';

/**
 * An order can be edited while the kitchen can still act on it: received, accepted or ready at the
 * counter. Once it left with a rider (or is finished) a change would reach nobody.
 */
export const EDITABLE_STATUSES = ['pending', 'accepted', 'ready_to_pick_up'] as const satisfies readonly OrderStatus[];

export function isEditableStatus(status: OrderStatus): boolean {
  return (EDITABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

export const ORDER_EDIT_MSG = {
  notEditable: (status: OrderStatus) =>
    `No se puede editar un pedido «${ORDER_STATUS_LABELS[status]}»: solo se editan los pedidos ${EDITABLE_STATUSES.map((s) => `«${ORDER_STATUS_LABELS[s]}»`).join(', ')}`,
  tableClosed: 'No se puede editar un pedido de una mesa ya cerrada',
  tableFlow: 'Un pedido hecho desde la mesa se come en el restaurante: no se puede cambiar su método de entrega',
  conflict: 'Alguien más modificó este pedido mientras lo editabas. Revisa la versión actual y vuelve a intentarlo.',
  lineNotInOrder: 'Productos: una línea no pertenece a este pedido',
  soldOutMore: (name: string) => `«${name}» está agotado: no se pueden agregar más unidades`,
  couponDropped: (code: string, reason: string) => `El cupón ${code} ya no aplica a este pedido (${reason}); se quitó su descuento`,
  addressRequired: 'Dirección: para envío a domicilio escribe la calle o la colonia',
  notOnOrder: 'Ese producto o extra no está en este pedido',
  nothingChanged: 'El pedido no cambió',
} as const;

/** A line as the edit sends it: `id_linea` names a line kept from the version edited (its price is kept). */
export interface OrderEditLineInput {
  id_linea?: string | null;
  id_producto: string;
  cantidad: number;
  presentacion?: string | null;
  instrucciones?: string | null;
  extras?: { id_extra: string; cantidad: number }[];
}

export interface OrderEditAddress {
  calle?: string | null;
  colonia?: string | null;
  numero_exterior?: string | null;
  numero_interior?: string | null;
  referencias?: string | null;
  latitud?: number | null;
  longitud?: number | null;
}

/** PUT /v1/pedido/:id/edicion (and its preview): the whole order as it should be after the edit. */
export interface OrderEditInput extends OrderEditAddress {
  /** The version the cashier edited (optimistic concurrency: another edit meanwhile answers 409). */
  version: number;
  productos: OrderEditLineInput[];
  metodo_entrega?: DeliveryType;
  /** Cash the customer pays with, in pesos; omitted keeps the stored amount. */
  cliente_paga_con?: number | null;
}

export interface OrderEditResult extends OrderDetail {
  /** The order's version after the edit (the preview: the version it would get). */
  version: number;
  cambios: OrderEditChanges;
  /** Cash change in pesos after the edit (0 when not paying cash). */
  cambio: number;
  /** Set when the order's coupon no longer applies (its discount was removed). */
  aviso_cupon: string | null;
  /** Paid online: pesos still to charge (> 0) or to refund (< 0) after every edit; null when not paid online. */
  ajuste_pago: number | null;
}

/** One entry of GET /v1/pedido/:id/versiones. */
export interface OrderVersionEntry {
  version: number;
  at: string;
  /** Who saved it; null for the order as placed. */
  usuario: string | null;
  cambios: OrderEditChanges;
  total: number;
  ajuste_pago: number | null;
  aviso: string | null;
}

export interface OrderVersionsReply {
  /** The version to send with the next edit. */
  version: number;
  rows: OrderVersionEntry[];
}

/**
 * What a line is, for the change ticket and the kitchen's bumps kept across an edit: the same product,
 * presentation, extras and instructions.
 */
export function editLineKey(line: OrderChangeLine): string {
  const extras = [...line.extras].sort((a, b) => a.nombre.localeCompare(b.nombre)).map((e) => `${e.nombre}×${e.cantidad}`);
  return JSON.stringify([line.id_producto, line.presentacion, (line.instrucciones ?? '').trim(), extras]);
}

export function changeLineOf(
  line: Pick<OrderLine, 'id_producto' | 'id_categoria' | 'nombre' | 'presentacion' | 'cantidad' | 'instrucciones'> & { extras: readonly { nombre: string; cantidad: number }[] },
): OrderChangeLine {
  return {
    id_producto: line.id_producto,
    id_categoria: line.id_categoria,
    nombre: line.nombre,
    presentacion: line.presentacion,
    cantidad: line.cantidad,
    instrucciones: line.instrucciones,
    extras: line.extras.map((extra) => ({ nombre: extra.nombre, cantidad: extra.cantidad })),
  };
}

/**
 * What an edit changed (shared/orders/edit-changes.ts): lines grouped by what they are, quantities
 * compared; a quantity 2 → 3 is one unit added, a changed extra or instruction is the old line removed and
 * the new one added.
 */
export function changesBetween(before: readonly OrderChangeLine[], after: readonly OrderChangeLine[]): OrderEditChanges {
  const groups = new Map<string, { line: OrderChangeLine; before: number; after: number }>();
  const add = (line: OrderChangeLine, side: 'before' | 'after') => {
    const key = editLineKey(line);
    const group = groups.get(key) ?? { line, before: 0, after: 0 };
    group[side] += line.cantidad;
    groups.set(key, group);
  };
  for (const line of before) add(line, 'before');
  for (const line of after) add(line, 'after');
  const changes: OrderEditChanges = { added: [], removed: [] };
  for (const { line, before: was, after: now } of groups.values()) {
    if (now > was) changes.added.push({ ...line, cantidad: now - was });
    if (was > now) changes.removed.push({ ...line, cantidad: was - now });
  }
  return changes;
}

export function hasChanges(changes: OrderEditChanges): boolean {
  return changes.added.length > 0 || changes.removed.length > 0;
}
