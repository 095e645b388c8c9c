// «Avisar por WhatsApp» in real Chromium: on an order's detail (board drawer and history detail) a link named
// «Avisar por WhatsApp» opens wa.me in a new tab (rel noopener) with the message of the order's current status
// (shared/orders/whatsapp-notice.ts): folio, status, total and the customer's status page. Nothing is sent by
// the product. Screenshots at 1280 and 390 px with E2E_SHOTS_DIR.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { whatsappNoticeText } from '@shared/orders/whatsapp-notice';
import type { OrderDetail } from '@shared/types/order';
import { DESKTOP, dismissDialogs, expectScreen, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { placeTakeAway } from '../counter/support';
import { setStatusThroughApi } from './support';
import { menuLink } from '@shared/public-menu/links';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const demo = useBrowserAndDemoSession();

const DEMO_NAME = 'Taquería El Buen Taco';

/** The link's decoded message, after checking the link itself. */
async function noticeMessage(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: 'Avisar por WhatsApp' });
  await link.waitFor();
  expect(await link.getAttribute('target')).toBe('_blank');
  expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/529931239876?text=')).toBe(true);
  return new URL(href).searchParams.get('text')!;
}

function expectedText(order: OrderDetail['pedido'], status: OrderDetail['pedido']['estatus_pedido']): string {
  return whatsappNoticeText({ ...order, estatus_pedido: status }, { commerceName: DEMO_NAME, menuUrl: menuLink(baseUrl, demo.session.id_path) });
}

describe('«Avisar por WhatsApp»', () => {
  it('on the board drawer: the pending message, opened in a new tab; after accepting, the accepted one', async () => {
    const order = await placeTakeAway(baseUrl, demo.session.id_path, 'Lucía Ramírez WhatsApp');
    const page = await newPage(demo.browser, DESKTOP);
    // wa.me cannot be reached from here: the new tab gets a stand-in page at the same address.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await loginWithStorage(page, baseUrl, accounts.demo, `/control-pedidos/detalle/${order.id}`);
    await expectScreen(page, 'order-details', `/control-pedidos/detalle/${order.id}`);
    await dismissDialogs(page);
    const pending = await noticeMessage(page);
    expect(pending).toBe(expectedText(order, 'pending'));
    expect(pending).toContain(`Tu pedido ${order.folio} lo recibimos`);
    expect(pending).toContain('Estado: Pendiente');
    expect(pending).toContain(`Total: ${formatMoney(order.total)}`);
    expect(pending).toContain(`${baseUrl}/m/${demo.session.id_path}/pedido/${order.id}`);
    await shot(page, 'whatsapp-tablero-1280');

    const popup = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'Avisar por WhatsApp' }).click();
    const tab = await popup;
    await tab.waitForURL((url) => url.hostname === 'wa.me');
    expect(new URL(tab.url()).searchParams.get('text')).toBe(pending);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    expect(await setStatusThroughApi(baseUrl, demo.session, order.id, 'accepted')).toBe(200);
    await page.getByTestId('order-detail').and(page.locator('[data-status="accepted"]')).waitFor();
    await expect.poll(() => noticeMessage(page)).toBe(expectedText(order, 'accepted'));
    await page.context().close();
  });

  it('on the history detail, on a phone', async () => {
    const order = await placeTakeAway(baseUrl, demo.session.id_path, 'Mario Téllez WhatsApp');
    expect(await setStatusThroughApi(baseUrl, demo.session, order.id, 'accepted')).toBe(200);
    expect(await setStatusThroughApi(baseUrl, demo.session, order.id, 'ready_to_pick_up')).toBe(200);
    const page = await newPage(demo.browser, MOBILE);
    await loginWithStorage(page, baseUrl, accounts.demo, `/historial-pedidos/detalle/${order.id}`);
    await expectScreen(page, 'order-history-detail', `/historial-pedidos/detalle/${order.id}`);
    await dismissDialogs(page);
    const message = await noticeMessage(page);
    expect(message).toBe(expectedText(order, 'ready_to_pick_up'));
    expect(message).toContain('Estado: Listo para recoger');
    const link = page.getByRole('link', { name: 'Avisar por WhatsApp' });
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    await shot(page, 'whatsapp-historial-390');
    await page.context().close();
  });

  it('board drawer on a phone and history detail at 1280 (screenshots)', async () => {
    const order = await placeTakeAway(baseUrl, demo.session.id_path, 'Sofía Cruz WhatsApp');
    const phone = await newPage(demo.browser, MOBILE);
    await loginWithStorage(phone, baseUrl, accounts.demo, `/control-pedidos/detalle/${order.id}`);
    await expectScreen(phone, 'order-details', `/control-pedidos/detalle/${order.id}`);
    await dismissDialogs(phone);
    expect(await noticeMessage(phone)).toBe(expectedText(order, 'pending'));
    await phone.getByRole('link', { name: 'Avisar por WhatsApp' }).scrollIntoViewIfNeeded();
    await shot(phone, 'whatsapp-tablero-390');
    await phone.context().close();
    const desktop = await newPage(demo.browser, DESKTOP);
    await loginWithStorage(desktop, baseUrl, accounts.demo, `/historial-pedidos/detalle/${order.id}`);
    await expectScreen(desktop, 'order-history-detail', `/historial-pedidos/detalle/${order.id}`);
    await dismissDialogs(desktop);
    expect(await noticeMessage(desktop)).toBe(expectedText(order, 'pending'));
    await shot(desktop, 'whatsapp-historial-1280');
    await desktop.context().close();
  });
});
