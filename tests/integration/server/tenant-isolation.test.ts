// Tenant isolation, table-driven: every row of tests/integration/support/isolation/*.ts is called on
// commerce A's resources with commerce B's session — with B's own id_comercio header and with A's —
// and must answer 403/404 when it names A's resources, never any data of A. Public rows are called
// without a session on B's id_path with A's other ids. Every registered route (app.routeAccessTable) must
// have a row or a reason in NO_COMMERCE_DATA, so a new route without a row fails here.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '@shared/types/backup';
import { ACCESS_MSG } from '../../../server/src/plugins/access';
import { OPERATOR_ROUTES, operatorRouteAnswers, signUpOwner } from '../security/operator-support';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';
import type { IsolationContext, IsolationIds, IsolationRow } from '../support/isolation-types';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';

const modules = import.meta.glob<{ rows: IsolationRow[] }>('../support/isolation/*.ts', { eager: true });
const allRows: IsolationRow[] = Object.values(modules).flatMap((mod) => mod.rows);

/** Routes that read no commerce's data by id or session, so no row applies. */
const NO_COMMERCE_DATA: Record<string, string> = {
  'GET /v1/public/timezone': 'the list of time zones',
  'GET /v1/planes': 'the plan catalogue, the same for everyone',
  'GET /v1/tag': 'the tag catalogue, the same for everyone',
  'GET /v1/asistencia/tutoriales/:id': 'platform help content, the same for everyone',
  'GET /v1/asistencia/articulos/:id': 'platform help content, the same for everyone',
  'POST /v1/auth/login': 'credentials, no session (tests/integration/security login limits)',
  'POST /v1/auth/registro': 'creates a new account',
  'POST /v1/auth/recuperar-contrasena': 'by email, answers the same whether it exists or not',
  'POST /v1/auth/actualizar-password': 'by the emailed reset token',
  'POST /v1/auth/validar-numero/enviar': 'sign-up phone check, no session',
  'POST /v1/auth/validar-numero': 'sign-up phone check, no session',
  'POST /v1/auth/logout': "ends the caller's own session (would end B's session for the rows after it)",
  'POST /v1/public/comercio/:id_path/whatsapp/entrante':
    "Green-API's webhook needs the commerce's token in Authorization, which a row cannot send; A's token on B's path is a 401 in tests/integration/whatsapp/opt-out-and-alerts.test.ts",
  'GET /v1/public/comercio/:id_path/pedido/:id/eventos':
    'a stream that never ends under inject; another commerce\'s order is a 404 in tests/integration/counter/live-status.test.ts',
  // The self-invoice page (docs/invoices.md): the order's own token is the credential its ticket carries, whoever
  // holds it; no commerce is named. Token rules: tests/integration/invoices/self-invoice.test.ts.
  'GET /v1/public/factura/:token': "the order named by its ticket's token, not by a commerce",
  'POST /v1/public/factura/:token': "the order named by its ticket's token, not by a commerce",
  'GET /v1/public/factura/:token/:formato': "the order named by its ticket's token, not by a commerce",
  'POST /v1/public/factura/:token/correo': "the order named by its ticket's token, not by a commerce",
};

let testApp: TestApp;
let ctxA: IsolationContext;
let commerceB: CommerceFixture;
let authB: LoggedIn;

beforeAll(async () => {
  testApp = await createTestApp();
  const commerceA = await createCommerce(testApp.handle, { plan: 'PLUS', nombre: 'Taquería Comercio A' });
  commerceB = await createCommerce(testApp.handle, { plan: 'PLUS', nombre: 'Pizzería Comercio B' });
  ctxA = { app: testApp.app, handle: testApp.handle, commerce: commerceA, auth: await login(testApp.app, commerceA.email, commerceA.password) };
  authB = await login(testApp.app, commerceB.email, commerceB.password);
});

afterAll(async () => {
  await testApp?.close();
});

function headersFor(row: IsolationRow, auth: LoggedIn, commerceHeader: string): Record<string, string> {
  if (row.family === 'public') return {};
  return row.family === 'v1' ? { ...auth.headers, id_comercio: commerceHeader } : { ...auth.v2Headers, id_comercio: commerceHeader };
}

function secretsOfA(row: IsolationRow, ids: IsolationIds): string[] {
  const a = ctxA.commerce;
  const echoed = new Set((row.echoed ?? []).map((key) => ids[key]));
  const all = [...Object.values(ids), a.commerceId, a.accountId, a.userId, a.idPath, a.email, 'Taquería Comercio A', ctxA.auth.session.token];
  return [...new Set(all)].filter((secret) => !echoed.has(secret));
}

function refused(row: IsolationRow, statusCode: number, body: string): boolean {
  if ([403, 404, ...(row.refusedWith ?? [])].includes(statusCode)) return true;
  if (statusCode >= 300 || !row.refusedBody) return false;
  return row.refusedBody(JSON.parse(body) as unknown);
}

/** Whether a row's path (with placeholder ids, query dropped) is an instance of the route's URL. */
function rowCovers(row: IsolationRow, method: string, routeUrl: string): boolean {
  const placeholders = new Proxy({}, { get: (_target, key) => `id-${String(key)}` }) as IsolationIds;
  const pattern = new RegExp(`^${routeUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
  return row.method === method && pattern.test(row.path(placeholders).split('?')[0] ?? '');
}

describe('tenant isolation', () => {
  it('has a row for every registered route that reads or changes a commerce', () => {
    const missing = testApp.app.routeAccessTable
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !NO_COMMERCE_DATA[key])
      .filter((key) => {
        const [method = '', url = ''] = key.split(' ');
        return !allRows.some((row) => rowCovers(row, method, url));
      });
    expect(missing, 'routes without a row in tests/integration/support/isolation/*.ts').toEqual([]);
  });

  for (const row of allRows) {
    it(`${row.name}: B cannot reach A`, async () => {
      const ids: IsolationIds = { commerceId: ctxA.commerce.commerceId, idPath: ctxA.commerce.idPath, ...(row.setup ? await row.setup(ctxA) : {}) };
      const secrets = secretsOfA(row, ids);

      if (row.family === 'public') {
        // No session, B's id_path with A's other ids (an order, a table, a coupon code of A).
        const idsOnB: IsolationIds = { ...ids, commerceId: commerceB.commerceId, idPath: commerceB.idPath };
        const url = row.path(idsOnB);
        const namesA = Object.entries(ids).some(([key, id]) => key !== 'commerceId' && key !== 'idPath' && url.includes(id));
        const onB = await testApp.app.inject({ method: row.method, url, payload: row.body?.(idsOnB) as Record<string, unknown> | undefined });
        expect(onB.statusCode, `${row.name} on B answered ${onB.statusCode} ${onB.body}`).toBeLessThan(500);
        if (namesA) expect(refused(row, onB.statusCode, onB.body), `${row.name} on B answered ${onB.statusCode} ${onB.body}`).toBe(true);
        for (const secret of secrets) expect(onB.body).not.toContain(secret);
        const onA = await testApp.app.inject({ method: row.method, url: row.path(ids), payload: row.body?.(ids) as Record<string, unknown> | undefined });
        expect([401, 403, 404], `${row.name} on A answered ${onA.statusCode} ${onA.body}`).not.toContain(onA.statusCode);
        return;
      }

      const url = row.path(ids);
      const payload = row.body?.(ids) as Record<string, unknown> | undefined;
      const namesA = Object.entries(ids).some(([key, id]) => key !== 'idPath' && url.includes(id));

      // B's session, B's own commerce header.
      const own = await testApp.app.inject({ method: row.method, url, payload, headers: headersFor(row, authB, authB.session.id_comercio) });
      if (namesA) expect(refused(row, own.statusCode, own.body), `${row.name} with B's session answered ${own.statusCode}`).toBe(true);
      for (const secret of secrets) expect(own.body).not.toContain(secret);

      // B's session claiming A's commerce in the header.
      const claimed = await testApp.app.inject({ method: row.method, url, payload, headers: headersFor(row, authB, ctxA.commerce.commerceId) });
      expect([403, 404]).toContain(claimed.statusCode);
      for (const secret of secrets) expect(claimed.body).not.toContain(secret);

      // The row is real: A itself is neither unauthenticated nor forbidden there.
      const mine = await testApp.app.inject({ method: row.method, url, payload, headers: headersFor(row, ctxA.auth, ctxA.commerce.commerceId) });
      expect([401, 403, 404], `${row.name} for A itself answered ${mine.statusCode} ${mine.body}`).not.toContain(mine.statusCode);
    });
  }
});

describe('the server\'s backups are not a commerce\'s', () => {
  it('refuse B\'s owner and a fresh sign-up owner on every backup route; the copy folder and the status stay as the operator left them', async () => {
    // A is the first account of this server, so its owner is the operator (no ADMIN_EMAILS).
    const folder = await mkdtemp(join(tmpdir(), 'panel-isolation-usb-'));
    try {
      // The rows above started a backup as A: let it end so the status compared below is at rest.
      while ((await testApp.app.inject({ method: 'GET', url: '/v1/respaldos', headers: ctxA.auth.headers })).json<BackupStatus>().inProgress) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const chosen = await testApp.app.inject({ method: 'PUT', url: '/v1/respaldos/carpeta-copia', headers: ctxA.auth.headers, payload: { carpeta: folder } });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const before = chosen.json<BackupStatus>();
      for (const headers of [authB.headers, (await signUpOwner(testApp.app)).headers]) {
        const answers = await operatorRouteAnswers(testApp.app, headers);
        expect(answers).toEqual(OPERATOR_ROUTES.map((route) => `${route.method} ${route.url} → 403 ${ACCESS_MSG.operatorOnly}`));
        for (const answer of answers) expect(answer).not.toContain(folder);
      }
      const after = (await testApp.app.inject({ method: 'GET', url: '/v1/respaldos', headers: ctxA.auth.headers })).json<BackupStatus>();
      expect(after).toEqual(before);
      expect(after).toMatchObject({ copyDirectory: folder, copyDirectorySource: 'panel' });
    } finally {
      await testApp.app.inject({ method: 'PUT', url: '/v1/respaldos/carpeta-copia', headers: ctxA.auth.headers, payload: { carpeta: null } });
      await rm(folder, { recursive: true, force: true });
    }
  });
});
