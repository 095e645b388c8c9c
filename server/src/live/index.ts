// Live channel: websocket endpoint /ws (docs/architecture.md, "An order, from POST to ticket"; docs/scaling.md, "Live fan-out").
//
// Protocol (JSON text frames; types in shared/live.ts):
//   client → {"action":"subscribe","channel":"panel_<commerceId>","token":"<session token>"}
//            also "panel_<accountId>" on the same socket, and "panel_session" on a socket of its own.
//            With "print":true on the commerce channel (the desktop side, docs/printing.md) a session that may
//            print automatically gets each print trigger with the ticket's data ("printTrigger") instead of
//            its light event; the answer then says {"action":"subscribed","channel":…,"print":true|false}.
//   server → {"action":"subscribed","channel":"panel_<commerceId>"}
//            or {"action":"error","message":"…"} and the socket is closed (4401 bad/expired token,
//            4403 channel of another commerce/account or plan without module HISTORIAL, 4400 bad message,
//            1013 the server has lost its database's notices: try again later; every socket is closed so too).
//   client → {"action":"checkConnection"}   (every 9.5 min)   server → {"action":"connectionOk"}
//   server → {"eventId":"newOrder"|"deliveryRiderAssigned"|"changeOrderStatus"|"changeDeliveryStatus",
//             "channel":"panel_<commerceId>","data":{…}}
//            on panel_session: {"eventId":"session","channel":"panel_session","data":{"reason":"logout"}}
// The server also sends websocket ping frames and drops sockets that stop answering; the panel
// reconnects (backoff) on any close code but 1000 and then refetches its in-process orders.
//
// Events cross server instances through PostgreSQL LISTEN/NOTIFY (hub.ts); they are written by
// publisher.ts inside the transaction that changes the order.
import type {} from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_MSG, LIVE_PATH, SESSION_CHANNEL, channelTarget, commerceChannel, type LiveServerMessage } from '../../../shared/live';
import type { DbHandle } from '../db/database';
import { LiveHub, type PrintTriggerLoader } from './hub';
import { LiveSessionGuard } from './revocation';

export interface LiveSession {
  sessionId: string;
  userId: string;
  commerceId: string;
  accountId: string;
  /** docs/domain.md (Permisos): the live event connection is allowed only with module HISTORIAL. */
  hasHistorial: boolean;
  /** May have print triggers with the ticket's data: IMPRESION_AUTOMATICA, as GET /v1/impresion/eventos asks. */
  mayPrint: boolean;
}

export type LiveAuthenticator = (token: string) => Promise<LiveSession | null>;

export interface LiveOptions {
  handle: DbHandle;
  authenticate: LiveAuthenticator;
  /** Print triggers' ticket data for sockets that ask for it; without it they get the light events. */
  loadPrintTrigger?: PrintTriggerLoader;
  /** Websocket ping interval for dead-peer detection; 0 disables. */
  heartbeatMs?: number;
}

export const DEFAULT_HEARTBEAT_MS = 30_000;

function send(socket: WebSocket, message: LiveServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** A websocket close reason is limited to 123 bytes of UTF-8. */
function closeReason(text: string): string {
  let reason = text;
  while (Buffer.byteLength(reason) > 123) reason = reason.slice(0, -1);
  return reason;
}

function refuse(socket: WebSocket, code: number, message: string): void {
  send(socket, { action: 'error', message });
  socket.close(code, closeReason(message));
}

function parse(raw: unknown): { action?: unknown; channel?: unknown; token?: unknown; print?: unknown } | null {
  try {
    const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : String(raw);
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether a session may listen on a channel: its own commerce's or account's panel channel, or panel_session. */
export function channelAllowed(session: LiveSession, channel: string): boolean {
  if (channel === SESSION_CHANNEL) return true;
  const target = channelTarget(channel);
  return target !== null && (target === session.commerceId || target === session.accountId);
}

/** Closes every websocket of the app (subscribed or not) with one code: drain, lost database notices. */
export function closeAllSockets(app: FastifyInstance, code: number, reason: string): number {
  const sockets = (app as { websocketServer?: { clients: Set<{ close(code: number, reason: string): void }> } }).websocketServer?.clients;
  let count = 0;
  for (const socket of sockets ?? []) {
    socket.close(code, reason);
    count += 1;
  }
  return count;
}

/** Registers /ws on an app that has @fastify/websocket registered. Returns the hub (also decorated as app.liveHub). */
export async function registerLive(app: FastifyInstance, options: LiveOptions): Promise<LiveHub> {
  const hub = new LiveHub(options.handle, options.loadPrintTrigger ?? null);
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  // Closes the sockets of sessions that end or lose HISTORIAL (revocation.ts); started after the hub so the
  // hub's panel_session logout message goes out before a socket is closed.
  const guard = new LiveSessionGuard(options.handle, async (token) => {
    const session = await options.authenticate(token);
    return !session ? 'ended' : !session.hasHistorial ? 'noModule' : session.mayPrint ? 'ok' : 'noPrint';
  });
  await guard.start();
  app.addHook('onClose', async () => guard.stop());
  // Notices sent while the LISTEN connection is down never arrive: every socket is closed (the panel shows
  // «Sin conexión» and reconnects, here or through the proxy elsewhere) and none subscribes until it is
  // back; a panel that subscribes then refetches its orders, so it gets what it missed. Revocations missed
  // meanwhile are checked again.
  const unwatch = options.handle.onListenerChange((connected) => {
    if (!connected) closeAllSockets(app, LIVE_CLOSE.tryAgainLater, closeReason(LIVE_MSG.liveDown));
    else void guard.recheck(null);
  });
  app.addHook('onClose', async () => unwatch());
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;

  app.get(LIVE_PATH, { websocket: true }, (socket: WebSocket) => {
    let alive = true;
    const heartbeat =
      heartbeatMs > 0
        ? setInterval(() => {
            if (!alive) {
              socket.terminate();
              return;
            }
            alive = false;
            socket.ping();
          }, heartbeatMs)
        : null;
    heartbeat?.unref();
    socket.on('pong', () => {
      alive = true;
    });
    socket.on('close', () => {
      if (heartbeat) clearInterval(heartbeat);
      hub.remove(socket);
      guard.forget(socket);
    });
    socket.on('error', () => hub.remove(socket));

    socket.on('message', (raw: unknown) => {
      alive = true;
      const message = parse(raw);
      if (!message || typeof message.action !== 'string') {
        refuse(socket, LIVE_CLOSE.badMessage, LIVE_MSG.invalidMessage);
        return;
      }
      if (message.action === 'checkConnection') {
        send(socket, { action: 'connectionOk' });
        return;
      }
      if (message.action !== 'subscribe' || typeof message.channel !== 'string' || typeof message.token !== 'string') {
        refuse(socket, LIVE_CLOSE.badMessage, LIVE_MSG.invalidMessage);
        return;
      }
      const { channel, token } = message;
      if (!options.handle.listenerConnected()) {
        refuse(socket, LIVE_CLOSE.tryAgainLater, LIVE_MSG.liveDown);
        return;
      }
      options
        .authenticate(token)
        .then((session) => {
          if (!session) return refuse(socket, LIVE_CLOSE.unauthorized, LIVE_MSG.invalidToken);
          if (!channelAllowed(session, channel)) return refuse(socket, LIVE_CLOSE.forbidden, LIVE_MSG.forbiddenChannel);
          if (!session.hasHistorial) return refuse(socket, LIVE_CLOSE.forbidden, LIVE_MSG.noModule);
          if (socket.readyState !== socket.OPEN) return;
          if (!options.handle.listenerConnected()) return refuse(socket, LIVE_CLOSE.tryAgainLater, LIVE_MSG.liveDown);
          const asksPrint = message.print === true;
          const print = asksPrint && session.mayPrint && channel === commerceChannel(session.commerceId);
          if (channel === SESSION_CHANNEL) hub.subscribeSession(socket, session.sessionId);
          else hub.subscribe(socket, channel, { print });
          guard.track(socket, { sessionId: session.sessionId, commerceId: session.commerceId, token, print });
          send(socket, asksPrint ? { action: 'subscribed', channel, print: hub.printsOn(socket) } : { action: 'subscribed', channel });
        })
        // The session could not be read (the database is away): not a refusal of the token, which would end
        // the panel's session; the client tries again later.
        .catch(() => refuse(socket, LIVE_CLOSE.tryAgainLater, LIVE_MSG.liveDown));
    });
  });
  return hub;
}
