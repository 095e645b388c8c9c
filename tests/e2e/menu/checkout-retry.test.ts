// One order per customer intent in real Chromium (docs/data-safety.md): the answer of the order is lost after
// the server took it (the request reaches the server, the connection is then reset), the page sends it again
// with the same Idempotency-Key and the customer sees the confirmation once, with the folio of the one order
// stored. When every try is lost the page offers «Reintentar» instead of a failure, and that retry too lands
// on the same order. Screenshots at 390 and 1280 px when E2E_SHOTS_DIR is set.
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { checkoutWithOneProduct } from '../support/public-menu';

const baseUrl = inject('baseUrl');
const context = useBrowserAndDemoSession();

/** At the checkout with one product, picking up, paying cash, as customer `name`. */
async function readyToOrder(page: Page, idPath: string, name: string): Promise<void> {
  await checkoutWithOneProduct(page, baseUrl, idPath);
  await page.getByText('Pasar a recoger', { exact: true }).click();
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Número celular').fill('9931117788');
  await page.getByLabel('Efectivo').check();
}

/** The folios of the orders stored under this customer name (the owner's history search). */
async function storedFolios(name: string): Promise<string[]> {
  const owner = context.session;
  const response = await fetch(`${baseUrl}/v1/pedidos/historial?q=${encodeURIComponent(name)}&pageSize=20`, {
    headers: { authorization: `Bearer ${owner.token}`, id_comercio: owner.id_comercio },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: { folio: string }[] }).rows.map((row) => row.folio);
}

interface Sent {
  keys: string[];
}

/**
 * Routes the order POSTs: the first `reachServer` of the first `lose` tries reach the server and lose their
 * answer (connection reset after it answered); the other lost ones never leave the page; later ones pass.
 */
async function loseAnswers(page: Page, lose: number, reachServer: number): Promise<Sent> {
  const sent: Sent = { keys: [] };
  await page.route('**/v1/public/comercio/*/pedido', async (route: Route) => {
    const tryNumber = sent.keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (tryNumber > lose) return route.continue();
    if (tryNumber <= reachServer) await route.fetch();
    return route.abort('connectionreset');
  });
  return sent;
}

describe('checkout when the answer is lost', () => {
  it('sends the order again with the same key and shows the confirmation of the one order once', async () => {
    const name = `Cliente Reintento ${Date.now().toString(36)}`;
    const page = await newPage(context.browser, MOBILE);
    await readyToOrder(page, context.session.id_path, name);
    const sent = await loseAnswers(page, 1, 1);
    let errorsShown = 0;
    await page.exposeFunction('checkoutErrorShown', () => (errorsShown += 1));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="checkout-error"]')) (window as unknown as { checkoutErrorShown: () => void }).checkoutErrorShown();
      }).observe(document.body, { childList: true, subtree: true });
    });

    await page.getByTestId('place-order').click();
    await page.getByTestId('order-confirmation').waitFor();
    const folio = await page.getByTestId('order-folio').textContent();
    expect(sent.keys).toHaveLength(2);
    expect(sent.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.keys[1]).toBe(sent.keys[0]);
    expect(errorsShown).toBe(0);
    expect(await page.getByTestId('order-confirmation').count()).toBe(1);
    expect(await storedFolios(name)).toEqual([folio]);
    await page.context().close();
  });

  it('offers «Reintentar» when every try is lost, and the retry lands on the order already taken', async () => {
    for (const [viewport, width] of [
      [MOBILE, 390],
      [DESKTOP, 1280],
    ] as const) {
      const name = `Cliente Sin Senal ${width} ${Date.now().toString(36)}`;
      const page = await newPage(context.browser, viewport);
      await readyToOrder(page, context.session.id_path, name);
      // The first try reaches the server; the page's four retries (1 + 2 + 4 + 8 s apart) never do.
      const sent = await loseAnswers(page, 5, 1);
      await page.getByTestId('place-order').click();
      const banner = page.getByTestId('checkout-error');
      await banner.getByText('No pudimos confirmar tu pedido').waitFor({ timeout: 30_000 });
      expect(sent.keys).toHaveLength(5);
      expect(new Set(sent.keys).size).toBe(1);
      expect(await page.getByTestId('order-confirmation').count()).toBe(0);
      await shot(page, `checkout-retry-${width}`, true);

      // The send button now says «Reintentar», just below the message.
      await page.getByRole('button', { name: 'Reintentar', exact: true }).click();
      await page.getByTestId('order-confirmation').waitFor();
      expect(sent.keys).toHaveLength(6);
      expect(sent.keys[5]).toBe(sent.keys[0]);
      const folio = await page.getByTestId('order-folio').textContent();
      expect(await storedFolios(name)).toEqual([folio]);
      await page.context().close();
    }
  });
});
