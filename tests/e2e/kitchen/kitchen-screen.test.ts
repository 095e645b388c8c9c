// The kitchen screen in real Chromium against the real server (docs/kitchen.md, «Pantalla de cocina»): TWO
// kitchen screens of one commerce (1024×768 touch size and 1280), a tap on one shows on the other without a
// reload, «Listo» sends a pickup order to ready_to_pick_up, «Deshacer» (Backspace) brings it back, the
// keyboard bump bar picks a ticket by its number and Enter bumps it, a reload keeps the state, and a newly
// accepted order appears live and is announced. Screenshots at 1024, 1280 and 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { OrderDetail } from '@shared/types/order';
import { DESKTOP, expectScreen, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { card, openBoard, placePublicOrder, serverStatus, setStatusThroughApi } from '../orders/support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const demo = useBrowserAndDemoSession();

const KITCHEN_TOUCH = { width: 1024, height: 768 } as const;

const ticketSelector = (orderId: string) => `[data-testid="kitchen-ticket"][data-order-id="${orderId}"]`;
const ticket = (page: Page, orderId: string) => page.locator(ticketSelector(orderId));

interface OrderOptions {
  productos: { id: string; presentaciones: { nombre: string }[]; extras: { minimo: number; obligatorio: boolean }[] }[];
}

/** A customer's pickup order of two different products (two lines: a tap on one leaves the ticket open). */
async function twoLineOrder(name: string): Promise<OrderDetail> {
  const options = (await (await fetch(`${baseUrl}/v1/public/comercio/${demo.session.id_path}/pedido/opciones`)).json()) as OrderOptions;
  const free = options.productos.filter((p) => p.extras.every((g) => !g.obligatorio && g.minimo === 0)).slice(0, 2);
  const response = await fetch(`${baseUrl}/v1/public/comercio/${demo.session.id_path}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      metodo_entrega: 'takeAway',
      nombre: name,
      numero_celular: '9931234567',
      metodo_pago: 'efectivo',
      cliente_paga_con: 1000,
      productos: free.map((product, i) => ({ id_producto: product.id, presentacion: product.presentaciones[0]?.nombre ?? null, cantidad: i + 1, extras: [] })),
    }),
  });
  if (response.status !== 201) throw new Error(`pedido: ${response.status} ${await response.text()}`);
  return (await response.json()) as OrderDetail;
}

async function acceptedOrder(name: string, lines: 1 | 2 = 1): Promise<OrderDetail> {
  const placed = lines === 2 ? await twoLineOrder(name) : await placePublicOrder(baseUrl, demo.session.id_path, 'takeAway', name);
  expect(await setStatusThroughApi(baseUrl, demo.session, placed.pedido.id, 'accepted')).toBe(200);
  return placed;
}

async function openKitchen(viewport: { width: number; height: number }): Promise<Page> {
  const page = await newPage(demo.browser, viewport);
  await loginWithStorage(page, baseUrl, accounts.demo, '/cocina');
  await expectScreen(page, 'kitchen', '/cocina');
  await page.waitForSelector('[data-testid="screen-kitchen"][data-live="open"]', { state: 'attached' });
  return page;
}

/** The ticket's number on the screen (what the bump bar's digits pick). */
async function positionOf(page: Page, orderId: string): Promise<number> {
  return Number(await ticket(page, orderId).locator('.kitchen-ticket__position').textContent());
}

describe('kitchen screen', () => {
  it('two screens agree on taps, «Listo», «Deshacer», the keyboard bump bar and a reload', { timeout: 120_000 }, async () => {
    const first = await acceptedOrder('Marta Ruiz', 2);
    const second = await acceptedOrder('Pablo Soto');
    const touch = await openKitchen(KITCHEN_TOUCH);
    const wide = await openKitchen(DESKTOP);
    for (const page of [touch, wide]) {
      await ticket(page, first.pedido.id).waitFor();
      await ticket(page, second.pedido.id).waitFor();
    }
    await ticket(touch, first.pedido.id).scrollIntoViewIfNeeded();
    await shot(touch, 'cocina-1024');
    await shot(wide, 'cocina-1280');

    // A tap on one line on the touch screen: the other screen crosses it out.
    await ticket(touch, first.pedido.id).getByTestId('kitchen-line').first().click();
    await wide.waitForSelector(`${ticketSelector(first.pedido.id)} [data-testid="kitchen-line"][data-done="true"]`);

    // «Listo» for the whole ticket: it leaves both screens, and the pickup order is ready to pick up.
    await ticket(touch, first.pedido.id).getByTestId('kitchen-bump-order').click();
    await ticket(wide, first.pedido.id).waitFor({ state: 'detached' });
    await expect.poll(() => serverStatus(baseUrl, demo.session, first.pedido.id)).toBe('ready_to_pick_up');

    // Backspace on the OTHER screen recalls that last bump: the ticket is back on both, its first line still done.
    await wide.getByTestId('kitchen-undo').waitFor();
    await expect.poll(() => wide.getByTestId('kitchen-undo').textContent()).toContain(first.pedido.folio);
    await wide.locator('body').focus();
    await wide.keyboard.press('Backspace');
    await ticket(touch, first.pedido.id).waitFor();
    expect(await ticket(touch, first.pedido.id).getByTestId('kitchen-line').first().getAttribute('data-done')).toBe('true');

    // The bump bar: the ticket's number picks it, Enter bumps it.
    await touch.locator('body').focus();
    const position = await positionOf(touch, second.pedido.id);
    await touch.keyboard.type(String(position));
    await touch.waitForSelector(`${ticketSelector(second.pedido.id)}[data-selected="true"]`);
    await touch.keyboard.press('Enter');
    await ticket(wide, second.pedido.id).waitFor({ state: 'detached' });

    // A reload keeps what the server holds.
    await wide.reload();
    await expectScreen(wide, 'kitchen', '/cocina');
    await ticket(wide, first.pedido.id).waitFor();
    expect(await ticket(wide, first.pedido.id).getByTestId('kitchen-line').first().getAttribute('data-done')).toBe('true');
    expect(await ticket(wide, second.pedido.id).count()).toBe(0);

    // A newly accepted order reaches the open screens live and is announced.
    await wide.waitForSelector('[data-testid="screen-kitchen"][data-live="open"]', { state: 'attached' });
    const third = await acceptedOrder('Iris Vega');
    await ticket(touch, third.pedido.id).waitFor();
    await ticket(wide, third.pedido.id).waitFor();
    await expect.poll(() => touch.getByTestId('live-announcer').textContent()).toContain(third.pedido.folio);
    await touch.context().close();
    await wide.context().close();
  });

  it('a delivery order the kitchen finished reads «Listo» on the board card and on the customer page', { timeout: 90_000 }, async () => {
    const placed = await placePublicOrder(baseUrl, demo.session.id_path, 'delivery', 'Rita Gómez');
    expect(await setStatusThroughApi(baseUrl, demo.session, placed.pedido.id, 'accepted')).toBe(200);
    const board = await newPage(demo.browser, DESKTOP);
    await openBoard(board, baseUrl, accounts.demo);
    await board.getByTestId('board-search').fill(placed.pedido.folio);
    await card(board, placed.pedido.id).waitFor();
    expect(await card(board, placed.pedido.id).getByTestId('card-kitchen-ready').count()).toBe(0);
    const customer = await newPage(demo.browser, MOBILE);
    await customer.goto(`${baseUrl}/m/${demo.session.id_path}/pedido/${placed.pedido.id}`);
    await customer.getByTestId('order-status-text').waitFor();

    const kitchen = await openKitchen(KITCHEN_TOUCH);
    await ticket(kitchen, placed.pedido.id).getByTestId('kitchen-bump-order').click();
    await card(board, placed.pedido.id).getByTestId('card-kitchen-ready').waitFor();
    await expect.poll(() => customer.getByTestId('order-status-text').textContent(), { timeout: 20_000 }).toBe('Tu pedido está listo: espera al repartidor');
    expect(await serverStatus(baseUrl, demo.session, placed.pedido.id)).toBe('accepted');
    await shot(customer, 'cocina-cliente-listo-390');
    for (const page of [board, customer, kitchen]) await page.context().close();
  });

  it('fits a phone: one column, big buttons', { timeout: 60_000 }, async () => {
    const order = await acceptedOrder('Nora Díaz');
    const phone = await openKitchen(MOBILE);
    await ticket(phone, order.pedido.id).waitFor();
    const bump = await ticket(phone, order.pedido.id).getByTestId('kitchen-bump-order').boundingBox();
    expect(bump!.height).toBeGreaterThanOrEqual(56);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(phone, 'cocina-390');
    await phone.context().close();
  });
});
