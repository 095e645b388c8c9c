// Tenant isolation between the locations of ONE account (docs/locations.md): every row of the isolation
// table (tests/integration/support/isolation/*.ts) creates its resources at location A, then calls them with
// a session bound to location B of the same account — the owner's B token and a B cashier's (every module
// of the plan) — with B's own id_comercio header and with A's. Each must be refused (403/404 when the path
// names A's resources) and never carry A's data. The account's id and the owner's email are shared by both
// locations by design, so they are not A's secrets here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolationContext, IsolationIds, IsolationRow } from '../support/isolation-types';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { addLocation, createStaff } from './support';

const modules = import.meta.glob<{ rows: IsolationRow[] }>('../support/isolation/*.ts', { eager: true });
const allRows: IsolationRow[] = Object.values(modules)
  .flatMap((mod) => mod.rows)
  .filter((row) => row.family !== 'public');

/**
 * Account-wide by design for the owner, who holds every location of the account: skipped for the owner's
 * B token, still checked for B's cashier.
 */
const OWNER_ACCOUNT_WIDE: Record<string, string> = {
  'GET /v1/auth/account-details': "accountCommerceTokens: the owner's login holds a token for every location",
  'GET /v1/sucursales': "the switcher lists every location the owner may use",
  'GET /v1/usuarios/:id/sucursales': "the owner grants the account's locations to any staff user of the account",
  'PUT /v1/usuarios/:id/sucursales': "the owner grants the account's locations to any staff user of the account",
  'GET /v1/account/billing': 'the subscription is the account\'s',
  'GET /v1/account/gigstackportal': 'the subscription is the account\'s',
  'POST /v1/account/reintentar-cobro': 'the subscription is the account\'s',
  'GET /v1/menu/maestro': "a location may follow the menu of any location of its account (docs/master-menu.md)",
  'PUT /v1/menu/maestro': "a location may follow the menu of any location of its account (docs/master-menu.md)",
  ...Object.fromEntries(
    [
      'GET /v1/estadisticas/consolidado',
      'GET /v1/estadisticas/sucursales',
      'GET /v1/estadisticas todas',
      'GET /v1/estadisticas comercio A',
      'GET /v1/reportes/pedidos todas csv',
      'GET /v1/reportes/pedidos comercio A',
      'GET /v1/pedidos/historial todas',
      'GET /v1/pedidos/historial/export todas csv',
      'GET /v1/pedidos/historial/export comercio A',
    ].map((name) => [name, "the owner's consolidated views cover every location of the account (docs/locations.md)"]),
  ),
};

const LOCATION_A = 'Taquería Sucursal A';
let testApp: TestApp;
let ctxA: IsolationContext;
const onB: { role: string; auth: LoggedIn }[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  const commerceA = await createCommerce(testApp.handle, { plan: 'PLUS', nombre: LOCATION_A });
  const ownerA = await login(testApp.app, commerceA.email, commerceA.password);
  ctxA = { app: testApp.app, handle: testApp.handle, commerce: commerceA, auth: ownerA };
  const b = await addLocation(testApp.app, ownerA, { nombre: 'Pizzería Sucursal B', copiar_de: null });
  const ownerB: LoggedIn = { session: { ...ownerA.session, token: b.token, id_comercio: b.location.id_comercio }, headers: b.headers, v2Headers: { ...ownerA.v2Headers, 'x-panel-session': b.token } };
  const staff = await createStaff(testApp.app, ownerB);
  onB.push({ role: 'owner at B', auth: ownerB }, { role: 'cashier of B', auth: await login(testApp.app, staff.email, staff.password) });
});

afterAll(async () => {
  await testApp?.close();
});

function headersFor(row: IsolationRow, auth: LoggedIn, commerceHeader: string): Record<string, string> {
  return row.family === 'v1' ? { ...auth.headers, id_comercio: commerceHeader } : { ...auth.v2Headers, id_comercio: commerceHeader };
}

function secretsOfA(row: IsolationRow, ids: IsolationIds): string[] {
  const a = ctxA.commerce;
  const echoed = new Set((row.echoed ?? []).map((key) => ids[key]));
  const all = [...Object.values(ids), a.commerceId, a.idPath, LOCATION_A, ctxA.auth.session.token];
  return [...new Set(all)].filter((secret) => !echoed.has(secret));
}

function refused(row: IsolationRow, statusCode: number, body: string): boolean {
  if ([403, 404, ...(row.refusedWith ?? [])].includes(statusCode)) return true;
  if (statusCode >= 300 || !row.refusedBody) return false;
  return row.refusedBody(JSON.parse(body) as unknown);
}

describe('isolation between the locations of one account', () => {
  for (const row of allRows) {
    it(`${row.name}: location B cannot reach location A`, async () => {
      const ids: IsolationIds = { commerceId: ctxA.commerce.commerceId, idPath: ctxA.commerce.idPath, ...(row.setup ? await row.setup(ctxA) : {}) };
      const secrets = secretsOfA(row, ids);
      const url = row.path(ids);
      const payload = row.body?.(ids) as Record<string, unknown> | undefined;
      const namesA = Object.entries(ids).some(([key, id]) => key !== 'idPath' && url.includes(id));
      for (const { role, auth } of onB) {
        if (role === 'owner at B' && OWNER_ACCOUNT_WIDE[row.name]) continue;
        const own = await testApp.app.inject({ method: row.method, url, payload, headers: headersFor(row, auth, auth.session.id_comercio) });
        expect(own.statusCode, `${row.name} as ${role} answered ${own.statusCode} ${own.body}`).toBeLessThan(500);
        if (namesA) expect(refused(row, own.statusCode, own.body), `${row.name} as ${role} answered ${own.statusCode}`).toBe(true);
        for (const secret of secrets) expect(own.body, `${row.name} as ${role}`).not.toContain(secret);
        const claimed = await testApp.app.inject({ method: row.method, url, payload, headers: headersFor(row, auth, ctxA.commerce.commerceId) });
        expect([403, 404], `${row.name} as ${role} claiming A answered ${claimed.statusCode}`).toContain(claimed.statusCode);
        for (const secret of secrets) expect(claimed.body).not.toContain(secret);
      }
    });
  }
});
