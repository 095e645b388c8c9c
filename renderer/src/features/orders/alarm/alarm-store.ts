// Which new orders are still unattended. The alarm rings while this list is not empty; opening or
// accepting an order (or any status change away from pending) takes it out at once.
type Listener = () => void;

export interface AlarmSnapshot {
  /** Orders that arrived while the panel was open and nobody has opened or accepted yet. */
  orderIds: readonly string[];
}

/** The list this tab stored before (a reload), or null in a new tab or window. */
function readStored(key: string | undefined): string[] | null {
  if (!key) return null;
  try {
    const stored = globalThis.sessionStorage?.getItem(key);
    if (stored === null || stored === undefined) return null;
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return null;
  }
}

export class AlarmStore {
  private snapshot: AlarmSnapshot;
  private readonly listeners = new Set<Listener>();

  /**
   * The list came back from an earlier page of this tab (a reload): the orders it had let be were seen here
   * already. False in a new tab or window, whose first sync rings for the pending orders it finds (orders-sync.ts).
   */
  readonly resumed: boolean;

  /** With a storage key the list survives a page reload (sessionStorage): a reload does not silence orders. */
  constructor(private readonly storageKey?: string) {
    const stored = readStored(storageKey);
    this.resumed = stored !== null;
    this.snapshot = { orderIds: stored ?? [] };
    // Stored at once, empty or not, so that a reload knows this tab had a panel.
    if (stored === null) this.store(this.snapshot.orderIds);
  }

  getSnapshot = (): AlarmSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  has(orderId: string): boolean {
    return this.snapshot.orderIds.includes(orderId);
  }

  add(orderId: string): void {
    if (this.has(orderId)) return;
    this.set([...this.snapshot.orderIds, orderId]);
  }

  /** Several at once (a new panel finding the orders it missed): one change for the listeners. */
  addAll(orderIds: readonly string[]): void {
    const added = orderIds.filter((id, index) => !this.has(id) && orderIds.indexOf(id) === index);
    if (added.length > 0) this.set([...this.snapshot.orderIds, ...added]);
  }

  remove(orderId: string): void {
    if (!this.has(orderId)) return;
    this.set(this.snapshot.orderIds.filter((id) => id !== orderId));
  }

  /** Keeps only the ids still present (e.g. after a resync some orders were handled elsewhere). */
  retain(ids: ReadonlySet<string>): void {
    const kept = this.snapshot.orderIds.filter((id) => ids.has(id));
    if (kept.length !== this.snapshot.orderIds.length) this.set(kept);
  }

  /**
   * Puts the ids in the order they were placed (oldest first; the board shows the last one first). A resync
   * adds the orders it found after the ones events announced meanwhile, though those may be newer: the
   * order that just rang would then sit below every order found (docs/board.md).
   */
  sortByPlacement(placedAt: (orderId: string) => number): void {
    const key = (orderId: string) => {
      const time = placedAt(orderId);
      return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
    };
    // Stable: ids placed at the same time (or unknown) keep their order.
    const sorted = [...this.snapshot.orderIds].sort((a, b) => Math.sign(key(a) - key(b)) || 0);
    if (sorted.some((id, index) => id !== this.snapshot.orderIds[index])) this.set(sorted);
  }

  clear(): void {
    if (this.snapshot.orderIds.length > 0) this.set([]);
  }

  private set(orderIds: string[]): void {
    this.snapshot = { orderIds };
    this.store(orderIds);
    for (const listener of this.listeners) listener();
  }

  private store(orderIds: readonly string[]): void {
    if (!this.storageKey) return;
    try {
      globalThis.sessionStorage?.setItem(this.storageKey, JSON.stringify(orderIds));
    } catch {
      // Without storage the alarm still works for this page.
    }
  }
}

/** The panel's one alarm list. */
export const newOrdersAlarm = new AlarmStore('panel.orders.ringing');

/** '(2) Pedidos nuevos · Control de pedidos' while orders wait; the base title otherwise. */
export function alarmTitle(count: number, baseTitle: string): string {
  if (count <= 0) return baseTitle;
  return `(${count}) ${count === 1 ? 'Pedido nuevo' : 'Pedidos nuevos'} · ${baseTitle}`;
}
