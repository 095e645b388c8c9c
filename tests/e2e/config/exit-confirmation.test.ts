// 'Los cambios se perderán ¿Desea salir?' (SPEC §5) in real Chromium on every drawer and dialog form, through the
// one mechanism (renderer/src/components/useLeaveGuard.tsx): with an edit, closing asks; NO keeps the form and
// the edit, SI leaves to the parent screen; without an edit, closing asks nothing. Nothing is saved.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '@shared/messages';
import { DESKTOP, dismissDialogs, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

interface GuardedForm {
  name: string;
  path: string;
  /** Where closing leads. */
  parent: string;
  /** The form or dialog is on screen. */
  ready: (page: Page) => Promise<void>;
  edit: (page: Page) => Promise<void>;
  /** Closes the drawer or dialog as a user would (its × button by default). */
  close?: (page: Page) => Promise<void>;
  /** A dialog closed by state stays on its screen's path. */
  dialog?: boolean;
}

const screen = (id: string) => async (page: Page) => {
  await page.getByTestId(`screen-${id}`).waitFor();
};
const fill = (label: string, value: string) => async (page: Page) => {
  await page.getByLabel(label, { exact: true }).fill(value);
};

const FORMS: readonly GuardedForm[] = [
  {
    name: 'delivery-config',
    path: '/tarifas/delivery-config',
    parent: '/tarifas',
    ready: screen('delivery-config'),
    edit: async (page) => {
      await page.getByRole('switch', { name: 'Permitir que el cliente agregue propina' }).click();
    },
  },
  {
    name: 'ubicacion',
    path: '/datos-del-comercio/ubicacion',
    parent: '/datos-del-comercio',
    ready: screen('change-location'),
    // Its label carries the «Requerido» mark, so by its field id.
    edit: async (page) => {
      await page.locator('#campo-street').fill('Calle de prueba 123');
    },
  },
  { name: 'horarios-nuevo', path: '/horarios/nuevo', parent: '/horarios', ready: screen('new-schedule'), edit: fill('Abre a las', '10:30') },
  { name: 'horarios-editar', path: '/horarios/editar/0', parent: '/horarios', ready: screen('edit-schedule'), edit: fill('Cierra a las', '23:15') },
  { name: 'cambiar-contrasena', path: '/datos-del-comercio/cambiar-contrasena', parent: '/datos-del-comercio', ready: screen('change-password'), edit: fill('Contraseña actual', 'algo') },
  {
    name: 'categorias',
    path: '/datos-del-comercio/categorias',
    parent: '/datos-del-comercio',
    ready: async (page) => {
      await page.getByRole('group', { name: 'Categorías' }).waitFor();
    },
    edit: async (page) => {
      await page.getByRole('group', { name: 'Categorías' }).locator('.ant-tag-checkable:not(.ant-tag-checkable-checked)').first().click();
    },
  },
  { name: 'cupon-nuevo', path: '/cupones/coupon/nuevo', parent: '/cupones', ready: screen('new-coupon'), edit: fill('Código', 'PRUEBA10') },
  {
    name: 'integracion',
    path: '/integraciones/pos/loyverse/configuration',
    parent: '/integraciones',
    ready: screen('integration-configuration'),
    edit: async (page) => {
      await page.getByTestId('integration-form').locator('input').first().fill('tienda-123');
    },
  },
  {
    name: 'dia-especial',
    path: '/horarios',
    parent: '/horarios',
    dialog: true,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Agregar día especial' }).click();
      await page.getByRole('dialog', { name: 'Nuevo día especial' }).waitFor();
    },
    edit: fill('Motivo (lo ven tus clientes)', 'Inventario'),
    close: async (page) => {
      await page.getByRole('dialog', { name: 'Nuevo día especial' }).getByRole('button', { name: 'Cancelar' }).click();
    },
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const confirmation = (page: Page) => page.getByRole('dialog').filter({ hasText: MSG.exitConfirm });

async function closeForm(page: Page, form: GuardedForm): Promise<void> {
  if (form.close) return form.close(page);
  await page.locator('.ant-drawer-close').filter({ visible: true }).last().click();
}

async function open(page: Page, form: GuardedForm): Promise<void> {
  await page.goto(`${baseUrl}${form.path}`);
  await dismissDialogs(page);
  await form.ready(page);
}

describe('exit confirmation on every drawer and dialog form', () => {
  for (const form of FORMS) {
    it(`${form.name}: asks before losing an edit, and only then`, async () => {
      const page = await newPage(browser, DESKTOP);
      await loginWithStorage(page, baseUrl, accounts.demo, form.parent);
      await open(page, form);
      await closeForm(page, form);
      // Untouched: it closes at once, without asking.
      if (form.dialog) await page.getByRole('dialog', { name: 'Nuevo día especial' }).waitFor({ state: 'hidden' });
      else await page.waitForURL((url) => url.pathname === form.parent);
      expect(await confirmation(page).count()).toBe(0);

      await open(page, form);
      await form.edit(page);
      await closeForm(page, form);
      await confirmation(page).waitFor();
      expect(await confirmation(page).getByRole('button', { name: MSG.confirmYes, exact: true }).count()).toBe(1);
      if (form.name === 'delivery-config') await shot(page, 'salir-sin-guardar-1280');
      await confirmation(page).getByRole('button', { name: MSG.confirmNo, exact: true }).click();
      await confirmation(page).waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe(form.path);

      await closeForm(page, form);
      await confirmation(page).getByRole('button', { name: MSG.confirmYes, exact: true }).click();
      if (form.dialog) await page.getByRole('dialog', { name: 'Nuevo día especial' }).waitFor({ state: 'hidden' });
      else await page.waitForURL((url) => url.pathname === form.parent);
      await page.context().close();
    });
  }

  it('reads the same on a phone (390 px)', async () => {
    const page = await newPage(browser, MOBILE);
    await loginWithStorage(page, baseUrl, accounts.demo, '/datos-del-comercio');
    const form = FORMS.find((entry) => entry.name === 'ubicacion')!;
    await open(page, form);
    await form.edit(page);
    await closeForm(page, form);
    await confirmation(page).waitFor();
    await shot(page, 'salir-sin-guardar-390');
    await confirmation(page).getByRole('button', { name: MSG.confirmYes, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/datos-del-comercio');
    await page.context().close();
  });
});
