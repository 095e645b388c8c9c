// Which new orders are still unattended. The alarm rings while this list is not empty; opening or
// accepting an order (or any status change away from pending) takes it out at once. The list, and whether
// this tab's panel has synced in this login, survive a reload (sessionStorage).
type Listener = () => void;

export interface AlarmSnapshot {
  /** Orders that arrived while the panel was open and nobody has opened or accepted yet. */
  orderIds: readonly string[];
}

/** What a tab keeps across reloads (sessionStorage). */
export interface StoredAlarm {
  orderIds: string[];
  /** A panel of this tab has synced in this login: a reload lets the pending orders it found be. */
  synced: boolean;
}

const ids = (value: unknown[]) => value.filter((id): id is string => typeof id === 'string');

/** What a tab stored (sessionStorage's text), or null for nothing or something unreadable. */
export function parseStoredAlarm(raw: string | null | undefined): StoredAlarm | null {
  if (raw === null || raw === undefined) return null;
  try {
    const value: unknown = JSON.parse(raw);
    // A bare list: stored by a build before 2026-12-02, which wrote it once the panel had opened.
    if (Array.isArray(value)) return { orderIds: ids(value), synced: true };
    if (typeof value !== 'object' || value === null) return null;
    const { orderIds, synced } = value as Partial<Record<keyof StoredAlarm, unknown>>;
    return { orderIds: Array.isArray(orderIds) ? ids(orderIds) : [], synced: synced === true };
  } catch {
    return null;
  }
}

/** What this tab stored before (a reload), or null in a new tab or window. */
function readStored(key: string | undefined): StoredAlarm | null {
  if (!key) return null;
  try {
    return parseStoredAlarm(globalThis.sessionStorage?.getItem(key));
  } catch {
    return null;
  }
}

export class AlarmStore {
  private snapshot: AlarmSnapshot;
  private readonly listeners = new Set<Listener>();
  private synced: boolean;

  /** With a storage key the list survives a page reload (sessionStorage): a reload does not silence orders. */
  constructor(private readonly storageKey?: string) {
    const stored = readStored(storageKey);
    this.synced = stored?.synced ?? false;
    this.snapshot = { orderIds: stored?.orderIds ?? [] };
  }

  /**
   * A panel of this tab has already synced in this login, on this page or on one before a reload: the
   * pending orders it let be were seen here. False in a new tab or window and after a logout, so the first
   * sync rings for the pending orders it finds (orders-sync.ts). A browser that restores its tabs after a
   * restart restores their sessionStorage too: such a tab counts as a reload.
   */
  get resumed(): boolean {
    return this.synced;
  }

  /** The first sync of this login is done (orders-sync.ts). */
  markSynced(): void {
    if (this.synced) return;
    this.synced = true;
    this.store();
  }

  /** The login ended: nothing rings, and the next login's first sync rings for what is still pending. */
  endLogin(): void {
    this.synced = false;
    if (this.snapshot.orderIds.length > 0) this.set([]);
    else this.store();
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
    this.store();
    for (const listener of this.listeners) listener();
  }

  private store(): void {
    if (!this.storageKey) return;
    const stored: StoredAlarm = { orderIds: [...this.snapshot.orderIds], synced: this.synced };
    try {
      globalThis.sessionStorage?.setItem(this.storageKey, JSON.stringify(stored));
    } catch {
      // Without storage the alarm still works for this page.
    }
  }
}

/** Where a tab keeps its ringing list (sessionStorage); the shift bench reads it from the page. */
export const ALARM_STORAGE_KEY = 'panel.orders.ringing';

/** The panel's one alarm list. */
export const newOrdersAlarm = new AlarmStore(ALARM_STORAGE_KEY);

/** '(2) Pedidos nuevos · Control de pedidos' while orders wait; the base title otherwise. */
export function alarmTitle(count: number, baseTitle: string): string {
  if (count <= 0) return baseTitle;
  return `(${count}) ${count === 1 ? 'Pedido nuevo' : 'Pedidos nuevos'} · ${baseTitle}`;
}
