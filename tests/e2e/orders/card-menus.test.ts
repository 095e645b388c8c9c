// A card's smaller controls in real Chromium: the ⋮ menu keeps Imprimir apart from the destructive actions (a
// divider, red items); the preparation time opens below 'Aceptar', leaving the card's products in view, and
// takes a time of the cashier's own; the detail's payment method has a visible label; the page has one
// <main> landmark.
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, useBrowserAndDemoSession } from '../support/browser';
import { settle } from '../support/shots';
import { card, openBoard, placePublicOrder } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

describe('controles de una tarjeta', () => {
  it('separates the destructive actions, accepts a custom preparation time below the button, labels the payment method', async () => {
    const name = `Cliente Menú ${Date.now() % 100_000}`;
    const order = (await placePublicOrder(baseUrl, demo.session.id_path, 'takeAway', name)).pedido;
    const page = await newPage(demo.browser, DESKTOP);
    await openBoard(page, baseUrl, accounts.demo);
    await page.getByTestId('board-search').fill(name);
    await card(page, order.id).getByTestId('card-items').waitFor();
    expect(await page.locator('main').count()).toBe(1);

    await card(page, order.id).getByTestId('more-actions').click();
    const menu = page.locator('.ant-dropdown-menu').filter({ hasText: 'Rechazar' });
    await menu.waitFor();
    const items = await menu.locator(':scope > li').evaluateAll((nodes) =>
      nodes.map((node) => (node.getAttribute('role') === 'separator' ? '—' : `${node.textContent ?? ''}${node.classList.contains('ant-dropdown-menu-item-danger') ? ' (rojo)' : ''}`)),
    );
    expect(items.slice(0, 3)).toEqual(['Imprimir', '—', 'Rechazar (rojo)']);
    await page.keyboard.press('Escape');
    await settle(page);

    await card(page, order.id).getByTestId('accept-order').click();
    const choices = page.getByTestId('prep-time-choices');
    await choices.waitFor();
    await settle(page);
    const button = (await card(page, order.id).getByTestId('accept-order').boundingBox())!;
    const products = (await card(page, order.id).getByTestId('card-items').boundingBox())!;
    const popover = (await page.locator('.ant-popover').filter({ has: choices }).boundingBox())!;
    expect(popover.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
    expect(popover.y).toBeGreaterThan(products.y + products.height);

    const accepted = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes(`/v1/pedido/${order.id}`));
    await page.getByTestId('prep-custom').fill('25');
    await page.getByTestId('prep-custom').press('Enter');
    expect((await accepted).postDataJSON()).toMatchObject({ status: 'accepted', tiempo_preparacion: 25 });

    await card(page, order.id).click({ position: { x: 40, y: 12 } });
    const drawer = page.locator('.ant-drawer-open');
    await drawer.waitFor();
    const select = drawer.getByRole('combobox', { name: 'Método de pago' });
    await select.waitFor();
    const labelledBy = await drawer.locator('label', { hasText: 'Método de pago' }).getAttribute('for');
    expect(labelledBy).toBe(await select.getAttribute('id'));
    await page.close();
  });
});
