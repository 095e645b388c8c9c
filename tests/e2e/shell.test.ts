// The shell in real Chromium: sidebar (expanded/collapsed, remembered), locked modules → upsell with the
// default plan, trial activation, open/closed toggle, user menu, and the mobile bottom bar and burger; and
// the system's reduced-motion setting: with it, menus and dialogs appear without antd's slide and zoom
// (PanelTheme, docs/accessibility.md); and the sound notice of a browser tab, which moves nothing and whose
// first click must land.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_PLAN } from '@shared/constants';
import { MSG } from '@shared/messages';
import { chooseMenuItem, clickInPopup, countRequests, DESKTOP, dismissDialogs, expectScreen, launchBrowser, loginWithStorage, MOBILE, newPage, requestsSettled } from './support/browser';
import { blockAutoplay } from './support/autoplay';
import { shot } from './support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The SI button of the confirmation on screen (a closed one may stay hidden in the DOM). */
function visibleYes(page: Page) {
  return page.getByRole('button', { name: MSG.confirmYes, exact: true }).filter({ visible: true });
}

/**
 * Opens the open/closed confirmation with ONE click once the switch is idle, as a user would. (An earlier
 * version clicked up to five times, which hid the second-toggle problem: see the test below.)
 */
async function openConfirmation(page: Page) {
  await dismissDialogs(page);
  await page.locator('[data-testid="open-closed-toggle"]:not(.ant-switch-loading)').click();
  await visibleYes(page).waitFor();
}

async function switchState(page: Page): Promise<boolean> {
  return (await page.getByTestId('open-closed-toggle').getAttribute('aria-checked')) === 'true';
}

/** The switch shows `on`, and the label the server's answer: 'Cerrado temporalmente' exactly when off. */
async function expectSwitch(page: Page, on: boolean): Promise<void> {
  await page.locator(`[data-testid="open-closed-toggle"][aria-checked="${on}"]`).waitFor();
  await expect.poll(async () => (await page.getByTestId('open-closed-label').innerText()) === MSG.temporarilyClosed).toBe(!on);
}

describe('desktop shell', () => {
  it('shows the sidebar with brand, welcome line, items and Ajustes group, and remembers it collapsed', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/control-pedidos');
    await expectScreen(page, 'orders', '/control-pedidos');
    await dismissDialogs(page);
    await page.getByTestId('sidebar-commerce-name').waitFor();
    expect(await page.getByTestId('sidebar-commerce-name').innerText()).toBe('Taquería El Buen Taco');
    expect(await page.getByTestId('welcome-line').innerText()).toContain('Sofía Ramírez');
    for (const label of ['Control de pedidos', 'Estadísticas', 'Menú', 'Cupones', 'Mis mesas', 'Crear anuncios', 'Compartir menú', 'Perfil social', 'Asistencia técnica', 'Ajustes']) {
      expect(await page.getByRole('navigation', { name: 'Navegación principal' }).getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    }
    await page.getByText('Datos del comercio').waitFor();
    await shot(page, 'desktop-sidebar-expanded');

    await page.getByTestId('nav-menu').click();
    await expectScreen(page, 'products', '/menu/productos');

    await page.getByTestId('sidebar-toggle').click();
    await page.waitForFunction(() => localStorage.getItem('panel.sidebarCollapsed') === 'true');
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    await dismissDialogs(page);
    const width = await page.getByTestId('sidebar').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThan(100);
    await shot(page, 'desktop-sidebar-collapsed');

    await page.getByTestId('user-menu').click();
    for (const item of ['Sugerencias', 'Centro de ayuda', 'Soporte WhatsApp', 'Ir a mi menú', 'Mi cuenta', 'Actualizaciones', 'Cerrar sesión']) {
      await page.getByRole('menuitem', { name: item }).waitFor();
    }
    await shot(page, 'desktop-user-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor({ state: 'hidden' });
    await page.getByTestId('user-menu').click();
    await chooseMenuItem(page, 'Cerrar sesión');
    await expectScreen(page, 'login', '/login');
    expect(await page.evaluate(() => localStorage.getItem('panel.session'))).toBeNull();
    await page.context().close();
  });

  it('toggles "Recibir pedidos" after confirmation; the label follows the server (Cerrado temporalmente when off)', async () => {
    const page = await newPage(browser, DESKTOP);
    // Away from the orders board, whose sound-permission dialog would cover the header.
    await loginWithStorage(page, baseUrl, accounts.founder, '/perfil-social');
    const label = page.getByTestId('open-closed-label');
    await label.waitFor();
    await dismissDialogs(page);
    const before = await switchState(page);
    await openConfirmation(page);
    // The confirmation hangs from the sticky header: clicked only once it has stopped moving (clickInPopup;
    // a plain click here failed once with three e2e workers, the switch never turning off).
    await clickInPopup(page, visibleYes(page), '.ant-popover');
    await expectSwitch(page, !before);
    // The sidebar reads the commerce the switch's save refreshed: it follows a moment later.
    await expect.poll(async () => (await page.getByTestId('sidebar-open-status').innerText()).includes(MSG.temporarilyClosed)).toBe(before);
    // The change is stored: after a reload the panel still shows it, and toggling back restores it.
    await page.reload();
    await expectSwitch(page, !before);
    await openConfirmation(page);
    await clickInPopup(page, visibleYes(page), '.ant-popover');
    await expectSwitch(page, before);
    await page.context().close();
  });

  // The second-toggle problem: when 'SI' waited for the save, its loading icon was still leaving when the
  // popover closed, so on the next opening the button was named 'loading SI' — the popover showed and
  // worked for a sighted user, but the button's accessible name was wrong (and role queries missed it).
  // The confirmation now closes at once and the switch shows the save.
  it('opens the confirmation on a second toggle without a reload (one click each time, as a user)', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.founder, '/perfil-social');
    const label = page.getByTestId('open-closed-label');
    await label.waitFor();
    await dismissDialogs(page);
    const first = await switchState(page);
    for (const expected of [!first, first]) {
      // A single click once the switch is idle; Playwright waits until nothing covers it, as a user would.
      await page.locator('[data-testid="open-closed-toggle"]:not(.ant-switch-loading)').click();
      // The confirmation hangs from the sticky header: clicked only once it has stopped moving (clickInPopup).
      await clickInPopup(page, visibleYes(page), '.ant-popover');
      await expectSwitch(page, expected);
    }
    await page.context().close();
  });

  it('locks modules a freemium plan lacks and leads to the upsell with PROFESIONAL preselected', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.freemium, '/control-pedidos');
    await expectScreen(page, 'orders', '/control-pedidos');
    await page.getByTestId('lock-estadisticas').waitFor();
    await page.getByTestId('nav-estadisticas').click();
    await expectScreen(page, 'upsell', '/suscripcion/ESTADISTICAS');
    await page.getByTestId(`plan-${DEFAULT_PLAN}`).waitFor();
    expect(await page.getByTestId(`plan-${DEFAULT_PLAN}`).getAttribute('data-selected')).toBe('true');
    await page.getByTestId('trial-offer').waitFor();
    await shot(page, 'desktop-upsell');
    await page.context().close();
  });

  it('shows itself in one piece: nothing on the screen moves when the warning bar and the header fill in', async () => {
    // The freemium commerce has no address: its warning bar comes with the commerce's answer. Drawn before
    // that answer, the screen jumped down under the pointer and a click missed its button (seen in a trace
    // on a loaded machine). The answer is held here, so the order of arrival does not depend on the load.
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await newPage(browser, viewport);
      await countRequests(page);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/v1/comercio', async (route) => {
        await held;
        await route.continue();
      });
      await loginWithStorage(page, baseUrl, accounts.freemium, '/activar-trial');
      await page.getByTestId('screen-activate-trial').waitFor({ state: 'attached' });
      expect(await page.getByTestId('screen-activate-trial').isVisible()).toBe(false);
      release();
      await expectScreen(page, 'activate-trial', '/activar-trial');
      const shown = await page.getByTestId('activate-trial').boundingBox();
      await requestsSettled(page);
      expect(await page.getByTestId('status-bar').getAttribute('data-warning')).toBe('address_missing');
      expect(await page.getByTestId('activate-trial').boundingBox()).toEqual(shown);
      await page.context().close();
    }
  });

  it('activates the trial once from a freemium account and reloads at / as a trial', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.freemiumForTrial, '/activar-trial');
    await expectScreen(page, 'activate-trial', '/activar-trial');
    await page.getByTestId('activate-trial').click();
    await expectScreen(page, 'welcome-trial', '/bienvenido-prueba-gratis');
    await page.getByTestId('trial-banner').waitFor();
    expect(await page.getByTestId('trial-banner').innerText()).toMatch(/prueba gratis/);
    await shot(page, 'desktop-welcome-trial');
    await page.context().close();
  });
});

describe('mobile shell', () => {
  it('shows the bottom bar and a burger menu with the full list below 1024 px', async () => {
    const page = await newPage(browser, MOBILE);
    await loginWithStorage(page, baseUrl, accounts.demo, '/control-pedidos');
    await expectScreen(page, 'orders', '/control-pedidos');
    await dismissDialogs(page);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    const bar = page.getByTestId('bottom-bar');
    await bar.waitFor();
    expect((await bar.innerText()).split('\n').filter(Boolean)).toEqual(['Configuración', 'Inicio', 'Menú', 'Pedidos', 'Anuncios']);
    await shot(page, 'mobile-bottom-bar');
    await page.getByTestId('bottom-menu').click();
    await expectScreen(page, 'products', '/menu/productos');
    await page.getByTestId('burger-button').click();
    const drawer = page.getByTestId('burger-drawer');
    await drawer.getByText('Datos del comercio').waitFor();
    await drawer.getByText('Cerrar sesión').waitFor();
    await shot(page, 'mobile-burger');
    await drawer.getByText('Horarios', { exact: true }).click();
    await expectScreen(page, 'schedules', '/horarios');
    await page.context().close();
  });
});

describe('auth screens on both widths', () => {
  it('renders login and the onboarding wizard', async () => {
    for (const [name, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      const page = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/login`);
      await expectScreen(page, 'login', '/login');
      await shot(page, `${name}-login`);
      await loginWithStorage(page, baseUrl, accounts.onboarding, '/');
      await expectScreen(page, 'onboarding', '/onboarding');
      // The wizard opens on the phone step (docs/onboarding.md); "Hacerlo después" leads on to the commerce.
      await page.getByTestId('onboarding-step-phone').waitFor();
      await shot(page, `${name}-onboarding`);
      await page.getByTestId('skip-phone-validation').click();
      await page.getByTestId('onboarding-step-commerce').waitFor();
      await page.context().close();
    }
  });
});

/**
 * The animation steps (rc-motion's …-appear-start / -active and …-enter-start / -active classes) the page
 * puts on an element while `open` runs. The prepare step, which places the popup before it shows, comes
 * either way.
 */
async function motionClassesWhile(page: Page, open: () => Promise<void>): Promise<string[]> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    const record = (element: Element) => {
      for (const name of element.classList) if (/-(appear|enter)-(start|active)$/.test(name)) seen.add(name);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.target instanceof Element) record(mutation.target);
        for (const node of mutation.addedNodes) if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(record);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    (window as unknown as { motionSeen: Set<string> }).motionSeen = seen;
  });
  await open();
  return page.evaluate(() => [...(window as unknown as { motionSeen: Set<string> }).motionSeen]);
}

describe('reduced motion', () => {
  for (const motion of [false, true]) {
    it(`${motion ? 'animates' : 'does not animate'} the user menu when the system ${motion ? 'does not ask' : 'asks'} for less motion`, async () => {
      const page = await newPage(browser, DESKTOP, { motion });
      await loginWithStorage(page, baseUrl, accounts.demo, '/perfil-social');
      await page.getByTestId('user-menu').waitFor();
      await dismissDialogs(page);
      const classes = await motionClassesWhile(page, async () => {
        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
        // The menu is open: wait for its opening to be over either way.
        await page.locator('.ant-dropdown:not([class*="-appear"]):not([class*="-enter"])').filter({ visible: true }).waitFor();
      });
      if (motion) expect(classes).toEqual(expect.arrayContaining(['ant-slide-up-appear-start', 'ant-slide-up-appear-active']));
      else expect(classes).toEqual([]);
      await page.context().close();
    });
  }
});

// A browser tab plays no sound until the user clicks or types: the panel says 'Haz clic para activar el sonido
// de pedidos nuevos' in the header (a button named so), and the first click anywhere unlocks the sound. That
// first click must still do what it was aimed at, and the notice's coming and going must move nothing: it can
// appear up to ~2 s after the first paint (the alarm's AudioContext is made when the page is idle). As a banner above the screen it
// moved the content 48 px, between a click's press and release, and the click was lost (seen in full runs, on
// the bulk price screen's 'Monto fijo' and the phone order's 'Registrar pedido'; docs/board.md).
describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('sonido bloqueado a %s px', (width, viewport) => {
  it('the first click lands on what it was aimed at, and unlocks the sound', async () => {
    const page = await newPage(browser, viewport);
    await blockAutoplay(page.context());
    await loginWithStorage(page, baseUrl, accounts.demo, '/menu/productos/aumentar-precios-masivamente');
    await page.getByTestId('screen-bulk-price-update').waitFor();
    const notice = page.getByTestId('sound-unlock-notice');
    await notice.waitFor();
    expect(await notice.getAttribute('aria-label')).toBe('Haz clic para activar el sonido de pedidos nuevos');
    // On a phone, the icon alone in the logo's place; the sentence is its name and tooltip.
    const visible = await notice.innerText();
    expect(visible).toBe(width === '1280' ? 'Activar el sonido de pedidos' : '');
    // What it shows is part of its name, so a voice user can say what they see.
    expect('Haz clic para activar el sonido de pedidos nuevos'.toLowerCase()).toContain(visible.toLowerCase());
    expect(await page.getByTestId('order-alarm').getAttribute('data-audio')).toBe('locked');
    await shot(page, `sonido-bloqueado-${width}`);
    const screen = page.getByTestId('screen-bulk-price-update');
    const toggle = page.getByTestId('open-closed-toggle');
    const withNotice = { screen: await screen.boundingBox(), toggle: await toggle.boundingBox() };

    // A control on the screen: the press and the release must land on it.
    await page.getByText('Monto fijo', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Monto fijo' }).isChecked()).toBe(true);
    await page.getByText('Monto a aplicar', { exact: true }).waitFor();
    await notice.waitFor({ state: 'detached' });
    expect(await page.getByTestId('order-alarm').getAttribute('data-audio')).toBe('unlocked');
    // Nothing moved when the notice went, so nothing moved when it came either.
    expect({ screen: await screen.boundingBox(), toggle: await toggle.boundingBox() }).toEqual(withNotice);
    await shot(page, `sonido-activado-${width}`);
    await page.context().close();
  });

  it('a click on the notice itself, or a key, unlocks the sound', async () => {
    const page = await newPage(browser, viewport);
    await blockAutoplay(page.context());
    await loginWithStorage(page, baseUrl, accounts.demo, '/menu/productos/aumentar-precios-masivamente');
    const notice = page.getByTestId('sound-unlock-notice');
    await notice.waitFor();
    if (width === '1280') await notice.click();
    else await page.keyboard.press('Tab');
    await notice.waitFor({ state: 'detached' });
    expect(await page.getByTestId('order-alarm').getAttribute('data-audio')).toBe('unlocked');
    await page.context().close();
  });
});
