// What live events and (re)connects do to the panel: keep the RTK Query cache of in-process orders
// current, ring for new orders and show the docs/domain.md (Textos exactos) messages (tickets print on the desktop side by itself). After every connect the
// in-process orders are refetched, so an order placed while the socket was down is shown (and rings). Every new
// order rings once; so does, when the panel opens in a new tab or window or a new login begins, every pending
// order of the last 12 h (placed while no panel was open, or while this one was restarting); a reload rings
// only for orders placed since; and a list that predates an order never takes its alarm or card away.
import type { LiveEvent } from '@shared/live';
import { MSG } from '@shared/messages';
import { ORDER_EDITED_EVENT } from '@shared/orders/edit-changes';
import { flowInputOf } from '@shared/orders/flow';
import { isEarlierStep } from '@shared/orders/status-machine';
import type { Order, OrderDetail, Rider } from '@shared/types/order';
import { applyOrderStatus, applyServerOrder, inProcessList, ordersApi, patchOrder, type InProcessOrders } from '../features/orders/api';
import { newOrderAnnouncement, statusAnnouncement } from './notifications';
import type { AlarmStore } from '../features/orders/alarm/alarm-store';
import { isWaitingScheduled } from '../features/orders/board/board-groups';

type Dispatch = (action: unknown) => unknown;

export interface OrdersSyncDeps {
  dispatch: Dispatch;
  getState(): unknown;
  commerceId: string;
  alarm: AlarmStore;
  showError(message: string): void;
  /** A system/desktop notification for a new order. */
  notifyNewOrder(order: Pick<Order, 'id' | 'folio' | 'nombre' | 'total'>): void;
  /** One system/desktop notification for the pending orders a new window found unattended (their count). */
  notifyMissedOrders?(count: number): void;
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
  /** The request whose answer this is (another caller's when RTK Query joined one already running). */
  requestId?: string;
}

/**
 * How long before the panel opened an order may have been placed and still ring at the first sync.
 * `created_at` is the server's clock and `now` this computer's: with a computer a little ahead, an order
 * placed while the panel loaded would look older than the panel and stay silent. Ringing for an order
 * placed a minute before opening costs a click; a silent one costs a customer.
 */
export const OPENING_CLOCK_SKEW_MS = 60_000;

/**
 * How far back a panel opening in a new tab or window looks for pending orders nobody has attended: about a
 * shift. The counter PC restarted in a rush, or the panel opened after orders came in: those orders wait for a
 * person, so they ring (never accepted automatically: the customer may have waited long). Older pending orders
 * (yesterday's leftovers) are on the board, with their age, but do not ring every time the panel opens.
 */
export const MISSED_ORDERS_WINDOW_MS = 12 * 60 * 60_000;

/** Asks for the list again at most this often when RTK Query answers with a request already running. */
const LIST_ATTEMPTS = 3;

/** What live events said while a list request was out: that list may predate it. */
interface EventsDuringFetch {
  /** Orders announced by a newOrder event. */
  arrived: Set<string>;
  /** Orders a status event took out of pending (never a way back), with that status. */
  leftPending: Map<string, Order['estatus_pedido']>;
}

export class OrdersSync {
  /** Ids of in-process orders this panel has seen; a resync that finds others found missed orders. */
  private readonly known = new Set<string>();
  private synced = false;
  /** When this panel opened (deps.now): pending orders placed since are new at the first sync. */
  private readonly openedAt: number;
  /** One record per resync in flight. */
  private readonly duringFetch = new Set<EventsDuringFetch>();
  /** The panel left this login (a logout): answers still on their way change nothing. */
  private disposed = false;

  constructor(private readonly deps: OrdersSyncDeps) {
    this.openedAt = (deps.now ?? Date.now)();
  }

  private cachedOrder(orderId: string): Order | undefined {
    return ordersApi.endpoints.getInProcessOrders.select(this.deps.commerceId)(this.deps.getState() as never).data?.entities[orderId];
  }

  /**
   * The list from a request sent after this call. While one is running (the boot prefetch, the board's own
   * query) RTK Query hands over its answer, which may predate the socket and so miss an order placed
   * meanwhile that no event will announce: then ask again, once that one is done.
   */
  private async fetchList(): Promise<QueryResult<Order[]>> {
    for (let attempt = 1; ; attempt += 1) {
      const request = this.deps.dispatch(
        ordersApi.endpoints.getInProcessOrders.initiate(this.deps.commerceId, { forceRefetch: true, subscribe: false }),
      ) as Promise<QueryResult<InProcessOrders>> & { requestId: string };
      const result = await request;
      if (result.requestId === request.requestId || attempt === LIST_ATTEMPTS) {
        return { ...result, data: result.data ? inProcessList(result.data) : undefined };
      }
    }
  }

  async fetchDetail(orderId: string): Promise<OrderDetail | null> {
    const request = this.deps.dispatch(
      ordersApi.endpoints.getOrder.initiate({ commerceId: this.deps.commerceId, orderId }, { forceRefetch: true, subscribe: false }),
    ) as Promise<QueryResult<OrderDetail>>;
    const result = await request;
    return result.data ?? null;
  }

  /**
   * One order's detail for the board. The answer may have been read before a status event that arrived
   * first (socket and HTTP are separate connections): then the event's status wins, as in resync.
   */
  private async fetchCurrentDetail(orderId: string): Promise<OrderDetail | null> {
    const meanwhile: EventsDuringFetch = { arrived: new Set(), leftPending: new Map() };
    this.duringFetch.add(meanwhile);
    let detail: OrderDetail | null;
    try {
      detail = await this.fetchDetail(orderId);
    } finally {
      this.duringFetch.delete(meanwhile);
    }
    const eventStatus = meanwhile.leftPending.get(orderId);
    if (!detail || !eventStatus || detail.pedido.estatus_pedido !== 'pending') return detail;
    return { ...detail, pedido: { ...detail.pedido, estatus_pedido: eventStatus } };
  }

  /**
   * The login ended: an answer still on its way must not ring, notify, accept or mark the alarm as synced
   * (the next cashier's first sync would then leave the missed orders silent).
   */
  dispose(): void {
    this.disposed = true;
  }

  /** After every (re)connect: refetch and ring for pending orders missed meanwhile. */
  async resync(): Promise<void> {
    const meanwhile: EventsDuringFetch = { arrived: new Set(), leftPending: new Map() };
    this.duringFetch.add(meanwhile);
    let result: QueryResult<Order[]>;
    try {
      result = await this.fetchList();
    } finally {
      this.duringFetch.delete(meanwhile);
    }
    if (this.disposed) return;
    if (!result.data) {
      this.deps.showError(MSG.ordersError);
      return;
    }
    const list = result.data;
    const firstSync = !this.synced;
    this.synced = true;
    // Listed as pending after an event took it out of pending: the list predates that event, which wins
    // (no ring; the card takes the event's status again, the list has just replaced the board's cache).
    // A scheduled order waiting for its fire time is not new yet: it rings when the server fires it (newOrder).
    const isPending = (order: Order) => order.estatus_pedido === 'pending' && !isWaitingScheduled(order) && !meanwhile.leftPending.has(order.id);
    const ringing = new Set(list.filter(isPending).map((order) => order.id));
    // A new tab or window, or a new login (AlarmStore.resumed): the pending orders nobody attended ring.
    const ringMissed = firstSync && !this.deps.alarm.resumed;
    const missed: string[] = [];
    for (const order of list) {
      const unseenPending = !this.known.has(order.id) && isPending(order);
      if (unseenPending && (!firstSync || this.placedSince(order, OPENING_CLOCK_SKEW_MS))) this.announce(order);
      else if (unseenPending && ringMissed && this.placedSince(order, MISSED_ORDERS_WINDOW_MS)) missed.push(order.id);
      // Left unknown while it waits, so its newOrder at fire time is announced.
      if (!isWaitingScheduled(order)) this.known.add(order.id);
      const eventStatus = meanwhile.leftPending.get(order.id);
      if (eventStatus && order.estatus_pedido === 'pending') {
        applyOrderStatus(this.deps.dispatch, { commerceId: this.deps.commerceId, orderId: order.id }, eventStatus);
      }
    }
    // An order announced by an event while the list was out and missing from it: the list predates it. It
    // keeps ringing, and is read again because that list has just replaced the board's cache without it.
    const listed = new Set(list.map((order) => order.id));
    const missing = [...meanwhile.arrived].filter((orderId) => !listed.has(orderId));
    for (const orderId of missing) ringing.add(orderId);
    // Missed while no panel was open: they ring (one change to the list, however many), and a person accepts
    // them. One system notification says how many (a window that opened behind others at login), not one each.
    this.deps.alarm.addAll(missed);
    this.deps.alarm.markSynced();
    if (missed.length > 0) this.deps.notifyMissedOrders?.(missed.length);
    this.deps.alarm.retain(ringing);
    // Missing from the list means placed after it was read: newer than every listed order.
    const placedAt = new Map(list.map((order) => [order.id, Date.parse(order.created_at)]));
    this.deps.alarm.sortByPlacement((orderId) => placedAt.get(orderId) ?? Number.POSITIVE_INFINITY);
    await Promise.all(missing.map((orderId) => this.reloadOrder(orderId)));
  }

  /** Placed at most `msBeforeOpening` before this panel opened (or after). */
  private placedSince(order: Pick<Order, 'created_at'>, msBeforeOpening: number): boolean {
    const placedAt = Date.parse(order.created_at);
    return !Number.isNaN(placedAt) && placedAt >= this.openedAt - msBeforeOpening;
  }

  /** The server's version of one order on the board; one handled meanwhile stops ringing. */
  private async reloadOrder(orderId: string): Promise<void> {
    const detail = await this.fetchCurrentDetail(orderId);
    if (!detail || this.disposed) return;
    applyServerOrder(this.deps.dispatch, this.deps.commerceId, detail.pedido);
    if (detail.pedido.estatus_pedido !== 'pending') this.deps.alarm.remove(orderId);
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
      case ORDER_EDITED_EVENT:
        return this.onEdited(event.data.orderId);
      case 'kitchenChanged':
        // Every station finished it (or a recall took that back): the card's «Listo» follows (docs/kitchen.md).
        this.deps.dispatch(ordersApi.util.invalidateTags(['KitchenReady']));
        return Promise.resolve();
      case 'orderPaymentChanged':
        // The provider confirmed or refunded an online payment: «Pago pendiente» on the card follows (docs/payments.md).
        patchOrder(this.deps.dispatch, { commerceId: this.deps.commerceId, orderId: event.data.orderId }, { estatus_pago: event.data.estatus_pago });
        // A table bill paid by link closes its table (docs/counter.md): the floor follows too.
        this.deps.dispatch(ordersApi.util.invalidateTags([{ type: 'Order', id: event.data.orderId }, 'Tables']));
        return Promise.resolve();
    }
  }

  private async onNewOrder(orderId: string, folio: string): Promise<void> {
    if (this.known.has(orderId)) return;
    this.known.add(orderId);
    for (const meanwhile of this.duringFetch) meanwhile.arrived.add(orderId);
    const autoAccept = this.deps.autoAccept();
    if (!autoAccept) {
      this.deps.arrivals?.add(orderId, folio);
      this.deps.alarm.add(orderId);
    }
    const detail = await this.fetchCurrentDetail(orderId);
    if (this.disposed) {
      this.deps.arrivals?.remove(orderId);
      return;
    }
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
    if (status !== 'pending') {
      this.deps.alarm.remove(orderId);
      for (const meanwhile of this.duringFetch) meanwhile.leftPending.set(orderId, status);
    }
    const cached = this.cachedOrder(orderId);
    // An event behind the status the board already shows is older than the answer that brought it: taking
    // it would turn the card back for a moment, and the main button under a cashier's tap with it.
    if (cached && isEarlierStep(flowInputOf(cached), cached.estatus_pedido, status)) return;
    const inList = cached !== undefined;
    if (cached && cached.estatus_pedido !== status) this.deps.announce?.(statusAnnouncement(cached.folio, status));
    applyOrderStatus(this.deps.dispatch, { commerceId: this.deps.commerceId, orderId }, status);
    if (!inList && status !== 'delivered' && status !== 'rejected' && status !== 'canceled') {
      this.deps.dispatch(ordersApi.util.invalidateTags(['Orders']));
    }
  }

  /** An order was edited (docs/orders.md «Editar pedido»): its card and detail take the new lines and total. */
  private async onEdited(orderId: string): Promise<void> {
    this.deps.dispatch(ordersApi.util.invalidateTags([{ type: 'Order', id: orderId }]));
    await this.reloadOrder(orderId);
  }

  private async onRider(event: Rider & { orderId: string }): Promise<void> {
    const ref = { commerceId: this.deps.commerceId, orderId: event.orderId };
    const rider: Rider = { id: event.id, name: event.name, phone: event.phone, image: event.image ?? null };
    let order: Pick<Order, 'folio'> | null = this.cachedOrder(event.orderId) ?? null;
    if (!order) {
      const detail = await this.fetchDetail(event.orderId);
      if (this.disposed) return;
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
