// What live events and (re)connects do to the panel: keep the RTK Query cache of in-process orders
// current, ring for new orders and show the SPEC §8 messages (tickets print on the desktop side by itself). After every connect the
// in-process orders are refetched, so an order placed while the socket was down is shown (and rings).
import type { LiveEvent } from '@shared/live';
import { MSG } from '@shared/messages';
import type { Order, OrderDetail, Rider } from '@shared/types/order';
import { applyOrderStatus, applyServerOrder, inProcessList, ordersApi, patchOrder, type InProcessOrders } from '../features/orders/api';
import { newOrderAnnouncement, statusAnnouncement } from './notifications';
import type { AlarmStore } from '../features/orders/alarm/alarm-store';

type Dispatch = (action: unknown) => unknown;

export interface OrdersSyncDeps {
  dispatch: Dispatch;
  getState(): unknown;
  commerceId: string;
  alarm: AlarmStore;
  showError(message: string): void;
  /** A system/desktop notification for a new order. */
  notifyNewOrder(order: Pick<Order, 'id' | 'folio' | 'nombre' | 'total'>): void;
  /** Rider-assigned notification (closes after RIDER_NOTIFICATION_MS). */
  notifyRider(rider: Rider & { orderId: string }, order: Pick<Order, 'folio'> | null): void;
  autoAccept(): boolean;
  /** Screen-reader announcement (aria-live) of new orders and status changes. */
  announce?(text: string): void;
  /** Orders announced whose detail is on its way (the board shows them at once). */
  arrivals?: { add(orderId: string, folio: string): void; remove(orderId: string): void };
  now?(): number;
}

interface QueryResult<T> {
  data?: T;
  error?: unknown;
}

export class OrdersSync {
  /** Ids of in-process orders this panel has seen; a resync that finds others found missed orders. */
  private readonly known = new Set<string>();
  private synced = false;

  constructor(private readonly deps: OrdersSyncDeps) {}

  private cachedOrder(orderId: string): Order | undefined {
    return ordersApi.endpoints.getInProcessOrders.select(this.deps.commerceId)(this.deps.getState() as never).data?.entities[orderId];
  }

  private async fetchList(): Promise<QueryResult<Order[]>> {
    const request = this.deps.dispatch(
      ordersApi.endpoints.getInProcessOrders.initiate(this.deps.commerceId, { forceRefetch: true, subscribe: false }),
    ) as Promise<QueryResult<InProcessOrders>>;
    const result = await request;
    return { ...result, data: result.data ? inProcessList(result.data) : undefined };
  }

  async fetchDetail(orderId: string): Promise<OrderDetail | null> {
    const request = this.deps.dispatch(
      ordersApi.endpoints.getOrder.initiate({ commerceId: this.deps.commerceId, orderId }, { forceRefetch: true, subscribe: false }),
    ) as Promise<QueryResult<OrderDetail>>;
    const result = await request;
    return result.data ?? null;
  }

  /** After every (re)connect: refetch and ring for pending orders missed meanwhile. */
  async resync(): Promise<void> {
    const result = await this.fetchList();
    if (!result.data) {
      this.deps.showError(MSG.ordersError);
      return;
    }
    const list = result.data;
    const firstSync = !this.synced;
    this.synced = true;
    const pending = new Set(list.filter((order) => order.estatus_pedido === 'pending').map((order) => order.id));
    for (const order of list) {
      if (!firstSync && !this.known.has(order.id) && order.estatus_pedido === 'pending') this.announce(order);
      this.known.add(order.id);
    }
    this.deps.alarm.retain(pending);
  }

  private announce(order: Pick<Order, 'id' | 'folio' | 'nombre' | 'total'>): void {
    if (!this.deps.autoAccept()) this.deps.alarm.add(order.id);
    this.deps.notifyNewOrder(order);
    if (this.deps.autoAccept()) this.accept(order.id);
  }

  private accept(orderId: string): void {
    void (this.deps.dispatch(ordersApi.endpoints.changeOrderStatus.initiate({ commerceId: this.deps.commerceId, orderId, status: 'accepted' })) as Promise<unknown>);
  }

  handleEvent(event: LiveEvent): Promise<void> {
    switch (event.eventId) {
      case 'newOrder':
        return this.onNewOrder(event.data.orderId, event.data.folio);
      case 'changeOrderStatus':
        return this.onStatus(event.data.orderId, event.data.status);
      case 'deliveryRiderAssigned':
        return this.onRider(event.data);
      case 'changeDeliveryStatus':
        patchOrder(this.deps.dispatch, { commerceId: this.deps.commerceId, orderId: event.data.orderId }, { delivery_status: event.data.delivery_status });
        return Promise.resolve();
      case 'tableBillRequested':
        // The floor (/mesas) refetches: "Cuenta pedida" shows without a reload (docs/counter.md).
        this.deps.dispatch(ordersApi.util.invalidateTags(['Tables']));
        return Promise.resolve();
    }
  }

  private async onNewOrder(orderId: string, folio: string): Promise<void> {
    if (this.known.has(orderId)) return;
    this.known.add(orderId);
    const autoAccept = this.deps.autoAccept();
    if (!autoAccept) {
      this.deps.arrivals?.add(orderId, folio);
      this.deps.alarm.add(orderId);
    }
    const detail = await this.fetchDetail(orderId);
    if (!detail) {
      this.deps.arrivals?.remove(orderId);
      this.deps.showError(MSG.incomingOrderError);
      this.deps.dispatch(ordersApi.util.invalidateTags(['Orders']));
      this.deps.notifyNewOrder({ id: orderId, folio, nombre: '', total: 0 });
      return;
    }
    applyServerOrder(this.deps.dispatch, this.deps.commerceId, detail.pedido);
    // Same task as the order landing: the loading card becomes the full card without leaving the column.
    this.deps.arrivals?.remove(orderId);
    if (detail.pedido.estatus_pedido !== 'pending') this.deps.alarm.remove(orderId);
    this.deps.announce?.(newOrderAnnouncement(detail.pedido));
    this.deps.notifyNewOrder(detail.pedido);
    if (autoAccept && detail.pedido.estatus_pedido === 'pending') this.accept(orderId);
  }

  private async onStatus(orderId: string, status: Order['estatus_pedido']): Promise<void> {
    if (status !== 'pending') this.deps.alarm.remove(orderId);
    const cached = this.cachedOrder(orderId);
    const inList = cached !== undefined;
    if (cached && cached.estatus_pedido !== status) this.deps.announce?.(statusAnnouncement(cached.folio, status));
    applyOrderStatus(this.deps.dispatch, { commerceId: this.deps.commerceId, orderId }, status);
    if (!inList && status !== 'delivered' && status !== 'rejected' && status !== 'canceled') {
      this.deps.dispatch(ordersApi.util.invalidateTags(['Orders']));
    }
  }

  private async onRider(event: Rider & { orderId: string }): Promise<void> {
    const ref = { commerceId: this.deps.commerceId, orderId: event.orderId };
    const rider: Rider = { id: event.id, name: event.name, phone: event.phone, image: event.image ?? null };
    let order: Pick<Order, 'folio'> | null = this.cachedOrder(event.orderId) ?? null;
    if (!order) {
      const detail = await this.fetchDetail(event.orderId);
      if (!detail) {
        this.deps.showError(MSG.riderForMissingOrder);
        return;
      }
      order = detail.pedido;
    }
    patchOrder(this.deps.dispatch, ref, { delivery_driver_info: rider, has_requested_rider: true });
    this.deps.notifyRider({ ...rider, orderId: event.orderId }, order);
  }
}
