// docs/architecture.md paths × account states in real Chromium against the real server: the screen each path shows or
// where it redirects. One page per state, many client-side navigations per login.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MODULES, type ModuleId, type PlanId } from '@shared/constants';
import { PLAN_SEEDS } from '../../server/src/db/seed/plans';
import { reachableLanding } from '../../renderer/src/app/landing';
import { PARTIAL_MODULES, type AccountState } from './support/accounts';
import { currentPath, expectScreen, launchBrowser, loginThroughUi, loginWithStorage, navigate, newPage } from './support/browser';
import { PANEL_PATHS, type PanelPath } from './support/route-table';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FREEMIUM_MODULES = PLAN_SEEDS.find((plan) => plan.id === 'FREEMIUM')!.modulos.map((m) => m.id);

const STATES: Record<Exclude<AccountState, 'onboarding'>, { plan: PlanId; modules: readonly ModuleId[]; welcome?: string }> = {
  freemium: { plan: 'FREEMIUM', modules: FREEMIUM_MODULES, welcome: 'welcome-freemium' },
  trial: { plan: 'TRIAL', modules: MODULES, welcome: 'welcome-trial' },
  founder: { plan: 'FUNDADOR', modules: MODULES },
  partial: { plan: 'PLUS', modules: PARTIAL_MODULES },
};

function landingOf(modules: readonly ModuleId[]): { screen: string; url: string } {
  const url = reachableLanding({ role: 'owner', modulesAndPermissions: modules.map((id) => ({ id, permisos: [] })) });
  const row = PANEL_PATHS.find((p) => p.path === url);
  if (!row) throw new Error(`La ruta de inicio ${url} no está en la tabla`);
  return { screen: row.screen, url };
}

/** docs/domain.md (Permisos) and docs/access-and-roles.md rules: plan-only pages, founder without mi-cuenta, locked modules → upsell (freemium) or the no-permission screen. */
function expected(row: PanelPath, state: (typeof STATES)[keyof typeof STATES]): { screen: string; url: string } {
  const landing = landingOf(state.modules);
  if (row.toLanding) return landing;
  if (row.plans && !row.plans.includes(state.plan)) return landing;
  if (row.excludePlans?.includes(state.plan)) return landing;
  for (const module of row.modules ?? []) {
    if (state.modules.includes(module)) continue;
    if (state.plan === 'FREEMIUM') return { screen: 'upsell', url: `/suscripcion/${module}` };
    // Other plans see the no-permission screen at the path itself (never a silent redirect).
    return { screen: 'no-permission', url: row.path };
  }
  return { screen: row.screen, url: row.url ?? row.path };
}

async function checkPaths(page: Page, rows: { path: string; screen: string; url: string }[]) {
  const failures: string[] = [];
  for (const row of rows) {
    await navigate(page, row.path);
    try {
      await expectScreen(page, row.screen, row.url, 6_000);
    } catch {
      failures.push(`${row.path}: esperaba ${row.screen} en ${row.url}, quedó en ${currentPath(page)}`);
    }
  }
  expect(failures).toEqual([]);
}

describe('unauthenticated', () => {
  it('shows login, recovery, sign-up, reset, phone validation and terms; everything else goes to login', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await expectScreen(page, 'login', '/login');
    await checkPaths(page, [
      { path: '/login/recuperar-contrasena', screen: 'recover-password', url: '/login/recuperar-contrasena' },
      { path: '/registro', screen: 'sign-up', url: '/registro' },
      { path: '/registro/actualizarpassword', screen: 'reset-password', url: '/registro/actualizarpassword' },
      { path: '/registro/validar-numero', screen: 'validate-phone', url: '/registro/validar-numero' },
      { path: '/terminos', screen: 'terms', url: '/terminos' },
      { path: '/onboarding', screen: 'login', url: '/login' },
      ...PANEL_PATHS.map((row) => ({ path: row.path, screen: 'login', url: '/login' })),
    ]);
    await page.context().close();
  });
});

describe('onboarding (no onboarding date)', () => {
  it('shows the wizard at /onboarding and sends every other path there', async () => {
    const page = await newPage(browser);
    await loginWithStorage(page, baseUrl, accounts.onboarding, '/');
    await expectScreen(page, 'onboarding', '/onboarding');
    await checkPaths(page, [
      { path: '/login', screen: 'onboarding', url: '/onboarding' },
      { path: '/registro', screen: 'onboarding', url: '/onboarding' },
      ...PANEL_PATHS.map((row) => ({ path: row.path, screen: 'onboarding', url: '/onboarding' })),
    ]);
    await page.context().close();
  });
});

describe.each(Object.entries(STATES))('authenticated and onboarded: %s', (name, state) => {
  it('sends / to the welcome page once, then to the landing path, and resolves every SPEC path', { timeout: 300_000 }, async () => {
    const page = await newPage(browser);
    await loginWithStorage(page, baseUrl, accounts[name as keyof typeof STATES], '/');
    const landing = landingOf(state.modules);
    if (state.welcome) {
      await expectScreen(page, state.welcome, state.welcome === 'welcome-freemium' ? '/bienvenido-freemium' : '/bienvenido-prueba-gratis');
      await navigate(page, '/');
    }
    await expectScreen(page, landing.screen, landing.url);
    await checkPaths(page, [
      { path: '/login', ...landing },
      { path: '/onboarding', ...landing },
      ...PANEL_PATHS.map((row) => ({ path: row.path, ...expected(row, state) })),
    ]);
    await page.context().close();
  });
});

describe('landing', () => {
  it('logs the demo account in through the form and lands on /control-pedidos', async () => {
    const page = await newPage(browser);
    await loginThroughUi(page, baseUrl, accounts.demo);
    await expectScreen(page, 'orders', '/control-pedidos');
    await page.context().close();
  });
});
