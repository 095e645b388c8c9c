// Contrast of every status and payment the order history can show (docs/accessibility.md): the full axe pass
// met the test-order tag and the detail's tags only when the demo happened to hold such orders, so its count
// of contrast findings depended on the data. Here the orders are made: one per reachable status, each payment
// method, a test order and one with its ready time; the history (1280 and 390 px) and each order's detail are
// checked with 0 serious findings.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderStatus, PaymentMethod } from '@shared/constants';
import type { OrderDetail } from '@shared/types/order';
import { DESKTOP, MOBILE, dismissDialogs, loginWithStorage, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { placePhoneOrder, placePublicOrder, setStatusThroughApi } from '../orders/support';
import { axeFindings, describeFindings } from './axe';
import { EXCLUDED_SELECTORS } from './exclusions';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const context = useBrowserAndDemoSession();
const NAME = `Contraste ${Date.now().toString(36)}`;

/** The statuses reachable without a courier partner, each with the steps that reach it from a phone order (born accepted). */
const PATHS: { status: OrderStatus; kind: 'delivery' | 'takeAway'; steps: OrderStatus[] }[] = [
  { status: 'accepted', kind: 'takeAway', steps: [] },
  { status: 'ready_to_pick_up', kind: 'takeAway', steps: ['ready_to_pick_up'] },
  { status: 'on_the_way', kind: 'delivery', steps: ['on_the_way'] },
  { status: 'delivered', kind: 'takeAway', steps: ['ready_to_pick_up', 'delivered'] },
  { status: 'canceled', kind: 'takeAway', steps: ['canceled'] },
];
const PAYMENTS: PaymentMethod[] = ['efectivo', 'tarjeta', 'transferencia'];

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const { session } = context;
  return fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio, ...init.headers },
  });
}

/** One order of every status and payment method the history shows, plus a test order. */
async function ordersOfEveryState(): Promise<OrderDetail['pedido'][]> {
  const { session } = context;
  const made: OrderDetail['pedido'][] = [];
  made.push((await placePublicOrder(baseUrl, session.id_path, 'takeAway', `${NAME} pendiente`)).pedido);
  const rejected = (await placePublicOrder(baseUrl, session.id_path, 'takeAway', `${NAME} rechazado`)).pedido;
  expect(await setStatusThroughApi(baseUrl, session, rejected.id, 'rejected')).toBe(200);
  made.push(rejected);
  for (const [index, path] of PATHS.entries()) {
    const order = (await placePhoneOrder(baseUrl, session, path.kind, `${NAME} ${path.status}`)).pedido;
    for (const step of path.steps) expect(await setStatusThroughApi(baseUrl, session, order.id, step), `${order.folio} → ${step}`).toBe(200);
    const method = PAYMENTS[index % PAYMENTS.length]!;
    const changed = await api(`/v1/pedido/${order.id}`, { method: 'PUT', body: JSON.stringify({ action: 'changePaymentMethod', paymentMethod: method }) });
    expect([200, 409]).toContain(changed.status);
    made.push(order);
  }
  const test = await api(`/v1/public/comercio/${session.id_path}/pedido`, {
    method: 'POST',
    headers: { 'x-pedido-prueba': '1' },
    body: JSON.stringify({
      metodo_entrega: 'takeAway',
      nombre: `${NAME} prueba`,
      numero_celular: '9931234567',
      metodo_pago: 'efectivo',
      productos: [{ id_producto: await firstProduct(), cantidad: 1, extras: [] }],
    }),
  });
  expect(test.status, await test.clone().text()).toBe(201);
  made.push(((await test.json()) as OrderDetail).pedido);
  return made;
}

async function firstProduct(): Promise<string> {
  const options = (await (await fetch(`${baseUrl}/v1/public/comercio/${context.session.id_path}/pedido/opciones`)).json()) as {
    productos: { id: string; extras: { obligatorio: boolean; minimo: number }[] }[];
  };
  return options.productos.find((p) => p.extras.every((g) => !g.obligatorio && g.minimo === 0))!.id;
}

async function openHistory(page: Page): Promise<void> {
  await loginWithStorage(page, baseUrl, accounts.demo, `/historial-pedidos`);
  await page.getByTestId('screen-order-history').waitFor();
  await dismissDialogs(page);
  await page.getByLabel('Buscar pedidos').fill(NAME);
  await page.getByLabel('Buscar pedidos').press('Enter');
  await page.getByText(`${NAME} prueba`).first().waitFor();
}

/** Two pages, each read by axe, and the orders made through the API first: minutes on a busy machine. */
const SCREEN_TIMEOUT_MS = 240_000;
let orders: OrderDetail['pedido'][] = [];

describe('contrast of every status and payment in the order history', () => {
  beforeAll(async () => {
    orders = await ordersOfEveryState();
  }, SCREEN_TIMEOUT_MS);

  it('has no serious contrast finding in the history list at 1280 and 390 px', async () => {
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [MOBILE, 390],
    ] as const) {
      const page = await newPage(context.browser, viewport);
      await openHistory(page);
      expect(await page.getByTestId('test-order-tag').count()).toBeGreaterThan(0);
      await shot(page, `history-states-${width}`, true);
      expect(describeFindings(`/historial-pedidos @${width}`, await axeFindings(page, EXCLUDED_SELECTORS))).toEqual([]);
      // The whole history as the demo shows it: many pages, the pager's jumps and ellipses.
      await page.getByLabel('Buscar pedidos').fill('');
      await page.getByLabel('Buscar pedidos').press('Enter');
      await page.locator('.ant-pagination-item').nth(1).waitFor();
      await shot(page, `history-all-${width}`, true);
      expect(describeFindings(`/historial-pedidos completo @${width}`, await axeFindings(page, EXCLUDED_SELECTORS))).toEqual([]);
      await page.context().close();
    }
  }, SCREEN_TIMEOUT_MS);

  it('has no serious contrast finding in the detail of any of those orders', async () => {
    const page = await newPage(context.browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/historial-pedidos');
    await dismissDialogs(page);
    for (const order of orders) {
      await page.goto(`${baseUrl}/historial-pedidos/detalle/${order.id}`);
      await page.getByTestId('order-detail').waitFor();
      expect(describeFindings(`detalle ${order.folio} (${order.nombre})`, await axeFindings(page, EXCLUDED_SELECTORS))).toEqual([]);
    }
    await shot(page, 'history-detail-test-order-1280');
    await page.context().close();
  }, SCREEN_TIMEOUT_MS);
});
