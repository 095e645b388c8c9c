// Chromium helpers for e2e tests: one browser per file, pages with a viewport, login through the UI or by
// seeding the stored session, client-side navigation and screen waits.
import { chromium, type Browser, type Page } from 'playwright-core';
import type { LoginSession } from '@shared/types/account';
import { SESSION_STORAGE_KEY } from '../../../renderer/src/app/session';
import type { E2EAccount } from './accounts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** A page in its own context (own localStorage), Spanish Mexico locale. */
/**
 * A page in its own context. The demo seed has an active announcement that opens over the panel on every
 * fresh session; unless a test is about announcements, the page gets none, so it cannot cover what the
 * test clicks.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { announcements?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  if (!options.announcements) {
    await context.route('**/v2/announcements**', (route) => route.fulfill({ json: { count: 0, results: [] } }));
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** POST /v1/auth/login from Node: the session the panel would store. */
export async function apiLogin(baseUrl: string, account: E2EAccount): Promise<LoginSession> {
  const response = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`Login de ${account.email} falló: ${response.status} ${await response.text()}`);
  return (await response.json()) as LoginSession;
}

/** Logs in without the UI: stores the session before the panel loads, then opens `path`. */
export async function loginWithStorage(page: Page, baseUrl: string, account: E2EAccount, path = '/'): Promise<LoginSession> {
  const session = await apiLogin(baseUrl, account);
  await page.goto(`${baseUrl}/terminos`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, JSON.stringify(session)] as const);
  await page.goto(`${baseUrl}${path}`);
  return session;
}

/** Logs in through the login form (email or username). Resolves once the panel has left /login. */
export async function loginThroughUi(page: Page, baseUrl: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico o usuario').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Client-side navigation (no reload): the router reacts to popstate as on back/forward. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits for the screen with data-testid="screen-<id>" and for the URL to settle on `pathname`. */
// The deadline matches the page's default (15 s): a screen after a full reload (trial activation, login)
// takes longer than a client-side navigation on a loaded 2-core machine; a passing test never waits it out.
export async function expectScreen(page: Page, id: string, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
  await page.getByTestId(`screen-${id}`).first().waitFor({ state: 'visible', timeout });
}

export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Closes dialogs other features open over the panel on arrival (announcements, sound permission). */
export async function dismissDialogs(page: Page): Promise<void> {
  // Announcements arrive shortly after the shell: give them a moment to appear before checking. Bounded:
  // a screen that polls never reaches network idle, and waiting the page's whole timeout for it made
  // every call cost 15 s on such screens under load.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  for (let attempt = 0; attempt < 5; attempt++) {
    const dialog = page.locator('.ant-modal-wrap').filter({ visible: true }).first();
    if (!(await dialog.count())) return;
    const close = dialog.locator('.ant-modal-close, .ant-modal-footer button').first();
    if (await close.count()) await close.click({ timeout: 3_000 }).catch(() => undefined);
    else await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => undefined);
  }
}
