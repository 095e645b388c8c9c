// Finding an order in the history (docs/board.md, "Finding an order") in real Chromium: the search ignores
// accents and case on the server («alvarez» finds «Álvarez»), and the date range takes days typed as
// dd/mm/aaaa, as every other date of the panel shows them.
import { describe, expect, inject, it } from 'vitest';
import { localDay } from '@shared/dates';
import { DESKTOP, loginWithStorage, newPage, useBrowserAndDemoSession } from '../support/browser';
import { placePhoneOrder } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

describe('buscar en el historial', () => {
  it('finds «Álvarez» typing «alvarez» and filters by a range typed as dd/mm/aaaa', async () => {
    const tag = `${Date.now() % 100_000}`;
    const order = (await placePhoneOrder(baseUrl, demo.session, 'takeAway', `Rosa Álvarez ${tag}`)).pedido;
    const page = await newPage(demo.browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/historial-pedidos');
    await page.getByTestId('screen-order-history').waitFor();

    const searched = page.waitForResponse((response) => response.url().includes('/v1/pedidos/historial') && response.url().includes('q=alvarez'));
    await page.getByTestId('history-search').locator('input').fill(`alvarez ${tag}`);
    await page.getByTestId('history-search').locator('input').press('Enter');
    await searched;
    await expect.poll(() => page.getByTestId('history-table').locator('tbody tr').filter({ hasText: order.folio }).count()).toBe(1);

    const [year, month, day] = localDay(new Date(), 'America/Mexico_City').split('-');
    const typed = `${day}/${month}/${year}`;
    const ranged = page.waitForRequest((request) => request.url().includes('/v1/pedidos/historial') && request.url().includes('desde='));
    await page.getByPlaceholder('Desde dd/mm/aaaa').fill(typed);
    await page.getByPlaceholder('Desde dd/mm/aaaa').press('Enter');
    await page.getByPlaceholder('Hasta dd/mm/aaaa').fill(typed);
    await page.getByPlaceholder('Hasta dd/mm/aaaa').press('Enter');
    const query = new URL((await ranged).url()).searchParams;
    expect([query.get('desde'), query.get('hasta')]).toEqual([`${year}-${month}-${day}`, `${year}-${month}-${day}`]);
    await page.close();
  });
});
