// Orders announced by the live channel whose detail is still on its way: the board shows their card at once
// (folio, "Cargando pedido…") and fills it when the detail lands, so the cashier sees the new order without
// waiting for a second round trip (docs/board.md).
type Listener = () => void;

export interface Arrival {
  folio: string;
}

let arrivals: ReadonlyMap<string, Arrival> = new Map();
const listeners = new Set<Listener>();

function set(next: ReadonlyMap<string, Arrival>): void {
  arrivals = next;
  for (const listener of listeners) listener();
}

export const orderArrivals = {
  add(orderId: string, folio: string): void {
    if (arrivals.has(orderId)) return;
    set(new Map(arrivals).set(orderId, { folio }));
  },
  remove(orderId: string): void {
    if (!arrivals.has(orderId)) return;
    const next = new Map(arrivals);
    next.delete(orderId);
    set(next);
  },
  get: (orderId: string): Arrival | undefined => arrivals.get(orderId),
  getSnapshot: (): ReadonlyMap<string, Arrival> => arrivals,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
