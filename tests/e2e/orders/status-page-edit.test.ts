// The customer's status page after the commerce edits the order (docs/orders.md «Editar pedido»), in real
// Chromium against the real server: the page lists the order's lines and, when an edit adds one, shows the
// new line and total without a reload (the stream re-reads on the edit's event). Screenshot at 390 px.
import { describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import type { OrderEditResult } from '@shared/orders/edit';
import { MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { placePublicOrder, setStatusThroughApi } from './support';

const baseUrl = inject('baseUrl');
const demo = useBrowserAndDemoSession();

interface OrderOptions {
  productos: { id: string; presentaciones: { nombre: string }[]; extras: { minimo: number; obligatorio: boolean }[] }[];
}

describe('customer status page after an edit', () => {
  it('lists the lines and shows the added line and the new total live', { timeout: 90_000 }, async () => {
    const placed = await placePublicOrder(baseUrl, demo.session.id_path, 'delivery', 'Inés Editada');
    expect(await setStatusThroughApi(baseUrl, demo.session, placed.pedido.id, 'accepted')).toBe(200);
    const customer = await newPage(demo.browser, MOBILE);
    await customer.goto(`${baseUrl}/m/${demo.session.id_path}/pedido/${placed.pedido.id}`);
    const lines = customer.getByTestId('order-status-lines').locator('li');
    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(1);
    expect(await lines.first().textContent()).toContain(placed.productos[0]!.nombre);

    const options = (await (await fetch(`${baseUrl}/v1/public/comercio/${demo.session.id_path}/pedido/opciones`)).json()) as OrderOptions;
    const other = options.productos.find((p) => p.id !== placed.productos[0]!.id_producto && p.extras.every((g) => !g.obligatorio && g.minimo === 0))!;
    const kept = placed.productos.map((line) => ({ id_linea: line.id, id_producto: line.id_producto, cantidad: line.cantidad, presentacion: line.presentacion, extras: [] }));
    const response = await fetch(`${baseUrl}/v1/pedido/${placed.pedido.id}/edicion`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', id_comercio: demo.session.id_comercio, authorization: `Bearer ${demo.session.token}` },
      body: JSON.stringify({ version: 1, productos: [...kept, { id_producto: other.id, presentacion: other.presentaciones[0]?.nombre ?? null, cantidad: 1, extras: [] }] }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const edited = (await response.json()) as OrderEditResult;

    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(2);
    expect(await lines.nth(1).textContent()).toContain(`1× ${edited.productos[1]!.nombre}`);
    await expect.poll(() => customer.getByTestId('order-status').locator('p').first().textContent()).toContain(formatMoney(edited.pedido.total));
    await shot(customer, 'estatus-pedido-editado-390');
    await customer.context().close();
  });
});
