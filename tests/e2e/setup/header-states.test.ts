// The header's open/closed switch in real Chromium on a commerce of its own: the switch reads 'Abierto' or
// 'Cerrado temporalmente' (servicio_activo, SPEC shell), and beside it, only while customers still cannot
// order with the switch on, the computed state ('Sin productos', 'Pausado por modo ocupado', 'Fuera de
// horario') whose full reason opens in a tooltip after 300 ms. Each state at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Availability } from '@shared/availability';
import { MSG } from '@shared/messages';
import type { LoginSession } from '@shared/types/account';
import { DESKTOP, dismissDialogs, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { onboardedOwner, sessionApi } from '../onboarding/new-owner';

const baseUrl = inject('baseUrl');
const ALWAYS_OPEN = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: '00:00', horario_cierre: '24:00' }));

let browser: Browser;
let owner: { email: string; password: string };
let session: LoginSession;

const api = sessionApi(baseUrl, () => session);

async function editCommerce(changes: Record<string, unknown>): Promise<void> {
  await api('PUT', '/v1/comercio', { ...(await api<Record<string, unknown>>('GET', '/v1/comercio')), ...changes });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const onboarded = await onboardedOwner(baseUrl, 'cabecera', { horarios: ALWAYS_OPEN });
  owner = { email: onboarded.email, password: onboarded.password };
  session = onboarded.session;
});
afterAll(async () => {
  await browser?.close();
});

async function header(viewport: typeof DESKTOP | typeof MOBILE): Promise<Page> {
  const page = await newPage(browser, viewport);
  await loginWithStorage(page, baseUrl, owner, '/perfil-social');
  await page.getByRole('banner').getByTestId('open-closed-label').waitFor();
  await dismissDialogs(page);
  return page;
}

/** Both widths show `switchLabel` and, beside it, `computed` (null: nothing beside the switch). */
async function expectState(name: string, switchLabel: string, computed: string | null): Promise<void> {
  const availability = await api<Availability>('GET', '/v1/comercio/disponibilidad');
  for (const viewport of [DESKTOP, MOBILE]) {
    const page = await header(viewport);
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.getByTestId('open-closed-label').innerText()).toBe(switchLabel);
    expect(await banner.getByRole('switch', { name: 'Recibir pedidos' }).isChecked()).toBe(switchLabel === MSG.open);
    const beside = banner.getByTestId('open-closed-availability');
    if (computed === null) {
      expect(await beside.count()).toBe(0);
    } else {
      expect(await beside.getAttribute('aria-label')).toBe(`${computed}: ${availability.mensaje}`);
      // On a phone the state is the coloured dot alone; its name and reason are its accessible label.
      if (viewport === DESKTOP) expect(await beside.innerText()).toBe(computed);
    }
    await shot(page, `cabecera-${name}-${viewport.width}`);
    await page.context().close();
  }
}

describe('header open/closed switch', () => {
  it('reads Abierto with «Sin productos» beside it for a new commerce without products', async () => {
    await expectState('sin-productos', MSG.open, 'Sin productos');
  });

  it('shows the reason in a tooltip only after 300 ms', async () => {
    const page = await header(DESKTOP);
    const availability = await api<Availability>('GET', '/v1/comercio/disponibilidad');
    const tooltip = page.getByRole('tooltip').filter({ hasText: availability.mensaje });
    const started = Date.now();
    await page.getByTestId('open-closed-availability').hover();
    await page.waitForTimeout(120);
    // 120 ms in (and however long the hover itself took, under 300 ms): not open yet.
    if (Date.now() - started < 290) expect(await tooltip.isVisible()).toBe(false);
    await tooltip.waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await shot(page, 'cabecera-motivo-tooltip-1280');
    await page.context().close();
  });

  it('reads Abierto alone once customers can order', async () => {
    const category = await api<{ id: string }>('POST', '/v1/categorias', { nombre: 'Tortas' });
    await api('POST', '/v1/productos', { nombre: 'Torta de milanesa', id_categoria: category.id, precio: 85, presentaciones: [] });
    await expectState('abierto', MSG.open, null);
  });

  it('reads «Pausado por modo ocupado» beside Abierto while busy mode pauses orders', async () => {
    await api('PUT', '/v1/modo-ocupado', { accion: 'pausar', minutos: 30 });
    try {
      await expectState('pausado', MSG.open, 'Pausado por modo ocupado');
    } finally {
      await api('PUT', '/v1/modo-ocupado', { accion: 'reanudar' });
    }
  });

  it('reads «Fuera de horario» beside Abierto outside the schedule', async () => {
    const weekday = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())}T12:00:00Z`).getUTCDay();
    await editCommerce({ horarios: [{ dia: (weekday + 3) % 7, horario_apertura: '08:00', horario_cierre: '17:00' }] });
    await expectState('fuera-de-horario', MSG.open, 'Fuera de horario');
  });

  it('reads «Cerrado temporalmente» alone with the switch off', async () => {
    await editCommerce({ servicio_activo: false });
    await expectState('cerrado-temporalmente', MSG.temporarilyClosed, null);
  });
});
