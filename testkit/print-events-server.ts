// The server's side of desktop auto-print for one commerce, in memory (docs/printing.md): the trigger
// events behind GET /v1/impresion/eventos and the live channel that sends each one with the ticket's
// data to the sockets subscribed for print triggers. Benchmarks and tests drive the printing service's
// session path with it, without a database.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIVE_PATH, commerceChannel } from '@shared/live';
import { PRINT_EVENTS_PATH, PRINT_TRIGGER_EVENT, type AutoPrintSession, type PrintTrigger, type PrintEventsPage, type PrintTriggerEvent, type PrintTriggerLiveMessage, type TicketCommerce } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import type { KitchenStation } from '@shared/kitchen/stations';
import type { OrderEditedEventData } from '@shared/orders/edit-changes';

export interface PrintEventsServer {
  /** The session the panel would hand over for this commerce. */
  session: AutoPrintSession;
  /** Records a trigger event now; `live: false` leaves it to the resync (the live message was lost). */
  /** `at`: the event's server time (default now), for a test that must place it clearly after a switch-on. */
  publish(trigger: PrintTrigger, order: OrderDetail, options?: { live?: boolean; change?: OrderEditedEventData; at?: Date }): PrintTriggerEvent;
  /** The commerce's kitchen stations from now on (sent with every event and page). */
  setStations(stations: KitchenStation[]): void;
  /** Sends a recorded event on the live channel again (a duplicate message). */
  resend(event: PrintTriggerEvent): void;
  /** Requests the events endpoint answered. */
  readonly pageRequests: number;
  close(): Promise<void>;
}

const COMMERCE_ID = 'com_eventos';

export async function startPrintEventsServer(commerce: TicketCommerce): Promise<PrintEventsServer> {
  const events: PrintTriggerEvent[] = [];
  const subscribed = new Set<WebSocket>();
  let pageRequests = 0;
  let sequence = 0;
  let stations: KitchenStation[] = [];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== PRINT_EVENTS_PATH) return void response.writeHead(404).end();
    pageRequests += 1;
    const since = url.searchParams.get('desde');
    const after = url.searchParams.get('tras');
    const orderId = url.searchParams.get('pedido');
    const matching = since === null ? [] : events.filter((event) => {
      const at = Date.parse(event.at);
      const from = Date.parse(since);
      const later = at > from || (at === from && (after === null || event.id > after));
      return later && (orderId === null || event.order.pedido.id === orderId);
    });
    const last = matching.at(-1);
    const page: PrintEventsPage = { serverTime: new Date().toISOString(), commerce, stations, events: matching, more: false, until: last?.at ?? null, untilId: last?.id ?? null };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
  });
  const live = new WebSocketServer({ server, path: LIVE_PATH });
  live.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { action?: string; channel?: string };
      if (message.action !== 'subscribe') return;
      subscribed.add(socket);
      socket.send(JSON.stringify({ action: 'subscribed', channel: message.channel, print: true }));
    });
    socket.on('close', () => subscribed.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const send = (event: PrintTriggerEvent) => {
    const message: PrintTriggerLiveMessage = { eventId: PRINT_TRIGGER_EVENT, channel: commerceChannel(COMMERCE_ID), data: { event, commerce, stations } };
    for (const socket of subscribed) socket.send(JSON.stringify(message));
  };

  return {
    session: { apiBaseUrl: url, token: 'token-eventos', commerceId: COMMERCE_ID },
    publish(trigger, order, options = {}) {
      sequence += 1;
      const event: PrintTriggerEvent = { id: `evento-${String(sequence).padStart(6, '0')}`, at: (options.at ?? new Date()).toISOString(), trigger, order, ...(options.change ? { change: options.change } : {}) };
      events.push(event);
      if (options.live !== false) send(event);
      return event;
    },
    resend: send,
    setStations(next) {
      stations = next;
    },
    get pageRequests() {
      return pageRequests;
    },
    async close() {
      for (const socket of live.clients) socket.terminate();
      live.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
