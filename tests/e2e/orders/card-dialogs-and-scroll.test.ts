// A card's dialogs and the cashier's scroll (real Chromium, real server). A click anywhere inside a dialog
// opened from a card (a reason's words, the dialog's body) stays in the dialog: it never opens the order's
// detail drawer over it, so one click on a reason and one on the confirm button reject or cancel. After a
// keyboard accept the focus follows the card, but the wheel then scrolls the column where the cashier
// takes it and it stays there (the focused card leaving the rendered window does not scroll it back).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chooseMenuItem, DESKTOP, loginWithStorage, newPage, requestsSettled, countRequests, useBrowserAndDemoSession } from '../support/browser';
import { settle } from '../support/shots';
import { card, placePhoneOrder, placePublicOrder, serverStatus, waitLive } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

async function openBoard(page: Page, search: string): Promise<void> {
  await countRequests(page);
  await loginWithStorage(page, baseUrl, accounts.demo, '/control-pedidos');
  await page.getByTestId('screen-orders').waitFor();
  await waitLive(page);
  await requestsSettled(page);
  await page.getByTestId('board-search').fill(search);
}

/** Opens the card's reason dialog for `action`, clicks the reason's words (not its radio) and confirms. */
async function giveReasonByItsWords(page: Page, orderId: string, action: string, reason: string): Promise<void> {
  await card(page, orderId).getByTestId('more-actions').click();
  await chooseMenuItem(page, action);
  const dialog = page.locator('.ant-modal').filter({ hasText: reason });
  await dialog.waitFor();
  await settle(page);
  await dialog.getByText(reason, { exact: true }).click();
  // The dialog's own text too: a click on its body is not a click on the card.
  await dialog.locator('.ant-modal-title').click();
  await settle(page);
  expect(new URL(page.url()).pathname).toBe('/control-pedidos');
  expect(await page.locator('.ant-drawer-open').count()).toBe(0);
  await page.getByTestId('reason-confirm').click();
}

describe('diálogos de una tarjeta', () => {
  it('rejects and cancels with one click on the reason and one on confirm; the detail never opens', async () => {
    const name = `Cliente Diálogo ${Date.now() % 100_000}`;
    const pending = (await placePublicOrder(baseUrl, demo.session.id_path, 'takeAway', name)).pedido;
    const accepted = (await placePhoneOrder(baseUrl, demo.session, 'takeAway', name)).pedido;
    const page = await newPage(demo.browser, DESKTOP);
    await openBoard(page, name);
    await card(page, pending.id).waitFor();
    await card(page, accepted.id).waitFor();

    await giveReasonByItsWords(page, pending.id, 'Rechazar', 'Cocina saturada');
    await expect.poll(() => serverStatus(baseUrl, demo.session, pending.id)).toBe('rejected');
    await giveReasonByItsWords(page, accepted.id, 'Cancelar pedido', 'El cliente lo pidió');
    await expect.poll(() => serverStatus(baseUrl, demo.session, accepted.id)).toBe('canceled');
    expect(new URL(page.url()).pathname).toBe('/control-pedidos');
    await page.close();
  });
});

describe('el scroll es de quien lo mueve', () => {
  it('after a keyboard accept, wheel-scrolling the column away from the focused card stays where it was taken', async () => {
    const name = `Cliente Rueda ${Date.now() % 100_000}`;
    // More than the 30 cards a column mounts in full: the focused card leaves the rendered window.
    for (let index = 0; index < 36; index += 1) await placePhoneOrder(baseUrl, demo.session, 'takeAway', name);
    const pending = (await placePublicOrder(baseUrl, demo.session.id_path, 'takeAway', name)).pedido;
    const page = await newPage(demo.browser, DESKTOP);
    await openBoard(page, name);
    const scroller = page.getByTestId('board-scroller-preparing');
    await expect.poll(() => page.getByTestId('board-column-preparing').locator('.ant-badge').textContent()).toBe('36');

    await card(page, pending.id).waitFor();
    await page.getByTestId('board-search').press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-order-id') ?? null)).toBe(pending.id);
    await page.keyboard.press('a');
    await page.getByTestId('prep-time-choices').waitFor();
    await page.keyboard.press('1');
    // The focus follows the accepted card into "En preparación".
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="board-column-preparing"] [data-testid="order-card"]')?.getAttribute('data-order-id') ?? null))
      .toBe(pending.id);
    await settle(page);

    const box = (await scroller.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const { top, height } = await scroller.evaluate((element) => ({ top: element.scrollTop, height: element.scrollHeight - element.clientHeight }));
    // Away from the card, as far as the column goes.
    const towardsTop = top > height / 2;
    for (let step = 0; step < 12; step += 1) await page.mouse.wheel(0, towardsTop ? -1500 : 1500);
    await page.waitForTimeout(300);
    const taken = await scroller.evaluate((element) => element.scrollTop);
    expect(Math.abs(taken - top)).toBeGreaterThan(box.height);
    await page.waitForTimeout(2_500);
    expect(await scroller.evaluate((element) => element.scrollTop)).toBe(taken);
    await page.close();
  });
});
