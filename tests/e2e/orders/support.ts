// Orders e2e helpers: place orders as customers do (public endpoint, like the simulator) or as the cashier
// (phone order), and change a status from "another panel" through the API.
import type { Page } from 'playwright-core';
import type { DeliveryType, OrderStatus } from '@shared/constants';
import type { LoginSession } from '@shared/types/account';
import type { OrderDetail } from '@shared/types/order';
import { DEV_API_KEY } from '../../../server/src/config';
import type { E2EAccount } from '../support/accounts';
import { countRequests, loginWithStorage, requestsSettled } from '../support/browser';

interface OrderOptions {
  comercio: Record<string, unknown> & { metodos_pago_envio_domicilio: Record<string, boolean>; metodos_pago_pasar_recoger: Record<string, boolean>; metodos_pago_comer_restaurant: Record<string, boolean> };
  productos: { id: string; presentaciones: { nombre: string }[]; extras: { minimo: number; obligatorio: boolean; opciones: { id: string }[] }[] }[];
}

const FLOW_METHODS = { delivery: 'metodos_pago_envio_domicilio', takeAway: 'metodos_pago_pasar_recoger', inRestaurant: 'metodos_pago_comer_restaurant' } as const;

async function orderBody(baseUrl: string, idPath: string, kind: DeliveryType, name: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/v1/public/comercio/${idPath}/pedido/opciones`);
  if (!response.ok) throw new Error(`opciones: ${response.status}`);
  const options = (await response.json()) as OrderOptions;
  const product = options.productos.find((p) => p.extras.every((g) => !g.obligatorio && g.minimo === 0)) ?? options.productos[0]!;
  const methods = options.comercio[FLOW_METHODS[kind]];
  const method = methods.efectivo ? 'efectivo' : (Object.keys(methods).find((m) => methods[m]) ?? 'efectivo');
  return {
    metodo_entrega: kind,
    nombre: name,
    numero_celular: '9931234567',
    metodo_pago: method,
    productos: [{ id_producto: product.id, presentacion: product.presentaciones[0]?.nombre ?? null, cantidad: 5, extras: [] }],
    cliente_paga_con: method === 'efectivo' ? 1000 : null,
    calle: 'Av. Gregorio Méndez',
    colonia: 'Centro',
    numero_exterior: '123',
    referencias: 'Portón verde',
    latitud: 17.99,
    longitud: -92.94,
  };
}

/** A customer's order through POST /v1/public/comercio/{id_path}/pedido, as the simulator places them. */
export async function placePublicOrder(baseUrl: string, idPath: string, kind: DeliveryType = 'takeAway', name = 'Cliente de Prueba'): Promise<OrderDetail> {
  const response = await fetch(`${baseUrl}/v1/public/comercio/${idPath}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await orderBody(baseUrl, idPath, kind, name)),
  });
  if (response.status !== 201) throw new Error(`pedido: ${response.status} ${await response.text()}`);
  return (await response.json()) as OrderDetail;
}

/** A cashier's phone order (no opening-hours or flow switches), for each delivery type. */
export async function placePhoneOrder(baseUrl: string, session: LoginSession, kind: DeliveryType, name = 'Cliente Telefónico'): Promise<OrderDetail> {
  const response = await fetch(`${baseUrl}/v1/pedidos/telefonico`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', id_comercio: session.id_comercio, authorization: `Bearer ${session.token}` },
    body: JSON.stringify(await orderBody(baseUrl, session.id_path, kind, name)),
  });
  if (response.status !== 201) throw new Error(`telefónico: ${response.status} ${await response.text()}`);
  return (await response.json()) as OrderDetail;
}

/** Another panel changes the status through PUT /v1/pedido/{id}. */
export async function setStatusThroughApi(baseUrl: string, session: LoginSession, orderId: string, status: OrderStatus): Promise<number> {
  const response = await fetch(`${baseUrl}/v1/pedido/${orderId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', id_comercio: session.id_comercio, authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ action: 'changeStatus', status }),
  });
  return response.status;
}

export async function serverStatus(baseUrl: string, session: LoginSession, orderId: string): Promise<OrderStatus> {
  const response = await fetch(`${baseUrl}/v2/commerce/${session.id_comercio}/orders/${orderId}`, {
    headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': session.token },
  });
  const detail = (await response.json()) as OrderDetail;
  return detail.pedido.estatus_pedido;
}

export const cardSelector = (orderId: string) => `[data-testid="order-card"][data-order-id="${orderId}"]`;
export const card = (page: Page, orderId: string) => page.locator(cardSelector(orderId));
export const alarm = (page: Page) => page.getByTestId('order-alarm');

/** Waits until the live socket has subscribed and the first sync ran. */
export async function waitLive(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="order-alarm"][data-live="open"]', { state: 'attached' });
}

export async function attribute(page: Page, selector: string, name: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([sel, attr, expected]) => document.querySelector(sel!)?.getAttribute(attr!) === expected,
    [selector, name, value] as const,
  );
}

/** The board with its live socket open and its first sync answered, so the orders placed next reach it by the
 *  live channel. */
export async function openBoard(page: Page, baseUrl: string, account: E2EAccount): Promise<void> {
  await countRequests(page);
  await loginWithStorage(page, baseUrl, account, '/control-pedidos');
  await page.getByTestId('screen-orders').waitFor();
  await waitLive(page);
  await requestsSettled(page);
}
