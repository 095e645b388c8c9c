// A tiny real HTTP server speaking the orders calls the panel makes, with programmable answers, and a
// store logged in against it. Used by the optimistic-update and live-sync tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoginSession } from '@shared/types/account';
import type { Order, OrderDetail } from '@shared/types/order';

export type Handler = (req: IncomingMessage, body: unknown) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

export interface OrdersTestServer {
  url: string;
  orders: Map<string, Order>;
  requests: { method: string; path: string; body: unknown }[];
  /** Overrides for `METHOD /path` (exact path without query). */
  routes: Map<string, Handler>;
  close(): Promise<void>;
}

export const SESSION: LoginSession = {
  token: 'tok-orders',
  id_comercio: 'com-1',
  id_usuario: 'usr-1',
  id_path: 'taqueria',
  nombre_comercio: 'Taquería',
  logotipo: null,
  nombre_usuario: 'Ana',
  usuario: { id: 'usr-1', email: 'a@b.mx', name: 'Ana', username: 'ana', status: 'activo' },
  onboarding_finish_date: '2025-09-01T00:00:00Z',
};

export { makeOrder } from '../../../support/sample-order';

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export async function startOrdersServer(): Promise<OrdersTestServer> {
  const orders = new Map<string, Order>();
  const requests: OrdersTestServer['requests'] = [];
  const routes = new Map<string, Handler>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const path = (req.url ?? '').split('?')[0]!;
    const method = req.method ?? 'GET';
    requests.push({ method, path, body });
    const send = (status: number, payload?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    const override = routes.get(`${method} ${path}`);
    if (override) {
      const answer = await override(req, body);
      return send(answer.status, answer.body);
    }
    if (method === 'GET' && path === '/v2/commerce/com-1/orders') {
      return send(200, { rows: [...orders.values()].filter((o) => !['delivered', 'rejected', 'canceled'].includes(o.estatus_pedido)) });
    }
    const detail = path.match(/^\/v2\/commerce\/com-1\/orders\/([^/]+)$/);
    if (method === 'GET' && detail) {
      const order = orders.get(detail[1]!);
      if (!order) return send(404, { message: 'No se encontró el pedido', code: 'ORDER_NOT_FOUND' });
      const answer: OrderDetail = { pedido: order, productos: [] };
      return send(200, answer);
    }
    const put = path.match(/^\/v1\/pedido\/([^/]+)$/);
    if (method === 'PUT' && put) {
      const order = orders.get(put[1]!);
      const change = body as { status: Order['estatus_pedido'] };
      if (!order) return send(404, { message: 'No se encontró el pedido' });
      const updated = { ...order, estatus_pedido: change.status, estatus: change.status };
      orders.set(order.id, updated);
      return send(200, updated);
    }
    return send(404, { message: 'No encontrado' });
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    orders,
    requests,
    routes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A promise with its resolve exposed (to hold a server answer until the test looks at the cache). */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
