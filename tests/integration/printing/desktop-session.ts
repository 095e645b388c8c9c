// A real server (PGlite in a temp folder, demo commerce) and helpers to place and accept orders the
// way customers and the panel do, for the desktop side's auto-print tests and the shift bench.
import path from 'node:path';
import { startServer, type RunningServer } from '../../../server/src/start-server';
import { DEMO_ID_PATH, DEMO_LOGIN } from '../../../server/src/db/seed/demo/commerce';
import type { OrderDetail } from '@shared/types/order';

export interface DemoServer {
  server: RunningServer;
  url: string;
  productId: string;
  login(): Promise<{ token: string; commerceId: string }>;
  placeOrder(n: number): Promise<OrderDetail>;
  accept(token: string, commerceId: string, orderId: string): Promise<void>;
  logout(token: string, commerceId: string): Promise<void>;
}

export async function startDemoServer(root: string, port = 0): Promise<DemoServer> {
  const server = await startServer({ port, host: '127.0.0.1', dataDir: path.join(root, 'server'), seedDemo: true, logger: false });
  const url = server.url;
  const options = (await (await fetch(`${url}/v1/public/comercio/${DEMO_ID_PATH}/pedido/opciones`)).json()) as { productos: { id: string; extras: { obligatorio: boolean }[] }[] };
  const product = options.productos.find((p) => p.extras.every((group) => !group.obligatorio));
  if (!product) throw new Error('El menú demo no tiene un producto sin extras obligatorios');
  return {
    server,
    url,
    productId: product.id,
    async login() {
      const response = await fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }) });
      if (!response.ok) throw new Error(`login: ${response.status}`);
      const session = (await response.json()) as { token: string; id_comercio: string };
      return { token: session.token, commerceId: session.id_comercio };
    },
    async placeOrder(n) {
      const response = await fetch(`${url}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ metodo_entrega: 'takeAway', nombre: `Cliente ${n}`, numero_celular: `55${String(12345678 + n).padStart(8, '0')}`, country_code: '52', metodo_pago: 'efectivo', productos: [{ id_producto: product.id, cantidad: 1 }] }),
      });
      if (response.status !== 201) throw new Error(`POST pedido: ${response.status} ${await response.text()}`);
      return (await response.json()) as OrderDetail;
    },
    async accept(token, commerceId, orderId) {
      const response = await fetch(`${url}/v1/pedido/${orderId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, id_comercio: commerceId },
        body: JSON.stringify({ action: 'changeStatus', status: 'accepted', tiempo_preparacion: 15 }),
      });
      if (!response.ok) throw new Error(`aceptar: ${response.status} ${await response.text()}`);
    },
    async logout(token, commerceId) {
      await fetch(`${url}/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}`, id_comercio: commerceId } });
    },
  };
}
