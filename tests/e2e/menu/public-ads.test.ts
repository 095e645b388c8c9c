// Ads scheduled in the panel (Anuncios) show on the public menu while their dates include today, in the
// commerce's time zone; an expired ad does not.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Ad } from '@shared/types/menu';
import { MOBILE, apiLogin, launchBrowser, newPage } from '../support/browser';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
let headers: Record<string, string>;
let idPath = '';
// Unique titles: other tests create ads in the same demo commerce.
const RUN = Math.random().toString(36).slice(2, 8);
const ON_SHOW = `Promo del día ${RUN}`;
const EXPIRED = `Promo vencida ${RUN}`;
const created: string[] = [];

/** 'YYYY-MM-DD' of today plus `days`, as a calendar day in Mexico City. */
function mexicoDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() + days * 86_400_000));
}

async function createAd(body: Record<string, unknown>): Promise<Ad> {
  const response = await fetch(`${baseUrl}/v1/anuncios`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  const ad = (await response.json()) as Ad;
  created.push(ad.id);
  return ad;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await apiLogin(baseUrl, accounts.demo);
  headers = { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio };
  idPath = session.id_path;
});
afterAll(async () => {
  for (const id of created) await fetch(`${baseUrl}/v1/anuncios/${id}`, { method: 'DELETE', headers });
  await browser?.close();
});

it('shows the ads on show now on the public menu at 390 px, and not an expired one', async () => {
  await createAd({ titulo: ON_SHOW, texto: 'Solo hoy, en todas las órdenes.', enlace: 'https://ejemplo.mx/promo', fecha_inicio: mexicoDay(-1), fecha_fin: mexicoDay(1), activo: true });
  await createAd({ titulo: EXPIRED, texto: 'Ya terminó.', fecha_inicio: mexicoDay(-10), fecha_fin: mexicoDay(-3), activo: true });
  const page = await newPage(browser, MOBILE);
  await page.goto(`${baseUrl}/m/${idPath}`);
  const strip = page.getByTestId('public-ads');
  await strip.getByRole('heading', { name: ON_SHOW }).waitFor();
  const card = strip.getByRole('article').filter({ hasText: ON_SHOW });
  expect(await card.getByText('Solo hoy, en todas las órdenes.').isVisible()).toBe(true);
  expect(await card.getByRole('link', { name: 'Ver más' }).getAttribute('href')).toBe('https://ejemplo.mx/promo');
  expect(await strip.getByText(EXPIRED).count()).toBe(0);
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/public-menu-ads-390.png` });
  await page.context().close();
});
