// Editing an order (module EDITAR_PEDIDO, docs/orders.md «Editar pedido»). In one transaction: the order is
// locked, its state and the version the cashier edited are checked (409 when another edit landed first), the
// lines are priced again with intake's rules (reprice.ts), the lines, totals and address are replaced, the
// version is recorded (versions.ts) and ONE live event (ORDER_EDITED_EVENT) is written to the outbox: boards
// reload the order, stations print the change ticket, the customer's status page reads the new lines and
// total. The kitchen screen's bumps follow the kept lines (kitchen/edit-carry.ts, which also announces a
// «Listo» taken back with kitchenChanged).
// The preview runs the same code and rolls back.
import { and, eq } from 'drizzle-orm';
import type { DeliveryType } from '../../../../../shared/constants';
import { fromCents } from '../../../../../shared/money';
import { ORDER_EDITED_EVENT, type OrderEditChanges } from '../../../../../shared/orders/edit-changes';
import { changeLineOf, changesBetween, hasChanges, isEditableStatus, ORDER_EDIT_MSG, type OrderEditInput, type OrderEditResult } from '../../../../../shared/orders/edit';
import type { OrderDetail } from '../../../../../shared/types/order';
import type { PublicOrderInput } from '../../../../../shared/validation/public-order';
import type { Db, Tx } from '../../../db/database';
import { couponUsages } from '../../../db/schema/marketing';
import { orderLineExtras, orderLines, orders } from '../../../db/schema/orders';
import { users } from '../../../db/schema/users';
import { HttpError } from '../../../errors';
import { publishEvent } from '../../../live/publisher';
import { carryKitchenStateOverEdit, kitchenBeforeEdit } from '../../kitchen/edit-carry';
import { requestRefundOnEdit } from '../../payments/refunds';
import { ORDER_MSG, OrderRefusal } from '../errors';
import { intakeCacheFor, type IntakeSnapshot } from '../intake-cache';
import { changeOf, fullAddressOf } from '../intake';
import { detailOf, lineRowsOf } from '../intake-rows';
import { detailOfOrderRow, lockOrder } from '../operations';
import type { OrderRow } from '../serialize';
import { editedTotals, paidWithAfterEdit, priceEditedLines } from './reprice';
import { latestVersion, recordVersion } from './versions';

export interface Editor {
  commerceId: string;
  userId: string;
}

const ADDRESS_KEYS = ['calle', 'colonia', 'numero_exterior', 'numero_interior', 'referencias', 'latitud', 'longitud'] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];
type Address = { [K in AddressKey]: OrderRow[K] };

/** Thrown inside the preview's transaction to roll it back with its answer. */
class PreviewDone extends Error {
  constructor(readonly result: OrderEditResult) {
    super('preview');
  }
}

const PAID_ONLINE = new Set(['enlace_pago', 'payment_provider']);

/** Refusals that do not depend on what the edit asks: the order's state. */
function assertEditable(order: OrderRow): void {
  if (!isEditableStatus(order.estatus_pedido)) {
    throw new HttpError(409, ORDER_EDIT_MSG.notEditable(order.estatus_pedido), { code: 'ORDER_NOT_EDITABLE', details: { currentStatus: order.estatus_pedido } });
  }
  if (order.mesa_cerrada_at) throw new HttpError(409, ORDER_EDIT_MSG.tableClosed, { code: 'ORDER_NOT_EDITABLE' });
}

/** The delivery type and address the edit leaves: what was sent over what was stored. */
function deliveryAfterEdit(order: OrderRow, input: OrderEditInput): { flow: DeliveryType; address: Address; changed: boolean } {
  const flow = input.metodo_entrega ?? order.metodo_entrega;
  if (order.self_service && flow !== order.metodo_entrega) throw new HttpError(422, ORDER_EDIT_MSG.tableFlow, { code: 'ORDER_NOT_EDITABLE', details: { field: 'metodo_entrega' } });
  const address = {} as Record<AddressKey, unknown>;
  let changed = flow !== order.metodo_entrega;
  for (const key of ADDRESS_KEYS) {
    const sent = input[key];
    address[key] = sent === undefined ? order[key] : typeof sent === 'string' ? sent.trim() || null : sent;
    if (address[key] !== order[key]) changed = true;
  }
  const typed = address as Address;
  if (flow === 'delivery' && !typed.calle && !typed.colonia) throw new HttpError(400, ORDER_EDIT_MSG.addressRequired, { field: 'calle' });
  if (changed && order.has_requested_rider && order.metodo_entrega === 'delivery') {
    throw new HttpError(409, 'El pedido ya tiene un repartidor solicitado: cancela el repartidor antes de cambiar la entrega', { code: 'ORDER_NOT_EDITABLE' });
  }
  return { flow, address: typed, changed };
}

/** Paid online: what is still to charge (> 0) or refund (< 0), carried over every edit. Null otherwise. */
function paymentAdjustment(order: OrderRow, previous: number | null, newTotalCents: number): number | null {
  if (order.estatus_pago !== 'pagado' || !PAID_ONLINE.has(order.metodo_pago)) return null;
  return (previous ?? 0) + (newTotalCents - order.total_cents);
}

async function userName(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

async function editInTransaction(tx: Tx, snapshot: IntakeSnapshot, editor: Editor, orderId: string, input: OrderEditInput, save: boolean): Promise<OrderEditResult> {
  const order = await lockOrder(tx, editor.commerceId, orderId);
  assertEditable(order);
  const latest = await latestVersion(tx, order.id);
  if (input.version !== latest.version) {
    throw new HttpError(409, ORDER_EDIT_MSG.conflict, { code: 'ORDER_VERSION_CONFLICT', details: { currentVersion: latest.version } });
  }
  const before = await detailOfOrderRow(tx, editor.commerceId, order);
  const delivery = deliveryAfterEdit(order, input);
  const lines = priceEditedLines(snapshot.menu, before.productos, input.productos);
  const at = new Date();
  const priced = await editedTotals(tx, snapshot, order, lines, { flow: delivery.flow, colonia: delivery.address.colonia, latitud: delivery.address.latitud, longitud: delivery.address.longitud }, at);
  const { totals } = priced;
  const paidWith = paidWithAfterEdit(order, input.cliente_paga_con, totals.total_cents);
  const stored = lineRowsOf(editor.commerceId, order.id, lines);
  const cambios: OrderEditChanges = changesBetween(before.productos.map(changeLineOf), lines.map(changeLineOf));
  const changed = hasChanges(cambios) || delivery.changed || paidWith !== order.cliente_paga_con_cents;
  if (save && !changed) throw new HttpError(422, ORDER_EDIT_MSG.nothingChanged, { code: 'ORDER_UNCHANGED' });
  const ajuste = paymentAdjustment(order, latest.ajuste_pago_cents, totals.total_cents);
  // fullAddressOf reads only the delivery type and the address fields of an order.
  const fullAddress = fullAddressOf({ metodo_entrega: delivery.flow, ...delivery.address } as unknown as PublicOrderInput);
  const [updated] = await tx
    .update(orders)
    .set({
      metodo_entrega: delivery.flow,
      ...delivery.address,
      direccion_completa: fullAddress,
      delivery_type: delivery.flow === 'delivery' && priced.fee.viaProvider ? 'delivery_providers' : null,
      subtotal_cents: totals.subtotal_cents,
      costo_envio_cents: totals.costo_envio_cents,
      total_cents: totals.total_cents,
      cliente_paga_con_cents: paidWith,
      ...(priced.couponDropped ? { coupon_code: null, coupon_type: null, coupon_value: null, coupon_amount_cents: null } : { coupon_amount_cents: priced.couponCents }),
      updated_at: at,
    })
    .where(eq(orders.id, order.id))
    .returning();
  const detail: OrderDetail = detailOf(updated!, stored);
  const version = latest.version + 1;
  const result: OrderEditResult = {
    ...detail,
    version,
    cambios,
    cambio: changeOf(detail),
    aviso_cupon: priced.couponDropped,
    ajuste_pago: ajuste == null ? null : fromCents(ajuste),
  };
  if (!save) throw new PreviewDone(result);
  const kitchenBefore = await kitchenBeforeEdit(tx, editor.commerceId, order.id, before.productos);
  await tx.delete(orderLines).where(and(eq(orderLines.id_pedido, order.id), eq(orderLines.id_comercio, editor.commerceId)));
  await tx.insert(orderLines).values(stored.lines);
  if (stored.extras.length > 0) await tx.insert(orderLineExtras).values(stored.extras);
  await carryKitchenStateOverEdit(tx, editor.commerceId, order.id, kitchenBefore, detail.productos, cambios);
  // A coupon that no longer applies gives its use back.
  if (priced.couponDropped) await tx.delete(couponUsages).where(and(eq(couponUsages.id_pedido, order.id), eq(couponUsages.id_comercio, editor.commerceId)));
  await recordVersion(tx, order, before, {
    version,
    userId: editor.userId,
    userName: await userName(tx, editor.userId),
    cambios,
    detalle: detail,
    totalCents: totals.total_cents,
    ajustePagoCents: ajuste,
    aviso: priced.couponDropped,
  });
  // Paid online and now cheaper: the difference goes back through the same provider (docs/payments.md).
  if (ajuste != null && ajuste < 0) await requestRefundOnEdit(tx, editor.commerceId, order.id, totals.total_cents, editor.userId);
  await publishEvent(tx, editor.commerceId, ORDER_EDITED_EVENT, { orderId: order.id, version, added: cambios.added, removed: cambios.removed });
  return result;
}

async function snapshotOf(db: Db, commerceId: string): Promise<IntakeSnapshot> {
  // Checked against the committed versions: a product marked sold out a moment ago is seen.
  const snapshot = await intakeCacheFor(db).current(commerceId);
  if (!snapshot) throw new OrderRefusal(404, 'COMMERCE_NOT_FOUND', ORDER_MSG.commerceNotFound);
  return snapshot;
}

/** Saves the edit. Throws HttpError (4xx, Spanish) when refused; nothing changes then. */
export async function editOrder(db: Db, editor: Editor, orderId: string, input: OrderEditInput): Promise<OrderEditResult> {
  const snapshot = await snapshotOf(db, editor.commerceId);
  return db.transaction((tx) => editInTransaction(tx, snapshot, editor, orderId, input, true));
}

/** What the edit would give (the re-priced total before saving); nothing is written. */
export async function previewOrderEdit(db: Db, editor: Editor, orderId: string, input: OrderEditInput): Promise<OrderEditResult> {
  const snapshot = await snapshotOf(db, editor.commerceId);
  try {
    await db.transaction((tx) => editInTransaction(tx, snapshot, editor, orderId, input, false));
  } catch (error) {
    if (error instanceof PreviewDone) return error.result;
    throw error;
  }
  throw new Error('order edit preview: no answer');
}
