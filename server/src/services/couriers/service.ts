// Delivery-partner operations of an order (docs/architecture.md /v1/delivery/*) through the configured courier
// provider, and the provider's updates written back to the order with their live events (outbox).
import { and, eq } from 'drizzle-orm';
import { MSG } from '../../../../shared/messages';
import { isTerminal } from '../../../../shared/orders/status-machine';
import type { CourierQuote, Order } from '../../../../shared/types/order';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { publishEvent } from '../../live/publisher';
import { OrderRefusal } from '../orders/errors';
import { findOrder, lockOrder } from '../orders/operations';
import { toWireOrder } from '../orders/serialize';
import type { CourierProvider, CourierUpdate } from './provider';

export const COURIER_MSG = {
  onlyDelivery: 'Solo los pedidos con envío a domicilio pueden solicitar repartidor',
  orderFinished: 'El pedido ya fue entregado, rechazado o cancelado',
  alreadyRequested: 'El pedido ya tiene un repartidor solicitado',
  noRider: 'El pedido no tiene un repartidor solicitado',
} as const;

const ACTIVE_DELIVERY = (status: string | null) => status !== null && status !== 'canceled' && status !== 'delivered';

export class CourierService {
  private provider: CourierProvider | null = null;
  /** Providers a commerce connects itself (Picker); the default provider serves every other commerce. */
  private readonly connectable: CourierProvider[] = [];
  /** Requests whose tracking id is being saved; provider updates for them wait for it. */
  private readonly saving = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    provider: CourierProvider,
    private readonly log: (message: string, error?: unknown) => void = (message, error) => console.error(message, error ?? ''),
  ) {
    this.use(provider);
  }

  /** Swap the provider (tests use a sandbox with millisecond timers). */
  use(provider: CourierProvider): void {
    if (this.provider) void this.provider.close();
    this.provider = provider;
    provider.onUpdate((update) => this.apply(provider, update));
  }

  /** Adds a provider commerces connect themselves (it serves those whose `handles` answers true). */
  add(provider: CourierProvider): void {
    this.connectable.push(provider);
    provider.onUpdate((update) => this.apply(provider, update));
  }

  private async providerFor(commerceId: string): Promise<CourierProvider> {
    for (const provider of this.connectable) if (await provider.handles?.(commerceId)) return provider;
    return this.current();
  }

  /** The provider that took an order's rider request. */
  private providerOf(deliveryType: string | null): CourierProvider {
    return this.connectable.find((provider) => provider.code === deliveryType) ?? this.current();
  }

  get providerName(): string {
    return this.provider?.name ?? '';
  }

  private current(): CourierProvider {
    if (!this.provider) throw new OrderRefusal(503, 'COURIER_ERROR', MSG.sendRequestError);
    return this.provider;
  }

  /** The provider's price for the order's trip, before «Solicitar repartidor»; nothing is booked. */
  async quote(commerceId: string, orderId: string): Promise<CourierQuote> {
    const provider = await this.providerFor(commerceId);
    const order = await findOrder(this.db, commerceId, orderId);
    if (order.metodo_entrega !== 'delivery') throw new OrderRefusal(422, 'COURIER_ERROR', COURIER_MSG.onlyDelivery);
    if (isTerminal(order.estatus_pedido)) throw new OrderRefusal(409, 'COURIER_ERROR', COURIER_MSG.orderFinished);
    if (!provider.quote) return { proveedor: provider.name, disponible: false, costo: null, distancia_km: null };
    const quoted = await provider.quote({ commerceId, orderId: order.id });
    return { proveedor: provider.name, disponible: true, costo: quoted.fee, distancia_km: quoted.distanceKm };
  }

  async request(commerceId: string, orderId: string): Promise<Order> {
    const provider = await this.providerFor(commerceId);
    const order = await findOrder(this.db, commerceId, orderId);
    if (order.metodo_entrega !== 'delivery') throw new OrderRefusal(422, 'COURIER_ERROR', COURIER_MSG.onlyDelivery);
    if (isTerminal(order.estatus_pedido)) throw new OrderRefusal(409, 'COURIER_ERROR', COURIER_MSG.orderFinished);
    if (order.has_requested_rider && ACTIVE_DELIVERY(order.delivery_status)) throw new OrderRefusal(409, 'COURIER_ERROR', COURIER_MSG.alreadyRequested);

    const requested = await provider.requestRider({
      orderId: order.id,
      commerceId,
      folio: order.folio,
      customerName: order.nombre,
      customerPhone: order.numero_celular,
      dropoffAddress: order.direccion_completa,
    });
    const saved = this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          has_requested_rider: true,
          delivery_status: 'requested',
          delivery_type: provider.code,
          delivery_tracking_id: requested.trackingId,
          delivery_tracking_url: requested.trackingUrl,
          delivery_driver_info: null,
          updated_at: new Date(),
        })
        .where(and(eq(orders.id, order.id), eq(orders.id_comercio, commerceId)))
        .returning();
      await publishEvent(tx, commerceId, 'changeDeliveryStatus', { orderId: order.id, delivery_status: 'requested' });
      return row!;
    });
    this.saving.set(requested.trackingId, saved);
    try {
      return toWireOrder(await saved);
    } finally {
      this.saving.delete(requested.trackingId);
    }
  }

  async anticipate(commerceId: string, orderId: string): Promise<Order> {
    const order = await findOrder(this.db, commerceId, orderId);
    if (!order.has_requested_rider || !order.delivery_tracking_id || !ACTIVE_DELIVERY(order.delivery_status)) {
      throw new OrderRefusal(409, 'COURIER_ERROR', COURIER_MSG.noRider);
    }
    await this.providerOf(order.delivery_type).anticipate(order.delivery_tracking_id);
    return toWireOrder(order);
  }

  async cancel(commerceId: string, orderId: string): Promise<Order> {
    const order = await findOrder(this.db, commerceId, orderId);
    if (!order.has_requested_rider || !order.delivery_tracking_id || !ACTIVE_DELIVERY(order.delivery_status)) {
      throw new OrderRefusal(409, 'COURIER_ERROR', COURIER_MSG.noRider);
    }
    // The provider reports 'canceled' through apply(), which records it with its event.
    await this.providerOf(order.delivery_type).cancel(order.delivery_tracking_id);
    const row = await this.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, commerceId, orderId);
      if (locked.delivery_status === 'canceled' && !locked.has_requested_rider) return locked;
      const [updated] = await tx
        .update(orders)
        .set({ delivery_status: 'canceled', has_requested_rider: false, delivery_driver_info: null, updated_at: new Date() })
        .where(eq(orders.id, locked.id))
        .returning();
      if (locked.delivery_status !== 'canceled') {
        await publishEvent(tx, commerceId, 'changeDeliveryStatus', { orderId: locked.id, delivery_status: 'canceled' });
      }
      return updated!;
    });
    return toWireOrder(row);
  }

  async close(): Promise<void> {
    await this.provider?.close();
    for (const provider of this.connectable) await provider.close();
  }

  private async apply(provider: CourierProvider, update: CourierUpdate): Promise<void> {
    if (provider !== this.provider && !this.connectable.includes(provider)) return;
    await this.saving.get(update.trackingId)?.catch(() => undefined);
    await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, update.orderId), eq(orders.delivery_tracking_id, update.trackingId)))
        .for('update');
      if (!order || order.deleted_at) {
        this.log(MSG.riderForMissingOrder);
        return;
      }
      if (update.kind === 'riderAssigned') {
        await tx.update(orders).set({ delivery_driver_info: update.rider, updated_at: new Date() }).where(eq(orders.id, order.id));
        await publishEvent(tx, order.id_comercio, 'deliveryRiderAssigned', { orderId: order.id, ...update.rider });
        return;
      }
      if (order.delivery_status === update.status) return;
      const canceled = update.status === 'canceled';
      await tx
        .update(orders)
        .set({
          delivery_status: update.status,
          updated_at: new Date(),
          ...(canceled ? { has_requested_rider: false, delivery_driver_info: null } : {}),
        })
        .where(eq(orders.id, order.id));
      await publishEvent(tx, order.id_comercio, 'changeDeliveryStatus', { orderId: order.id, delivery_status: update.status });
    });
  }
}
