// An outside channel's order end to end in Chromium (docs/api.md): the panel paired with the print agent and
// Printer1 at the printer emulator printing on arrival; an order posted with the commerce's API key, as Uber
// Eats posts it, appears on the board with the channel's badge and the price-difference flag, rings, and its
// ticket prints exactly once naming the channel and its order id.
import { describe, expect, inject, it } from 'vitest';
import type { ChannelOrderReply, CreatedApiKey } from '@shared/types/api-keys';
import type { Page } from 'playwright-core';
import { apiLogin, DESKTOP, loginWithStorage, newPage } from '../support/browser';
import { attribute, card, cardSelector, waitLive } from '../orders/support';
import { flatText, sleep, ticketsByFolio, useBrowserAndPrintingRig, waitForFolios } from './harness';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const printing = useBrowserAndPrintingRig();

/** An orderable product of the demo menu: one without required extras (the order options' own rule). */
async function demoProduct(idPath: string): Promise<{ id: string; presentacion: string | null; precio: number }> {
  const response = await fetch(`${baseUrl}/v1/public/comercio/${idPath}/pedido/opciones`);
  const options = (await response.json()) as { productos: { id: string; precio: number; presentaciones: { nombre: string; precio: number }[]; extras: { minimo: number; obligatorio: boolean }[] }[] };
  const product = options.productos.find((p) => p.extras.every((group) => !group.obligatorio && group.minimo === 0)) ?? options.productos[0]!;
  const presentation = product.presentaciones[0] ?? null;
  return { id: product.id, presentacion: presentation?.nombre ?? null, precio: presentation?.precio ?? product.precio };
}

/** Counts the sounds the page plays (each ring starts oscillators), as failure-banner.test.ts does. */
async function countSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { __sounds: number };
    counter.__sounds = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counter.__sounds += 1;
      return original.call(this);
    };
  });
}
const sounds = (page: Page) => page.evaluate(() => (window as unknown as { __sounds: number }).__sounds);

describe('pedido de otro canal con el agente de impresión', () => {
  it('aparece con su distintivo, suena e imprime una sola vez con el canal en el ticket', async () => {
    const { rig, browser } = printing;
    // Printer1: the emulator, printing every order on arrival (the settings screen's own path is auto-print.test.ts).
    const settings = await rig.printing().getSettings();
    await rig.printing().saveSettings({ ...settings, Printer1: { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: rig.emulator.port }, autoPrint: 'onOrderReceived' } });

    const session = await apiLogin(baseUrl, accounts.demo);
    const created = await fetch(`${baseUrl}/v1/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio },
      body: JSON.stringify({ nombre: `Uber Eats impresión ${Date.now()}`, scopes: ['orders:write'] }),
    });
    expect(created.status).toBe(201);
    const key = ((await created.json()) as CreatedApiKey).secreto;

    const page = await newPage(browser, DESKTOP);
    await countSounds(page);
    await loginWithStorage(page, baseUrl, accounts.demo, `/control-pedidos${rig.agent().pairingFragment}`);
    await page.getByTestId('screen-orders').waitFor();
    await waitLive(page);
    await expect.poll(async () => (await rig.printing().getAutoPrintState()).connected, { timeout: 20_000 }).toBe(true);
    // The first click unlocks sound in a browser tab, as a cashier's first click does.
    await page.getByTestId('board-search').click();
    const soundsBefore = await sounds(page);

    const product = await demoProduct(session.id_path);
    const channelId = `UE-PRINT-${Date.now()}`;
    const posted = await fetch(`${baseUrl}/v2/commerce/${session.id_comercio}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        origin: 'uber_eats',
        id_pedido_canal: channelId,
        cliente: { nombre: 'Cliente de Uber Eats' },
        productos: [{ id_producto: product.id, presentacion: product.presentacion, cantidad: 1, precio_unitario: product.precio + 10 }],
        totales: { subtotal: product.precio + 10, total: product.precio + 10 },
      }),
    });
    expect(posted.status).toBe(201);
    const order = (await posted.json()) as ChannelOrderReply;

    // On the board, without a reload: the channel's badge, the price flag, and it rings.
    await page.getByTestId('board-column-new').locator(cardSelector(order.pedido.id)).waitFor({ timeout: 20_000 });
    const badge = card(page, order.pedido.id).getByTestId('card-channel');
    expect([await badge.innerText(), await badge.getAttribute('data-channel')]).toEqual(['Uber Eats', 'uber_eats']);
    await card(page, order.pedido.id).getByTestId('card-price-difference').waitFor();
    await attribute(page, '[data-testid="order-alarm"]', 'data-alarm', 'ringing');
    expect(await card(page, order.pedido.id).getAttribute('data-new')).toBe('true');
    await expect.poll(() => sounds(page)).toBeGreaterThan(soundsBefore);

    // Printed once, naming the channel and its order id (the order's comment, on every ticket).
    await waitForFolios(rig.emulator, [order.pedido.folio], 60_000);
    await rig.printing().whenIdle();
    await sleep(2_000);
    const tickets = ticketsByFolio(rig.emulator.jobs()).get(order.pedido.folio) ?? [];
    expect(tickets).toHaveLength(1);
    const text = flatText(tickets[0]!);
    expect(text).toContain(`Uber Eats · pedido ${channelId}`);
    expect(text).toContain('Cliente: Cliente de Uber Eats');
    await page.context().close();
  });
});
