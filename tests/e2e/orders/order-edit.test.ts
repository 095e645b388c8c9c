// «Editar pedido» in real Chromium (docs/orders.md «Editar pedido»): from the board's order detail the cashier
// adds a line with the phone order's picker, sees the server's re-priced total before saving, saves, and the
// detail shows the new total; an edit saved meanwhile by another panel makes the save answer the conflict
// message (from the preview, before saving). Screenshots at 1280 and 390 px with E2E_SHOTS_DIR.
import { describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import type { OrderDetail } from '@shared/types/order';
import { DEV_API_KEY } from '../../../server/src/config';
import { DESKTOP, dismissDialogs, expectScreen, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { placeTakeAway } from '../counter/support';
import { setStatusThroughApi } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const demo = useBrowserAndDemoSession();

async function serverDetail(orderId: string): Promise<OrderDetail> {
  const response = await fetch(`${baseUrl}/v2/commerce/${demo.session.id_comercio}/orders/${orderId}`, { headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': demo.session.token } });
  return (await response.json()) as OrderDetail;
}

describe('«Editar pedido»', () => {
  it('adds a line from the board detail, shows the re-priced total, saves it; a concurrent edit answers the conflict', async () => {
    const placed = await placeTakeAway(baseUrl, demo.session.id_path, 'Rosa Edición');
    expect(await setStatusThroughApi(baseUrl, demo.session, placed.id, 'accepted')).toBe(200);
    const before = await serverDetail(placed.id);
    const product = before.productos[0]!;

    const page = await newPage(demo.browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, `/control-pedidos/detalle/${placed.id}`);
    await expectScreen(page, 'order-details', `/control-pedidos/detalle/${placed.id}`);
    await dismissDialogs(page);
    await page.getByTestId('edit-order').click();
    await page.getByTestId('screen-order-edit').getByTestId('edit-line').first().waitFor();
    await page.getByTestId('edit-add-product').click();
    const search = page.getByRole('combobox', { name: 'Producto a agregar' });
    await search.fill(product.nombre);
    await page.locator('.ant-select-item-option').filter({ hasText: product.nombre }).first().click();
    await page.getByTestId('add-to-order').click();
    await expect.poll(() => page.getByTestId('edit-line').count()).toBe(2);
    const newTotal = formatMoney(before.pedido.total * 2);
    await expect.poll(() => page.getByTestId('order-edit-new-total').textContent()).toBe(newTotal);
    expect(await page.getByTestId('order-edit-old-total').textContent()).toBe(formatMoney(before.pedido.total));
    await shot(page, 'editar-pedido-1280');

    await page.getByTestId('save-order-edit').click();
    await page.getByTestId('screen-order-edit').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('order-total').textContent()).toContain(newTotal);
    expect((await serverDetail(placed.id)).productos).toHaveLength(2);
    await shot(page, 'editar-pedido-guardado-1280');
    await page.context().close();

    // A phone: the cashier edits while another panel saves version 3 first.
    const phone = await newPage(demo.browser, MOBILE);
    await loginWithStorage(phone, baseUrl, accounts.demo, `/control-pedidos/detalle/${placed.id}`);
    await expectScreen(phone, 'order-details', `/control-pedidos/detalle/${placed.id}`);
    await dismissDialogs(phone);
    await phone.getByTestId('edit-order').click();
    await phone.getByTestId('edit-line').first().waitFor();
    const current = await serverDetail(placed.id);
    const other = await fetch(`${baseUrl}/v1/pedido/${placed.id}/edicion`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', id_comercio: demo.session.id_comercio, authorization: `Bearer ${demo.session.token}` },
      body: JSON.stringify({ version: 2, productos: current.productos.map((line) => ({ id_linea: line.id, id_producto: line.id_producto, cantidad: 1, presentacion: line.presentacion, extras: [] })).slice(0, 1) }),
    });
    expect(other.status).toBe(200);
    await phone.getByTestId('edit-line-quantity').first().fill('3');
    await phone.getByTestId('edit-line-quantity').first().blur();
    // The re-priced preview already names the version edited: the conflict shows before saving.
    await phone.getByTestId('order-edit-conflict').waitFor();
    expect(await phone.getByTestId('save-order-edit').isDisabled()).toBe(true);
    expect(await phone.getByTestId('order-edit-conflict').textContent()).toContain('Alguien más modificó este pedido');
    await shot(phone, 'editar-pedido-conflicto-390');
    await phone.getByTestId('order-edit-reload').click();
    await expect.poll(() => phone.getByTestId('edit-line').count()).toBe(1);
    await phone.getByText(/Historial de versiones \(3\)/).click();
    await expect.poll(() => phone.getByTestId('order-version').count()).toBe(3);
    await phone.getByTestId('order-versions').scrollIntoViewIfNeeded();
    await shot(phone, 'editar-pedido-versiones-390');
    await phone.context().close();
  });
});

describe('«Marcar agotado» from the order', () => {
  it('marks the line\'s product sold out, the line shows «Agotado» with «Quitar» and «Sustituir»', async () => {
    const placed = await placeTakeAway(baseUrl, demo.session.id_path, 'Tomás Agotado');
    expect(await setStatusThroughApi(baseUrl, demo.session, placed.id, 'accepted')).toBe(200);
    const productId = (await serverDetail(placed.id)).productos[0]!.id_producto;
    const headers = { 'content-type': 'application/json', id_comercio: demo.session.id_comercio, authorization: `Bearer ${demo.session.token}` };
    const page = await newPage(demo.browser, MOBILE);
    try {
      await loginWithStorage(page, baseUrl, accounts.demo, `/control-pedidos/detalle/${placed.id}`);
      await expectScreen(page, 'order-details', `/control-pedidos/detalle/${placed.id}`);
      await dismissDialogs(page);
      await page.getByTestId('edit-order').click();
      await page.getByTestId('line-sold-out-menu').first().click();
      await page.getByRole('menuitem', { name: /^Marcar agotado: / }).first().click();
      await page.getByTestId('confirm-sold-out').click();
      await page.getByTestId('line-sold-out').waitFor();
      await page.getByTestId('sold-out-alert').waitFor();
      expect(await page.getByTestId('substitute-line').count()).toBe(1);
      await shot(page, 'editar-pedido-agotado-390');
      const product = await fetch(`${baseUrl}/v1/productos/${productId}`, { headers });
      expect(((await product.json()) as { agotado: boolean }).agotado).toBe(true);
    } finally {
      // The demo menu is shared by the worker's other files: the product is offered again.
      await fetch(`${baseUrl}/v1/productos/${productId}/agotado`, { method: 'PATCH', headers, body: JSON.stringify({ agotado: false }) });
      await page.context().close();
    }
  });
});
