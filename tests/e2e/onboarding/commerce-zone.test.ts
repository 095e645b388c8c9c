// The commerce's time zone is chosen in Datos del comercio from GET /v1/public/timezone (issue #19 item 9)
// and saved with the commerce, at 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseSelectOption, DESKTOP, expectScreen, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { onboardedOwner } from './new-owner';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { name: '1280', viewport: DESKTOP },
  { name: '390', viewport: MOBILE },
])('time zone at $name px', ({ name, viewport }) => {
  it('picks the zone from the list and saves it with the commerce', async () => {
    const owner = await onboardedOwner(baseUrl, `zona-${name}`);
    const page = await newPage(browser, viewport);
    await loginWithStorage(page, baseUrl, owner, '/datos-del-comercio');
    await expectScreen(page, 'commerce-data', '/datos-del-comercio');
    await page.getByLabel('Zona horaria').click();
    await page.getByLabel('Zona horaria').fill('Tijuana');
    await chooseSelectOption(page, 'Tiempo del Noroeste (Tijuana)');
    await page.getByTestId('commerce-time-zone').scrollIntoViewIfNeeded();
    await shot(page, `datos-comercio-zona-${name}`);
    await page.getByTestId('commerce-data-save').click();
    await expect.poll(async () => ((await (await fetch(`${baseUrl}/v1/comercio`, { headers: owner.headers })).json()) as { zona_horaria: string }).zona_horaria).toBe('America/Tijuana');

    await page.context().close();
  });
});
