// What one view of the kitchen screen shows (docs/kitchen.md): for a station, the open orders with a line
// still to make there, oldest first, each with its lines for that station; for «Todas», every station's
// lines. The lines and the «what is left» rule come from shared/kitchen/screen.ts (the server's own).
import { ALL_STATIONS_VIEW, pendingInView, stationsOfView, type KitchenLine, type KitchenOrder, type KitchenQueue } from '@shared/kitchen/screen';
import type { DeliveryType } from '@shared/constants';

export interface TicketLine {
  line: KitchenLine;
  /** Every station of the view finished it (shown crossed out until the whole ticket goes). */
  done: boolean;
}

export interface Ticket {
  order: KitchenOrder;
  lines: TicketLine[];
  /** «1 de 2»: how many stations the order has lines for, and which of them this is (station views). */
  stationCount: number;
}

export const VIEW_STORAGE_KEY = 'panel.kitchen.view';

/** The view to show: the stored one if the screen still has it, else the first station. */
export function pickView(queue: Pick<KitchenQueue, 'estaciones'> | undefined, stored: string | null): string {
  if (!queue) return stored ?? ALL_STATIONS_VIEW;
  if (stored === ALL_STATIONS_VIEW || queue.estaciones.some((station) => station.id === stored)) return stored!;
  return queue.estaciones[0]?.id ?? ALL_STATIONS_VIEW;
}

/** The tickets of a view, in the queue's order (oldest first). */
export function ticketsOf(queue: KitchenQueue | undefined, view: string): Ticket[] {
  if (!queue) return [];
  const tickets: Ticket[] = [];
  for (const order of queue.pedidos) {
    const lines = order.lineas.filter((line) => stationsOfView(line, view).length > 0);
    if (lines.length === 0 || lines.every((line) => pendingInView(line, view).length === 0)) continue;
    const stationCount = new Set(order.lineas.flatMap((line) => line.estaciones)).size;
    tickets.push({ order, lines: lines.map((line) => ({ line, done: pendingInView(line, view).length === 0 })), stationCount });
  }
  return tickets;
}

/** Whole minutes since the order arrived. */
export function elapsedMinutes(createdAt: string, now: number): number {
  const created = Date.parse(createdAt);
  return Number.isNaN(created) ? 0 : Math.max(0, Math.floor((now - created) / 60_000));
}

const DELIVERY_WORDS: Record<DeliveryType, string> = { delivery: 'Domicilio', takeAway: 'Para llevar', inRestaurant: 'Mesa' };

/** «Mesa 4», «Para llevar · Ana», «Domicilio · Luis». */
export function ticketWho(order: Pick<KitchenOrder, 'metodo_entrega' | 'numero_mesa' | 'cliente'>): string {
  if (order.metodo_entrega === 'inRestaurant' && order.numero_mesa !== null) return `Mesa ${order.numero_mesa}`;
  return order.cliente ? `${DELIVERY_WORDS[order.metodo_entrega]} · ${order.cliente}` : DELIVERY_WORDS[order.metodo_entrega];
}

/** The ids of orders in `next` that `known` did not have (a new ticket: a short sound and an announcement). */
export function newTicketIds(known: ReadonlySet<string>, next: readonly Ticket[]): string[] {
  return next.filter((ticket) => !known.has(ticket.order.id)).map((ticket) => ticket.order.id);
}
