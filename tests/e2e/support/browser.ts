// Chromium helpers for e2e tests: one browser per file, pages with a viewport, login through the UI or by
// seeding the stored session, client-side navigation and screen waits.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import { SESSION_STORAGE_KEY } from '../../../renderer/src/app/session';
import type { E2EAccount } from './accounts';
import { launchTestChromium } from '../../../testkit/chromium';
import { markAnnouncementsSeen } from '../../../testkit/announcements';
import { settle } from './shots';
import { watchContext } from './traces';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export function launchBrowser(): Promise<Browser> {
  return launchTestChromium();
}

/** Pages that get the real announcements (one may open over the panel on arrival). */
const withAnnouncements = new WeakSet<Page>();

/**
 * A page in its own context (own localStorage), Spanish Mexico locale. The demo seed has an active
 * announcement that opens over the panel on every fresh session; unless a test is about announcements, the
 * page has it marked as seen (testkit/announcements.ts, no request route), so it cannot cover what
 * the test clicks.
 *
 * The page asks for reduced motion, as a user can in the operating system, so dialogs, menus and lists
 * appear without antd's zoom and slide (PanelTheme). A click sent while one of them still moved landed
 * elsewhere (menus, selects, dialogs; see chooseMenuItem and chooseSelectOption), and every animated
 * frame is CPU that the two cores lack. `motion: true` keeps the animations, for the tests of those
 * helpers' cases and of reduced motion itself.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { announcements?: boolean; motion?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-MX', timezoneId: 'America/Mexico_City', reducedMotion: options.motion ? 'no-preference' : 'reduce' });
  await watchContext(context);
  if (!options.announcements) {
    await markAnnouncementsSeen(context, inject('announcementIds'));
  }
  const page = await context.newPage();
  if (options.announcements) withAnnouncements.add(page);
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

/**
 * What most e2e files start with: one browser for the file and the demo account's session from the API,
 * opened before the file's tests and closed after them. Call it at the top of the file; read `browser` and
 * `session` inside the tests.
 */
export function useBrowserAndDemoSession(): { readonly browser: Browser; readonly session: LoginSession } {
  let browser: Browser | undefined;
  let session: LoginSession | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    session = await apiLogin(inject('baseUrl'), inject('accounts').demo);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useBrowserAndDemoSession: se lee dentro de las pruebas, después de beforeAll');
    return value;
  };
  return {
    get browser() {
      return opened(browser);
    },
    get session() {
      return opened(session);
    },
  };
}

let sessionSeeds = 0;

/**
 * Logs in without the UI: the session is in localStorage before the panel's first script runs, and `path`
 * is the one page load. (It used to open /terminos first to write the session: a second full load of the
 * panel per login, about a CPU-second each on this machine.) The init script writes the session on the
 * next load only, so a logout followed by a reload stays logged out; a later call on the same page wins.
 */
export async function loginWithStorage(page: Page, baseUrl: string, account: E2EAccount, path = '/'): Promise<LoginSession> {
  const session = await apiLogin(baseUrl, account);
  sessionSeeds += 1;
  await page.addInitScript(
    ([origin, key, value, seed]) => {
      if (window.location.origin !== origin || window !== window.top) return;
      if (Number(sessionStorage.getItem('e2e.sessionSeed') ?? '0') >= seed) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e.sessionSeed', String(seed));
    },
    [new URL(baseUrl).origin, SESSION_STORAGE_KEY, JSON.stringify(session), sessionSeeds] as const,
  );
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

/**
 * Closes any dialog open over the panel. With announcements stubbed (newPage's default) no feature opens
 * one on arrival, so there is nothing to wait for: this only closes what is already on screen. (It used to
 * wait up to 3 s for network idle first, which screens that poll never reach.)
 */
export async function dismissDialogs(page: Page): Promise<void> {
  if (withAnnouncements.has(page)) throw new Error('dismissDialogs: esta página recibe anuncios reales; la prueba debe cerrar el anuncio ella misma');
  for (let attempt = 0; attempt < 5; attempt++) {
    const dialog = page.locator('.ant-modal-wrap').filter({ visible: true }).first();
    if (!(await dialog.count())) return;
    const close = dialog.locator('.ant-modal-close, .ant-modal-footer button').first();
    if (await close.count()) await close.click({ timeout: 3_000 }).catch(() => undefined);
    else await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => undefined);
  }
}

/**
 * Counts the page's fetch() calls in flight (the panel's API client uses fetch). Call before the page
 * loads; then `requestsSettled` waits on the page's own count instead of on network idle, which screens
 * with a live socket or a poll may never reach.
 */
export async function countRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { inFlight: 0 };
    (window as unknown as { __e2eRequests: typeof state }).__e2eRequests = state;
    const nativeFetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      state.inFlight += 1;
      return nativeFetch(...args).finally(() => {
        state.inFlight -= 1;
      });
    };
  });
}

/**
 * Resolves once the page has had no fetch() in flight for two animation frames in a row: a response that
 * makes the screen ask for the next thing (a detail after its list) has started that request by then.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const call = Math.random();
  await page.waitForFunction(
    (token) => {
      const state = (window as unknown as { __e2eRequests?: { inFlight: number; token?: number; quietFrames?: number } }).__e2eRequests;
      if (!state) throw new Error('requestsSettled: la página no cuenta sus peticiones (countRequests antes de cargarla)');
      if (state.token !== token) Object.assign(state, { token, quietFrames: 0 });
      state.quietFrames = state.inFlight === 0 ? (state.quietFrames ?? 0) + 1 : 0;
      return state.quietFrames >= 2;
    },
    call,
    { polling: 'raf' },
  );
}

/**
 * Clicks the item `name` of the open dropdown menu once the menu has finished opening, as a user does,
 * and without scrolling when the item is already on screen. Clicked while the menu still slid in, the
 * item was "not stable" for Playwright's first tries on a loaded machine, and its fourth try scrolls the
 * item to the top of the page first (scrollIntoView, block 'start'). A menu whose button sits in the
 * sticky header does not move with the page: antd re-anchored it to its button on that scroll, between
 * the mousedown and the mouseup, so the mouseup landed on the header, the click went to <body> and
 * reached no item: the shell's 'Cerrar sesión' sent no request (seen in a trace, docs/architecture.md,
 * "Tests"). An item below the fold (a card's menu at 390 px) is scrolled to, as a user would.
 */
export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  await clickInPopup(page, page.getByRole('menuitem', { name }), '.ant-dropdown');
}

/**
 * Clicks `target` inside the antd popup `popupClass` (dropdown, popover, popconfirm) once the popup has
 * finished opening, without scrolling when `target` is on screen: chooseMenuItem's reasons hold for every
 * popup anchored to the sticky header (the open/closed switch's confirmation too).
 */
export async function clickInPopup(page: Page, target: Locator, popupClass: string): Promise<void> {
  await target.waitFor();
  // Opening is over when the popup carries no motion class (rc-motion's …-appear/-enter, each with
  // -prepare/-start/-active). `settle` alone is not enough: in the prepare and start steps the popup waits
  // off-screen or at size 0 with no animation yet, so document.getAnimations() is empty.
  await page.locator(`${popupClass}:not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])`).filter({ has: target }).waitFor();
  const onScreen = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
  await target.click(onScreen ? { scroll: 'none' } : {});
}

/**
 * Clicks the option `option` of the select whose list is open, once the list has finished opening. Sent
 * while the list still slid in, a click landed on another option: at 390 px Playwright measured 'Por zonas
 * (mapa)' where 'Tarifa fija' was drawn a moment later, and picked it (seen in a trace, zones.test.ts).
 * Only a visible list counts: antd keeps closed lists in the page.
 */
export async function chooseSelectOption(page: Page, option: string): Promise<void> {
  await clickInPopup(page, page.locator('.ant-select-item-option').filter({ hasText: option, visible: true }).first(), '.ant-select-dropdown');
}

/**
 * Checks the radio named `name` once the dialog holding it has finished opening: antd zooms dialogs in,
 * and a click sent while one still moves can miss ("Clicking the checkbox did not change its state").
 */
export async function checkRadio(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.waitFor();
  await settle(page);
  await radio.check();
}
