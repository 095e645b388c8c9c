// The menu page tests' app: a real server on PGlite with the page's source template as its built page, a
// PUBLIC_URL (share tags need absolute URLs) and helpers to read the rendered page as a browser would parse it.
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { PAGE_DATA_ELEMENT_ID, type MenuPageData } from '@shared/public-menu/page-data';
import { createTestApp, type TestApp } from '../../../testkit/test-app';

export const PUBLIC_URL = 'https://menu.ejemplo.mx';
export const ALWAYS_OPEN = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: '00:00', horario_cierre: '24:00' }));

export async function createMenuPageApp(): Promise<TestApp> {
  const staticDir = await mkdtemp(join(tmpdir(), 'menu-page-'));
  await copyFile(join(import.meta.dirname, '../../../renderer/menu.html'), join(staticDir, 'menu.html'));
  return createTestApp({ config: { staticDir, publicUrl: PUBLIC_URL } });
}

export interface RenderedPage {
  status: number;
  html: string;
  document: Document;
  data: MenuPageData | null;
  meta(key: string): string | null;
  jsonLd(): Record<string, unknown>;
}

export async function loadPage(testApp: TestApp, path: string): Promise<RenderedPage> {
  const response = await testApp.app.inject({ method: 'GET', url: path });
  const { document } = new JSDOM(response.body).window;
  const dataText = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return {
    status: response.statusCode,
    html: response.body,
    document,
    data: dataText ? (JSON.parse(dataText) as MenuPageData) : null,
    meta: (key) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null,
    jsonLd: () => JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown>,
  };
}

/** Product cards as a customer reads them: name, description and price line. */
export function productCards(document: Document): { name: string; description: string | null; price: string }[] {
  return [...document.querySelectorAll('[data-testid="public-product"]')].map((card) => ({
    name: card.querySelector('.pm-product-name')?.textContent ?? '',
    description: card.querySelector('.pm-product-desc')?.textContent ?? null,
    price: card.querySelector('.pm-product-price')?.textContent ?? '',
  }));
}
