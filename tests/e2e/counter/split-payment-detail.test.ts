// Issue 51, item 8 («split payments shown as such everywhere»): an order whose table was paid in cash and
// by card shows that split in its detail (history and board drawer), each method with its amount, read
// only: changing one method of a split payment would be wrong. An order paid in one method keeps the
// «Método de pago» select. Real Chromium at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { DEV_API_KEY } from '../../../server/src/config';
import type { OrderDetail } from '@shared/types/order';
import { DESKTOP, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { freeTable, placeTableOrder, placeTakeAway, privateHeaders, shot } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

let paid: { order: OrderDetail; cash: number; card: number };

/** A customer orders at a free table; the table is paid part cash, part card (through the API). */
async function tablePaidInTwoMethods(): Promise<typeof paid> {
  const table = await freeTable(baseUrl, demo.session);
  const order = await placeTableOrder(baseUrl, demo.session.id_path, table.uuid, 2, 'Mesa pago dividido');
  const total = order.pedido.total;
  const cash = Math.round((total / 2) * 100) / 100;
  const card = Math.round((total - cash) * 100) / 100;
  const response = await fetch(`${baseUrl}/v1/mesas/${table.uuid}/cobrar`, {
    method: 'POST',
    headers: privateHeaders(demo.session),
    body: JSON.stringify({ pagos: [{ metodo: 'efectivo', monto: cash }, { metodo: 'tarjeta', monto: card }], propina: 0, efectivo_recibido: Math.ceil(cash / 100) * 100 }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return { order, cash, card };
}

beforeAll(async () => {
  paid = await tablePaidInTwoMethods();
});

const DETAILS = [
  ['historial', (id: string) => `/historial-pedidos/detalle/${id}`, 'screen-order-history-detail'],
  ['tablero', (id: string) => `/control-pedidos/detalle/${id}`, 'screen-order-details'],
] as const;

async function openDetail(page: Page, path: string, screen: string) {
  await loginWithStorage(page, baseUrl, accounts.demo, path);
  const detail = page.getByTestId(screen);
  await detail.getByTestId('reprint-order').waitFor({ timeout: 20_000 });
  return detail;
}

describe('pago dividido en el detalle del pedido', () => {
  it('the v2 detail of a table-paid order carries its payment per method', async () => {
    const response = await fetch(`${baseUrl}/v2/commerce/${demo.session.id_comercio}/orders/${paid.order.pedido.id}`, {
      headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': demo.session.token },
    });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as OrderDetail;
    expect(detail.pedido.pagos_mesa).toEqual([
      { metodo: 'efectivo', monto: paid.cash },
      { metodo: 'tarjeta', monto: paid.card },
    ]);
    expect(detail.pedido.metodos_pago_mesa).toEqual(['efectivo', 'tarjeta']);
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`shows «Efectivo $… + Tarjeta $…» read only, in the history and on the board, at ${viewport.width} px`, async () => {
      const expected = `Efectivo ${formatMoney(paid.cash)} + Tarjeta ${formatMoney(paid.card)}`;
      for (const [where, pathOf, screen] of DETAILS) {
        const page = await newPage(demo.browser, viewport);
        const detail = await openDetail(page, pathOf(paid.order.pedido.id), screen);
        const split = detail.getByTestId('payment-method-split');
        await split.waitFor();
        await expect(split.textContent()).resolves.toBe(`Método de pago: ${expected} (cobro de la mesa)`);
        await expect(detail.getByTestId('order-payment-method').textContent()).resolves.toBe(`Método de pago${expected}`);
        await expect(detail.getByTestId('payment-method-select').count()).resolves.toBe(0);
        // Nothing of the split is cut or pushed sideways at 390 px.
        const box = await split.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await split.scrollIntoViewIfNeeded();
        await shot(page, `h51-split-payment-${where}-${viewport.width}`);
        await page.context().close();
      }
    });
  }

  it('an order paid in one method keeps the «Método de pago» select', async () => {
    const order = await placeTakeAway(baseUrl, demo.session.id_path, 'Pago en un método');
    const page = await newPage(demo.browser, DESKTOP);
    const detail = await openDetail(page, `/control-pedidos/detalle/${order.id}`, 'screen-order-details');
    await expect(detail.getByTestId('payment-method-select').count()).resolves.toBe(1);
    await expect(detail.getByTestId('payment-method-split').count()).resolves.toBe(0);
    await expect(detail.getByTestId('order-payment-method').textContent()).resolves.toBe('Método de pagoEfectivo');
    await page.context().close();
  });
});
