// Steps on the public menu page that several e2e files take.
import type { Page } from 'playwright-core';

/** Adds the first product that needs no choice to the cart and opens the checkout (of a table's menu with `tableUuid`). */
export async function checkoutWithOneProduct(page: Page, baseUrl: string, idPath: string, tableUuid?: string): Promise<void> {
  await page.goto(`${baseUrl}/m/${idPath}${tableUuid ? `/mesa/${tableUuid}` : ''}`);
  await page.getByTestId('public-menu').waitFor();
  const products = page.getByTestId('public-product');
  for (let i = 0; i < 10; i++) {
    await products.nth(i).click();
    await page.getByTestId('product-sheet').waitFor();
    if (!(await page.getByTestId('add-to-cart').isDisabled())) break;
    await page.keyboard.press('Escape');
    await page.getByTestId('product-sheet').waitFor({ state: 'hidden' });
  }
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('open-cart').click();
  await page.getByTestId('go-checkout').click();
  await page.getByTestId('public-checkout').waitFor();
}
