// «Ventas sin turno» on /caja in real Chromium (docs/counter.md): a sale that arrived while no shift was open
// shows as «N ventas sin turno»; at 1280 px the cashier opens the shift without them, then «Agregar al turno»
// adds them and the shift's totals grow by them; at 390 px the shift opens with them (the default). The server's
// figures are checked, since other tests sell in the same demo commerce meanwhile.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CashShift, UnassignedSales } from '@shared/counter';
import { DESKTOP, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { placePhoneOrder } from '../orders/support';
import { privateHeaders, shot } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const demo = useBrowserAndDemoSession();

async function cashState(): Promise<{ turno: CashShift | null; sin_turno: UnassignedSales }> {
  const response = await fetch(`${baseUrl}/v1/caja/turno-actual`, { headers: privateHeaders(demo.session) });
  return (await response.json()) as { turno: CashShift | null; sin_turno: UnassignedSales };
}

/** Closes the shift another test may have left open: the sales after this close have no shift. */
async function closeOpenShift(): Promise<void> {
  const { turno } = await cashState();
  if (turno) await fetch(`${baseUrl}/v1/caja/turnos/${turno.id}/cerrar`, { method: 'POST', headers: privateHeaders(demo.session), body: JSON.stringify({ efectivo_contado: 0 }) });
}

async function openCash(page: Page): Promise<void> {
  await loginWithStorage(page, baseUrl, accounts.demo, '/caja');
  await page.getByTestId('screen-cash').waitFor();
}

describe('ventas sin turno', () => {
  it('a 1280 px: abre el turno sin ellas y «Agregar al turno» las suma al corte', async () => {
    await closeOpenShift();
    const sale = await placePhoneOrder(baseUrl, demo.session, 'takeAway', 'Venta Sin Turno');
    const before = (await cashState()).sin_turno;
    expect(before.pedidos).toBeGreaterThanOrEqual(1);
    expect(before.total).toBeGreaterThanOrEqual(sale.pedido.total);

    const page = await newPage(demo.browser, DESKTOP);
    await openCash(page);
    const notice = page.getByTestId('unassigned-sales');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('sin turno');
    await shot(page, 'unassigned-opening-1280');
    await page.getByTestId('opening-cash').fill('300');
    await page.getByTestId('open-with-unassigned').click();
    await page.getByTestId('open-shift').click();
    await page.getByTestId('open-shift-card').waitFor();
    const opened = (await cashState()).turno!;
    expect(opened.ventas_desde).toBeNull();

    await page.getByTestId('add-unassigned').waitFor();
    await shot(page, 'unassigned-open-shift-1280');
    await page.getByTestId('add-unassigned').click();
    await page.getByTestId('shift-sales-from').waitFor();
    await expect.poll(() => page.getByTestId('unassigned-sales').count()).toBe(0);
    const after = await cashState();
    expect(after.turno!.id).toBe(opened.id);
    expect(after.turno!.ventas_desde).toBe(before.desde);
    expect(after.turno!.resumen.ventas_total).toBeGreaterThanOrEqual(opened.resumen.ventas_total + before.total);
    expect(after.sin_turno.pedidos).toBe(0);
    await shot(page, 'unassigned-added-1280');
    await page.close();
  });

  it('a 390 px: abre el turno con ellas', async () => {
    await closeOpenShift();
    const sale = await placePhoneOrder(baseUrl, demo.session, 'takeAway', 'Otra Venta Sin Turno');
    const page = await newPage(demo.browser, MOBILE);
    await openCash(page);
    await page.getByTestId('unassigned-sales').waitFor();
    await shot(page, 'unassigned-opening-390');
    const before = (await cashState()).sin_turno;
    await page.getByTestId('opening-cash').fill('300');
    await page.getByTestId('open-shift').click();
    await page.getByTestId('shift-sales-from').waitFor();
    const { turno, sin_turno } = await cashState();
    expect(turno!.ventas_desde).toBe(before.desde);
    expect(turno!.resumen.ventas_total).toBeGreaterThanOrEqual(sale.pedido.total);
    expect(sin_turno.pedidos).toBe(0);
    await shot(page, 'unassigned-added-390');
    await page.close();
  });
});
