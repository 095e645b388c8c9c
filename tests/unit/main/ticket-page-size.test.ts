// The page size Electron is asked for, measured on the real ticket HTML in the project's headless
// Chromium. The window is 800 × 600, Electron's default for a BrowserWindow: a short ticket must still
// get a page as tall as the ticket (not the viewport), a long one a single page, at 58 and 80 mm, and
// Chromium printing that page size must give one page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { defaultPrinterSettings, type PaperWidthMm } from '@shared/printing';
import { PRINT } from '@shared/constants';
import { PRINTABLE_WIDTH_MICRONS, TICKET_MEASURE_SCRIPT, printWindowSize, ticketPageSize, withPrintCsp } from '../../../main/electron-print';
import { renderTicketHtml } from '../../../main/services/printing/encoders/html';
import { buildTicket } from '../../../main/services/printing/ticket/build-ticket';
import { launchTestChromium } from '../../../testkit/chromium';
import { readPdf } from '../../support/pdf';
import { commerce, orderDetail } from '../../support/sample-order';

const MICRONS_PER_PX = 25_400 / 96;
const FEED_MICRONS = 4_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchTestChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function ticketHtml(paperWidthMm: PaperWidthMm, lines: number): Promise<string> {
  const detail = orderDetail();
  const [line] = detail.productos;
  detail.productos = Array.from({ length: lines }, (_, index) => ({ ...line!, id: `l${index}`, nombre: `Tacos al pastor ${index + 1}`, instrucciones: null, extras: [] }));
  const settings = { ...defaultPrinterSettings('Printer1'), paperWidthMm };
  return withPrintCsp(await renderTicketHtml(buildTicket(detail, commerce, settings, { kitchen: false })));
}

async function openIn(viewport: { width: number; height: number }, html: string): Promise<Page> {
  // executeJavaScript runs outside the page's CSP (it forbids every script of the page itself).
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await page.setContent(html);
  return page;
}

describe('ticket page size measured from the ticket element in Chromium', { timeout: 60_000 }, () => {
  for (const paperWidthMm of [58, 80] as const) {
    for (const lines of [1, 15]) {
      it(`${paperWidthMm} mm, ${lines} line(s): the page is the ticket's rendered height, and prints as one page`, async () => {
        const html = await ticketHtml(paperWidthMm, lines);
        const page = await openIn({ width: 800, height: 600 }, html);
        const measured = (await page.evaluate(TICKET_MEASURE_SCRIPT)) as { width: number; height: number };
        const ticket = await page.$eval('.ticket', (element) => {
          const box = element.getBoundingClientRect();
          return { width: box.width, bottom: box.bottom };
        });
        const rootHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.context().close();

        const pageSize = ticketPageSize(paperWidthMm, measured);
        const scale = Math.min(1, PRINTABLE_WIDTH_MICRONS[paperWidthMm] / (ticket.width * MICRONS_PER_PX));
        const printedTicket = ticket.bottom * MICRONS_PER_PX * scale;
        expect(pageSize.width).toBe(PRINTABLE_WIDTH_MICRONS[paperWidthMm]);
        // The ticket plus the feed, to the pixel (the cap only for a ticket longer than 301 mm).
        const expected = Math.min(PRINT.pageMaxHeightMicrons, printedTicket + FEED_MICRONS);
        expect(pageSize.height).toBeGreaterThanOrEqual(Math.floor(expected) - 1);
        expect(pageSize.height).toBeLessThanOrEqual(Math.ceil(expected + MICRONS_PER_PX * scale) + 1);
        // The root element would have asked for at least the 600 px viewport.
        expect(rootHeight).toBeGreaterThanOrEqual(600);
        // One line: shorter than the viewport; fifteen: taller, still under SPEC's 301 mm cap.
        if (lines === 1) expect(ticket.bottom).toBeLessThan(600);
        else expect(ticket.bottom).toBeGreaterThan(600);
        expect(expected).toBeLessThan(PRINT.pageMaxHeightMicrons);

        // Chromium printing this page size from a window as wide as the page: one page.
        const printPage = await openIn(printWindowSize(paperWidthMm), html);
        const pdf = await printPage.pdf({ width: `${pageSize.width / 1000}mm`, height: `${pageSize.height / 1000}mm`, printBackground: true, margin: { top: '0', right: '0', bottom: '0', left: '0' } });
        await printPage.context().close();
        expect((await readPdf(pdf)).pages).toBe(1);
      });
    }
  }
});
