// Reasons the cashier gives (docs/counter.md, "Reasons") in real Chromium at 1280 and 390 px: rejecting from
// "Más acciones" stores the reason, the order detail shows it, and deleting sends its reason too. The
// dialog's title stays clear of its close button, at 360 px as well.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEV_API_KEY } from '../../../server/src/config';
import { checkRadio, chooseMenuItem, countRequests, DESKTOP, loginWithStorage, MOBILE, newPage, requestsSettled, useBrowserAndDemoSession } from '../support/browser';
import { waitLive } from '../orders/support';
import { placeTakeAway as placeAway, shot, showOnlyOnBoard } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

const placeTakeAway = () => placeAway(baseUrl, demo.session.id_path, 'Cliente Motivos');

/** Where the open dialog's title runs under its close button (×), or null when it stays clear. */
function titleUnderClose(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const dialog = [...document.querySelectorAll('.ant-modal')].find((element) => element.querySelector('.ant-modal-title')?.textContent?.startsWith('¿'));
    const close = dialog?.querySelector('.ant-modal-close')?.getBoundingClientRect();
    const title = dialog?.querySelector('.ant-modal-title');
    if (!close || !title) return 'sin diálogo';
    const range = document.createRange();
    range.selectNodeContents(title);
    const under = [...range.getClientRects()].find((line) => line.right > close.left && line.left < close.right && line.bottom > close.top && line.top < close.bottom);
    return under ? `'${title.textContent ?? ''}' llega a x ${under.right.toFixed(0)}, la × empieza en ${close.left.toFixed(0)}` : null;
  });
}

async function chooseFromMoreActions(page: Page, orderId: string, action: string, reason: string, alsoAt?: { width: number; height: number }): Promise<void> {
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await card.getByTestId('more-actions').click();
  await chooseMenuItem(page, action);
  await checkRadio(page, reason);
  expect(await titleUnderClose(page)).toBeNull();
  if (alsoAt) {
    // A narrower phone too: the title's folio ran under the × at 360 px.
    const width = page.viewportSize()!;
    await page.setViewportSize(alsoAt);
    expect(await titleUnderClose(page)).toBeNull();
    await page.setViewportSize(width);
  }
  await page.getByTestId('reason-confirm').click();
}

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('motivos a %s px', (width, viewport) => {
  it('a rejection keeps its reason, shown in the order detail; a deletion sends its reason', async () => {
    const rejected = await placeTakeAway();
    const deleted = await placeTakeAway();
    const page = await newPage(demo.browser, viewport);
    await countRequests(page);
    await loginWithStorage(page, baseUrl, accounts.demo, '/control-pedidos');
    // The board's first sync rings for these two orders (placed as it opened) and moves their cards to the
    // top of "Nuevos", and each card grows when its items arrive: the menu is opened once that has settled,
    // as a cashier would see it (docs/architecture.md, "Tests").
    await waitLive(page);
    await requestsSettled(page);
    await showOnlyOnBoard(page, 'Cliente Motivos');
    await page.locator(`[data-testid="order-card"][data-order-id="${rejected.id}"]`).waitFor();

    await chooseFromMoreActions(page, rejected.id, 'Rechazar', 'Cocina saturada', width === '390' ? { ...viewport, width: 360 } : undefined);
    await expect
      .poll(async () => {
        const response = await fetch(`${baseUrl}/v2/commerce/${demo.session.id_comercio}/orders/${rejected.id}`, { headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': demo.session.token } });
        const { pedido } = (await response.json()) as { pedido: { estatus_pedido: string; motivo_estatus?: string | null } };
        return `${pedido.estatus_pedido}: ${pedido.motivo_estatus ?? ''}`;
      })
      .toBe('rejected: Cocina saturada');

    const deleteCall = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().includes(`/v1/pedido/${deleted.id}`));
    await chooseFromMoreActions(page, deleted.id, 'Eliminar pedido', 'Pedido de prueba');
    expect(new URL((await deleteCall).url()).searchParams.get('motivo')).toBe('Pedido de prueba');
    await page.locator(`[data-testid="order-card"][data-order-id="${deleted.id}"]`).waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/historial-pedidos/detalle/${rejected.id}`);
    await page.getByTestId('detail-reason').waitFor();
    expect(await page.getByTestId('detail-reason').textContent()).toBe('Motivo: Cocina saturada');
    await shot(page, `detail-reason-${width}`);
    await page.context().close();
  });
});

describe('motivos en el historial', () => {
  it('deleting from the history list asks for the reason and sends it', async () => {
    const order = await placeTakeAway();
    const page = await newPage(demo.browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/historial-pedidos');
    const search = page.getByLabel('Buscar pedidos');
    await search.fill(String(order.folio));
    await search.press('Enter');
    const deleteButton = page.getByRole('button', { name: `Eliminar pedido ${order.folio}`, exact: true });
    await deleteButton.click();
    await checkRadio(page, 'Pedido de prueba');
    const deleteCall = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().includes(`/v1/pedido/${order.id}`));
    await page.getByTestId('reason-confirm').click();
    expect(new URL((await deleteCall).url()).searchParams.get('motivo')).toBe('Pedido de prueba');
    await deleteButton.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
