// The order history's row actions mount their hooks on first use (docs/board.md, History and customers):
// reprinting from a row still loads the order's detail and answers with the print result, twice in a row,
// and the row's buttons keep their names for keyboard and screen-reader users. Its filters ask the server
// for the chosen payment methods and delivery types, and the rows show only those.
import { describe, expect, inject, it } from 'vitest';
import { MSG } from '@shared/messages';
import { chooseSelectOption, DESKTOP, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { placeTakeAway } from '../counter/support';
import { shot } from '../support/shots';
import { placePublicOrder, setStatusThroughApi } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

describe('history row actions', () => {
  it('reprints a row: the detail is loaded on each click and the result is announced', async () => {
    const order = await placeTakeAway(baseUrl, demo.session.id_path, 'Cliente Reimpresión');
    const page = await newPage(demo.browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/historial-pedidos');
    const search = page.getByLabel('Buscar pedidos');
    await search.fill(String(order.folio));
    // The new order is also on the unfiltered first page: clicking its row there while the search's
    // answer replaces the rows lost the click. Act on the searched list.
    const searched = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/v1/pedidos/historial' && url.searchParams.get('q') === String(order.folio);
    });
    await search.press('Enter');
    await searched;
    await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    const reprint = page.getByRole('button', { name: `Reimprimir pedido ${order.folio}`, exact: true });
    await reprint.waitFor();
    // Without the desktop app there is no printer: the cashier is told so (a toast), nothing breaks.
    const announced = page.locator('.ant-message-notice').filter({ hasText: MSG.electronNotAvailable }).first();
    for (let click = 0; click < 2; click += 1) {
      const detail = page.waitForRequest((request) => request.method() === 'GET' && request.url().includes(`/orders/${order.id}`));
      await reprint.click();
      await detail;
      // The next click comes once this one's result is announced, as a cashier's would. Sooner, the detail
      // was still loading: RTK Query starts no second request for an order whose request is pending (the
      // click prints with that answer), so the test waited for a request that never came (seen under load).
      await announced.waitFor();
    }
    expect(await page.getByRole('button', { name: `Ver pedido ${order.folio}`, exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('fits a phone: each row says who, when and its status under the folio, and its buttons are on screen', async () => {
    // The widest row the list can hold beside it: the demo's longest status and a name with no space to break at.
    const wide = await placePublicOrder(baseUrl, demo.session.id_path, 'takeAway', 'Maximiliano-Bartolomé-Hernández-Villaseñor');
    for (const status of ['accepted', 'ready_to_pick_up'] as const) {
      expect(await setStatusThroughApi(baseUrl, demo.session, wide.pedido.id, status)).toBe(200);
    }
    const order = await placeTakeAway(baseUrl, demo.session.id_path, 'Cliente Teléfono');
    const page = await newPage(demo.browser, MOBILE);
    await loginWithStorage(page, baseUrl, accounts.demo, '/historial-pedidos');
    const row = page.getByTestId('history-table').locator('tr').filter({ hasText: order.folio });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toMatch(new RegExp(`${order.folio}\\s+Cliente Teléfono\\s+\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\s+Pendiente`));
    await shot(page, 'history-phone');
    const width = MOBILE.width;
    // The table does not scroll sideways, and every button of the row is within the screen.
    expect(await page.getByTestId('history-table').locator('.ant-table-content, .ant-table-body').first().evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
    for (const name of [`Ver pedido ${order.folio}`, `Reimprimir pedido ${order.folio}`, `Eliminar pedido ${order.folio}`]) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
    await page.context().close();
  });

  it("filters by 'Forma de pago' and 'Forma de entrega': the request carries both and every row shows them", async () => {
    await placeTakeAway(baseUrl, demo.session.id_path, 'Cliente Filtros');
    const page = await newPage(demo.browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/historial-pedidos');
    await page.locator('.ant-table-row').first().waitFor();
    const historyAnswer = (check: (params: URLSearchParams) => boolean) =>
      page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === '/v1/pedidos/historial' && check(url.searchParams);
      });
    const cellsOf = (column: number) => page.locator(`.ant-table-row td:nth-child(${column})`).allInnerTexts();
    const header = await page.locator('.ant-table-thead th').allInnerTexts();

    const byPayment = historyAnswer((params) => params.get('metodo_pago') === 'efectivo');
    await page.getByRole('combobox', { name: 'Forma de pago' }).click();
    await chooseSelectOption(page, 'Efectivo');
    await byPayment;
    await page.keyboard.press('Escape');
    const byDelivery = historyAnswer((params) => params.get('metodo_pago') === 'efectivo' && params.get('metodo_entrega') === 'takeAway');
    await page.getByRole('combobox', { name: 'Forma de entrega' }).click();
    await chooseSelectOption(page, 'Recoger');
    await byDelivery;
    await page.keyboard.press('Escape');
    await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });

    await expect.poll(async () => new Set(await cellsOf(header.indexOf('Pago') + 1))).toEqual(new Set(['Efectivo']));
    expect(new Set(await cellsOf(header.indexOf('Entrega') + 1))).toEqual(new Set(['Recoger']));
    await page.context().close();
  });
});
