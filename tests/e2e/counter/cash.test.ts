// Corte de caja in real Chromium at 1280 and 390 px (docs/counter.md): a shift opens with starting cash,
// a cash sale and a cash-out move the expected cash, and it closes with the right expected cash and the
// difference against the counted cash; the closed shift is listed with print and export.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CashShift } from '@shared/counter';
import { formatMoney } from '@shared/money';
import { DESKTOP, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { settle } from '../support/shots';
import { privateHeaders, shot } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

async function currentShift(): Promise<CashShift | null> {
  const response = await fetch(`${baseUrl}/v1/caja/turno-actual`, { headers: privateHeaders(demo.session) });
  return ((await response.json()) as { turno: CashShift | null }).turno;
}

/** A cash phone order (born accepted, so it is a sale). */
async function cashSale(): Promise<number> {
  const options = (await (await fetch(`${baseUrl}/v1/public/comercio/${demo.session.id_path}/pedido/opciones`)).json()) as {
    productos: { id: string; presentaciones: { nombre: string }[]; extras: { minimo: number; obligatorio: boolean }[] }[];
  };
  const product = options.productos.find((p) => p.extras.every((g) => !g.obligatorio && g.minimo === 0)) ?? options.productos[0]!;
  const response = await fetch(`${baseUrl}/v1/pedidos/telefonico`, {
    method: 'POST',
    headers: privateHeaders(demo.session),
    body: JSON.stringify({ metodo_entrega: 'takeAway', nombre: 'Venta de caja', numero_celular: '9931112200', metodo_pago: 'efectivo', productos: [{ id_producto: product.id, presentacion: product.presentaciones[0]?.nombre ?? null, cantidad: 2, extras: [] }] }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { pedido: { total: number } }).pedido.total;
}

async function openCash(page: Page): Promise<void> {
  await loginWithStorage(page, baseUrl, accounts.demo, '/caja');
  await page.getByTestId('screen-cash').waitFor();
}

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('corte de caja a %s px', (width, viewport) => {
  it('opens a shift, takes a cash sale and a cash-out, and closes with the right expected cash', async () => {
    const page = await newPage(demo.browser, viewport);
    await openCash(page);
    await page.getByLabel('Fondo inicial (efectivo en caja)').fill('500');
    await page.getByTestId('open-shift').click();
    await page.getByTestId('open-shift-card').waitFor();

    const total = await cashSale();
    await page.getByTestId('cash-out').click();
    await page.getByLabel('Monto').fill('30');
    await page.getByTestId('movement-reason').fill('Compra de hielo');
    await page.getByTestId('movement-save').click();
    await page.getByText('Compra de hielo').waitFor();
    await page.reload();
    await page.getByTestId('open-shift-card').waitFor();
    await shot(page, `cash-open-${width}`);

    // Other tests sell in the same demo commerce meanwhile: check the rule on the server's figures.
    const live = (await currentShift())!;
    expect(live.resumen.ventas_por_metodo.efectivo).toBeGreaterThanOrEqual(total);
    expect(live.resumen.salidas).toBe(30);
    expect(live.resumen.efectivo_esperado).toBeCloseTo(500 + live.resumen.ventas_por_metodo.efectivo + live.resumen.entradas - 30, 2);

    await page.getByTestId('close-shift').click();
    const expectedText = await page.getByTestId('expected-cash').textContent();
    await page.getByLabel('Efectivo contado').fill('500');
    await page.getByTestId('cash-difference').waitFor();
    await shot(page, `cash-close-${width}`);
    await page.getByTestId('close-shift-confirm').click();
    await page.getByTestId('opening-cash').waitFor();
    const past = (await (await fetch(`${baseUrl}/v1/caja/turnos`, { headers: privateHeaders(demo.session) })).json()) as { rows: CashShift[] };
    const closed = past.rows[0]!;
    expect(closed.id).toBe(live.id);
    expect(closed.efectivo_contado).toBe(500);
    expect(closed.diferencia).toBeCloseTo(500 - closed.efectivo_esperado!, 2);
    expect(closed.efectivo_esperado).toBeGreaterThanOrEqual(500 + total - 30);
    expect(expectedText).toBe(formatMoney(live.resumen.efectivo_esperado === closed.efectivo_esperado ? closed.efectivo_esperado! : live.resumen.efectivo_esperado));

    await page.getByTestId('past-shifts').locator('.ant-collapse-header').first().click();
    await page.getByTestId('export-shift').first().waitFor();
    // The panel has finished expanding: a click sent while the button still moves can miss it (no download).
    await settle(page);
    const download = page.waitForEvent('download');
    await page.getByTestId('export-shift').first().click();
    expect((await download).suggestedFilename()).toMatch(/^corte-de-caja-\d{4}-\d{2}-\d{2}\.csv$/);
    // No desktop side here (no agent paired): printing falls back to the system dialog on a 58 mm page.
    await page.getByTestId('past-shifts').getByTestId('print-shift').first().click();
    const frame = page.getByTestId('shift-print-frame');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.evaluate((el) => (el as HTMLIFrameElement).contentDocument?.body.textContent ?? '')).toContain('CORTE DE CAJA');
    await shot(page, `cash-past-${width}`);
    await page.context().close();
  });
});
