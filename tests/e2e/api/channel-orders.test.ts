// The open order API in real Chromium against the real server (docs/api.md): the owner creates an API key in
// Integraciones and sees it once; an outside channel posts an order with it and the order appears on the
// board, without a reload, with its channel's badge and the flag of a price that differs from the menu's (the
// cards, the dense list and the order's detail, at 1280 and 390 px); /api/docs is a readable page.
import { describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import type { ChannelOrderReply } from '@shared/types/api-keys';
import { DESKTOP, MOBILE, loginWithStorage, newPage, requestsSettled, countRequests, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { card, cardSelector, openBoard } from '../orders/support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const demo = useBrowserAndDemoSession();

/** An orderable product of the demo menu: one without required extras (the order options' own rule). */
async function demoProduct(): Promise<{ id: string; presentacion: string | null; precio: number }> {
  const response = await fetch(`${baseUrl}/v1/public/comercio/${demo.session.id_path}/pedido/opciones`);
  const options = (await response.json()) as { productos: { id: string; precio: number; presentaciones: { nombre: string; precio: number }[]; extras: { minimo: number; obligatorio: boolean }[] }[] };
  const product = options.productos.find((p) => p.extras.every((group) => !group.obligatorio && group.minimo === 0)) ?? options.productos[0]!;
  const presentation = product.presentaciones[0] ?? null;
  return { id: product.id, presentacion: presentation?.nombre ?? null, precio: presentation?.precio ?? product.precio };
}

let secret = '';

describe('open order API', () => {
  it('the owner creates a key in Integraciones and sees it once', async () => {
    const page = await newPage(demo.browser);
    await countRequests(page);
    await loginWithStorage(page, baseUrl, accounts.demo, '/integraciones');
    await page.getByTestId('integration-group-api').waitFor();
    await requestsSettled(page);
    await page.getByTestId('api-key-new').click();
    await page.getByTestId('api-key-name').fill(`Rappi e2e ${Date.now()}`);
    await page.getByTestId('api-key-create').click();
    const shown = page.getByTestId('api-key-secret');
    await shown.waitFor();
    secret = (await shown.innerText()).trim();
    expect(secret).toMatch(/^pck_/);
    await shot(page, 'api-keys-created-1280');
    await page.getByTestId('api-key-done').click();
    await page.getByTestId('api-key-created').waitFor({ state: 'detached' });
    // The list names the key by its first characters; the key itself is nowhere on the page any more.
    const table = page.getByTestId('api-keys-table');
    await table.getByText(`${secret.slice(0, 12)}…`).waitFor();
    expect(await page.content()).not.toContain(secret);
    await requestsSettled(page);
    await shot(page, 'api-keys-1280', true);

    const phone = await newPage(demo.browser, MOBILE);
    await countRequests(phone);
    await loginWithStorage(phone, baseUrl, accounts.demo, '/integraciones');
    await phone.getByTestId('integration-group-api').waitFor();
    await requestsSettled(phone);
    await phone.getByTestId('integration-group-api').scrollIntoViewIfNeeded();
    await shot(phone, 'api-keys-390', true);
    await phone.context().close();
    await page.context().close();
  });

  it('an order posted by a channel with that key appears on the board with its badge', async () => {
    expect(secret).toMatch(/^pck_/);
    const page = await newPage(demo.browser, DESKTOP);
    await openBoard(page, baseUrl, accounts.demo);
    const product = await demoProduct();
    const channelId = `E2E-${Date.now()}`;
    const response = await fetch(`${baseUrl}/v2/commerce/${demo.session.id_comercio}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({
        origin: 'rappi',
        id_pedido_canal: channelId,
        cliente: { nombre: 'Cliente de Rappi' },
        productos: [{ id_producto: product.id, presentacion: product.presentacion, cantidad: 2, precio_unitario: product.precio + 5 }],
        totales: { subtotal: (product.precio + 5) * 2, costo_envio: 19, total: (product.precio + 5) * 2 + 19 },
        repartidor: { nombre: 'Luis Repartidor', telefono: '5512345678' },
      }),
    });
    expect(response.status).toBe(201);
    const placed = (await response.json()) as ChannelOrderReply;
    expect(placed.canal.con_diferencias).toBe(true);
    await page.getByTestId('board-search').fill(placed.pedido.folio);
    await page.getByTestId('board-column-new').locator(cardSelector(placed.pedido.id)).waitFor();
    const badge = card(page, placed.pedido.id).getByTestId('card-channel');
    await badge.waitFor();
    expect([await badge.innerText(), await badge.getAttribute('data-channel')]).toEqual(['Rappi', 'rappi']);
    // The channel charged more than this menu: the card says so, with both subtotals.
    const flag = `Precio del canal distinto al menú: ${formatMoney(placed.canal.subtotal_canal)} vs ${formatMoney(placed.canal.subtotal_menu)}`;
    expect(await card(page, placed.pedido.id).getByTestId('card-price-difference').innerText()).toBe(flag);
    await requestsSettled(page);
    await shot(page, 'board-channel-badge-1280');

    // The detail repeats it and shows both prices on the line.
    await card(page, placed.pedido.id).getByText('Cliente de Rappi').click();
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('detail-price-difference').innerText()).toContain(flag);
    const linePrices = await detail.getByTestId('line-channel-price').innerText();
    expect(linePrices).toContain(`Canal ${formatMoney(placed.canal.diferencias[0]!.precio_canal)}`);
    expect(linePrices).toContain(`Menú ${formatMoney(placed.canal.diferencias[0]!.precio_menu)}`);
    await shot(page, 'order-detail-channel-1280');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // The dense board: the badge and the flag (an icon named by the sentence) on the row.
    await page.getByTestId('board-view').getByText('Lista').click();
    await expect.poll(() => page.getByTestId('board').getAttribute('data-view')).toBe('dense');
    const row = card(page, placed.pedido.id);
    expect(await row.getByTestId('card-channel').innerText()).toBe('Rappi');
    expect(await row.getByTestId('card-price-difference').getAttribute('aria-label')).toBe(flag);
    await shot(page, 'board-dense-channel-1280');
    await page.context().close();

    const phone = await newPage(demo.browser, MOBILE);
    await openBoard(phone, baseUrl, accounts.demo);
    await phone.getByTestId('board-search').fill(placed.pedido.folio);
    await card(phone, placed.pedido.id).getByTestId('card-price-difference').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'board-channel-390');
    await phone.getByTestId('board-view').getByText('Lista').click();
    await card(phone, placed.pedido.id).getByTestId('card-channel').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'board-dense-channel-390');
    await card(phone, placed.pedido.id).click();
    await phone.getByTestId('order-detail').getByTestId('line-channel-price').waitFor();
    await shot(phone, 'order-detail-channel-390', true);
    await phone.context().close();
  });

  it('/api/docs is a readable page of the published API', async () => {
    const page = await newPage(demo.browser, DESKTOP);
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByText('Panel Comercio API').first().waitFor();
    await page.getByText('/v2/commerce/{commerceId}/orders').first().waitFor();
    await shot(page, 'api-docs-1280');
    await page.context().close();
  });
});
