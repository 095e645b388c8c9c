// The desktop app's own controls in real Chromium, with window.desktop answered by a stand-in of the
// preload bridge (Electron cannot run here): Ajustes › Aplicación de escritorio, "Reiniciar para
// actualizar" from the settings card and from the panel-wide notice, start at login, and the commerce's
// open state reported to the desktop app. Screenshots at 1280 and 390 px when E2E_SHOTS_DIR is set.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHANNELS, methodName, type DesktopState } from '@shared/ipc/contract';
import { defaultPrintSettings, type AutoPrintState } from '@shared/printing';
import { DESKTOP, expectScreen, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface StandIn {
  channels: string[];
  methods: Record<string, string>;
  state: DesktopState;
  printSettings: unknown;
  autoPrintState?: AutoPrintState;
}

/** What preload/index.ts exposes, answered in the page: records calls in window.__desktopCalls. */
function installDesktopStandIn({ channels, methods, state, printSettings, autoPrintState }: StandIn): void {
  const calls: { channel: string; args: unknown[] }[] = [];
  let current = state;
  const answer = async (channel: string, args: unknown[]): Promise<unknown> => {
    calls.push({ channel, args });
    switch (channel) {
      case 'app:getInfo':
        return { platform: 'win32', isDesktop: true, agent: false, version: '0.1.0' };
      case 'app:getVersion':
        return '0.1.0';
      case 'app:getDesktopState':
        return current;
      case 'app:restartToUpdate':
        if (current.update.status === 'ready') current = { ...current, update: { ...current.update, restartRequested: true } };
        return current;
      case 'app:setStartAtLogin':
        current = { ...current, startAtLogin: Boolean(args[0]) };
        return current;
      case 'printing:getSettings':
        return printSettings;
      case 'printing:getAutoPrintState':
        // As the desktop side answers before any session is handed over.
        return autoPrintState ?? { running: false, connected: false, commerceId: null, since: null, stopReason: null, message: null };
      case 'printing:getRecentJobs':
        return [];
      case 'printing:getPrintLocations':
        // One location: Ajustes → Impresión shows no location choice.
        return { available: [], choice: { follow: [], printers: { Printer1: null, Printer2: null, Printer3: null } }, following: [] };
      case 'printing:listPrinters':
      case 'printing:getStatus':
        return [];
      default:
        return undefined;
    }
  };
  const bridge: Record<string, unknown> = { kind: 'desktop', invoke: (channel: string, ...args: unknown[]) => answer(channel, args) };
  for (const channel of channels) bridge[methods[channel]!] = (...args: unknown[]) => answer(channel, args);
  Object.assign(window, { desktop: bridge, __desktopCalls: calls });
}

async function openSettings(page: Page, state: DesktopState, autoPrintState?: AutoPrintState): Promise<void> {
  const standIn: StandIn = {
    channels: [...CHANNELS],
    methods: Object.fromEntries(CHANNELS.map((channel) => [channel, methodName(channel)])),
    state,
    printSettings: defaultPrintSettings(),
    ...(autoPrintState ? { autoPrintState } : {}),
  };
  await page.addInitScript(installDesktopStandIn, standIn);
  await loginWithStorage(page, baseUrl, accounts.demo, '/ajustes');
  await expectScreen(page, 'settings', '/ajustes');
  await page.getByTestId('settings-desktop-app').waitFor();
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __desktopCalls: { channel: string; args: unknown[] }[] }).__desktopCalls);

const READY: DesktopState = {
  update: { status: 'ready', version: '0.2.0', restartRequested: false },
  startAtLogin: false,
  startAtLoginSupported: true,
  warnings: ['La configuración de la aplicación estaba dañada y se restableció. Revisa tus impresoras en Ajustes.'],
};

describe('Ajustes › Aplicación de escritorio', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    it(`offers "Reiniciar para actualizar", start at login and shows the start-up warning at ${label} px`, async () => {
      const page = await newPage(browser, viewport);
      try {
        await openSettings(page, READY);
        const card = page.getByTestId('settings-desktop-app');
        await expect.poll(() => card.getByText('La configuración de la aplicación estaba dañada').count()).toBeGreaterThan(0);
        await expect.poll(() => page.getByTestId('desktop-update-status').textContent()).toContain('La versión 0.2.0 está lista');
        // The panel-wide notice offers the same restart outside Ajustes.
        await page.getByTestId('notice-restart-to-update').waitFor();
        await shot(page, `desktop-app-settings-${label}`, true);

        await page.getByTestId('desktop-start-at-login').click();
        await expect.poll(() => page.getByTestId('desktop-start-at-login').getAttribute('aria-checked')).toBe('true');
        await page.getByTestId('desktop-restart-to-update').click();
        await expect.poll(() => page.getByTestId('desktop-update-status').textContent()).toContain('se reiniciará en cuanto terminen de imprimirse');
        // The notice follows: no second restart button once the restart is requested.
        await expect.poll(() => page.getByTestId('notice-restart-to-update').count()).toBe(0);
        const made = await calls(page);
        expect(made.filter((call) => call.channel === 'app:setStartAtLogin').map((call) => call.args)).toEqual([[true]]);
        expect(made.some((call) => call.channel === 'app:restartToUpdate')).toBe(true);
        // The shell reports the commerce's open state (the desktop app keeps the PC awake only then).
        expect(made.some((call) => call.channel === 'app:setCommerceOpen' && typeof call.args[0] === 'boolean')).toBe(true);
        await shot(page, `desktop-app-settings-restarting-${label}`, true);
      } finally {
        await page.context().close();
      }
    });
  }

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    it(`says why auto-print cannot reach the server (an antivirus or proxy certificate) at ${label} px`, async () => {
      const page = await newPage(browser, viewport);
      const problem = 'La impresión automática no puede conectarse: el certificado del servidor no es de confianza en esta computadora (un antivirus que revisa conexiones HTTPS o un proxy puede causarlo)';
      try {
        await openSettings(page, { update: { status: 'idle' }, startAtLogin: false, startAtLoginSupported: true, warnings: [] }, { running: true, connected: false, commerceId: 'c1', since: null, stopReason: null, message: problem, connectionProblem: problem });
        const activity = page.getByTestId('auto-print-activity');
        await activity.getByRole('alert').getByText(problem).waitFor();
        await activity.scrollIntoViewIfNeeded();
        await shot(page, `auto-print-connection-problem-${label}`);
      } finally {
        await page.context().close();
      }
    });
  }

  it('says start at login is unavailable where the OS has no login items, and shows download progress', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      await openSettings(page, { update: { status: 'downloading', version: '0.2.0', percent: 42 }, startAtLogin: false, startAtLoginSupported: false, warnings: [] });
      await expect.poll(() => page.getByTestId('desktop-update-status').textContent()).toBe('Descargando la versión 0.2.0 (42 %). Puedes seguir trabajando.');
      expect(await page.getByTestId('desktop-start-at-login').isDisabled()).toBe(true);
      expect(await page.getByTestId('desktop-restart-to-update').count()).toBe(0);
      expect(await page.getByTestId('notice-restart-to-update').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
