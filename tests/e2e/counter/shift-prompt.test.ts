// "Abrir turno" asked on the board (docs/counter.md, "Corte de caja") in real Chromium at 1280 and 390 px:
// with sales in process and no cash shift open, the board warns that they fall in no cash close and leads
// to /caja; once a shift is open the warning is gone.
import { describe, expect, inject, it } from 'vitest';
import type { CashShift } from '@shared/counter';
import { DESKTOP, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { openBoard, placePhoneOrder } from '../orders/support';
import { privateHeaders, shot } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

/** Closes the shift another test may have left open. */
async function closeOpenShift(): Promise<void> {
  const response = await fetch(`${baseUrl}/v1/caja/turno-actual`, { headers: privateHeaders(demo.session) });
  const { turno } = (await response.json()) as { turno: CashShift | null };
  if (turno) await fetch(`${baseUrl}/v1/caja/turnos/${turno.id}/cerrar`, { method: 'POST', headers: privateHeaders(demo.session), body: JSON.stringify({ efectivo_contado: 0 }) });
}

describe('turno sin abrir', () => {
  it('the board asks to open the shift while sales arrive with none open, and stops once one is open', async () => {
    await closeOpenShift();
    await placePhoneOrder(baseUrl, demo.session, 'takeAway', 'Cliente Sin Turno');
    const phone = await newPage(demo.browser, MOBILE);
    await openBoard(phone, baseUrl, accounts.demo);
    await phone.getByTestId('shift-prompt').waitFor();
    await shot(phone, 'shift-prompt-390');
    await phone.close();

    const page = await newPage(demo.browser, DESKTOP);
    await openBoard(page, baseUrl, accounts.demo);
    const prompt = page.getByTestId('shift-prompt');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('No hay un turno de caja abierto');
    await shot(page, 'shift-prompt-1280');
    await page.getByTestId('shift-prompt-open').click();
    await page.waitForURL((url) => url.pathname === '/caja');
    await page.getByTestId('opening-cash').fill('500');
    await page.getByTestId('open-shift').click();
    await page.getByTestId('open-shift-card').waitFor();
    await page.goBack();
    await page.getByTestId('screen-orders').waitFor();
    await expect.poll(() => page.getByTestId('shift-prompt').count()).toBe(0);
    await page.close();
  });
});
