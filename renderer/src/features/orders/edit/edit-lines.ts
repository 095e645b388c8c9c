// The lines of an order being edited (docs/orders.md «Editar pedido»). A line from the order keeps its id
// (the server keeps its quoted price while it stays the same item); a line added comes from the phone
// order's product picker (register/cart.ts) and is priced by the server from the menu. Pure.
import { toCents, fromCents } from '@shared/money';
import type { OrderEditLineInput } from '@shared/orders/edit';
import type { OrderLine } from '@shared/types/order';
import { toOrderLines, unitPriceCents, type CartLine } from '../register/cart';

export interface EditLine {
  key: string;
  /** The order line it keeps, null for a line added in this edit. */
  keptId: string | null;
  productId: string;
  nombre: string;
  presentacion: string | null;
  extras: { id: string; nombre: string; precio: number; cantidad: number }[];
  cantidad: number;
  instrucciones: string;
  /** One unit in pesos as last known (the order's price, or the menu's for a new line). */
  unitPrice: number;
}

export function fromOrderLine(line: OrderLine): EditLine {
  return {
    key: line.id,
    keptId: line.id,
    productId: line.id_producto,
    nombre: line.nombre,
    presentacion: line.presentacion,
    extras: line.extras.map((extra) => ({ id: extra.id_extra, nombre: extra.nombre, precio: extra.precio, cantidad: extra.cantidad })),
    cantidad: line.cantidad,
    instrucciones: line.instrucciones ?? '',
    unitPrice: line.precio,
  };
}

export function fromCartLine(line: CartLine): EditLine {
  return {
    key: line.key,
    keptId: null,
    productId: line.productId,
    nombre: line.nombre,
    presentacion: line.presentacion,
    extras: line.extras,
    cantidad: line.cantidad,
    instrucciones: line.instrucciones,
    unitPrice: fromCents(unitPriceCents(line)),
  };
}

/** What the edit sends for its lines. */
export function toEditLines(lines: readonly EditLine[]): OrderEditLineInput[] {
  return lines.map((line) => {
    const [body] = toOrderLines([{ key: line.key, productId: line.productId, nombre: line.nombre, presentacion: line.presentacion, basePrice: 0, extras: line.extras, cantidad: line.cantidad, instrucciones: line.instrucciones }]);
    return { ...body!, id_linea: line.keptId };
  });
}

export function lineTotal(line: EditLine): number {
  return fromCents(toCents(line.unitPrice) * line.cantidad);
}

/** Human text of a line: «2 × Gringa (Grande)». */
export function lineLabel(line: Pick<EditLine, 'cantidad' | 'nombre' | 'presentacion'>): string {
  return `${line.cantidad} × ${line.nombre}${line.presentacion ? ` (${line.presentacion})` : ''}`;
}
